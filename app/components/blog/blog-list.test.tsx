import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlogList, type BlogListProps } from '~/components/blog/blog-list.island';
import { blogWords } from '~/components/blog/blog-words.server';
import { ENGLISH, LANGUAGES, type Language } from '~/i18n/languages';
import { translatorOf } from '~/i18n/translator.server';
import { PageSearchContext } from '~/lib/search-params';

/** The list's empty states as the server renders them for an address (the page, before scripts). */
function render(search: string, props: Partial<BlogListProps>, language: Language = ENGLISH): string {
  const words = blogWords(translatorOf(language));
  const list: BlogListProps = {
    q: '',
    category: null,
    page: 1,
    posts: [],
    matches: 0,
    now: 0,
    counts: [],
    total: 0,
    language: language.code,
    words,
    ...props,
  };
  return renderToString(
    <PageSearchContext.Provider value={search}>
      <BlogList {...list} />
    </PageSearchContext.Provider>,
  );
}

describe('the blog list with nothing to show', () => {
  it('says there are no articles yet when no search or category is set', () => {
    const html = render('', {});
    expect(html).toContain('No articles yet. Check back soon.');
    expect(html).not.toContain('Try adjusting');
  });

  it.each([
    ['a search', '?q=kelvin', { q: 'kelvin' }],
    ['a category', '?category=Temperature+Guide', { category: 'Temperature Guide' }],
  ])('keeps the product’s words when %s finds nothing', (_, search, props) => {
    expect(render(search, props)).toContain('No articles found. Try adjusting your search or category filter.');
  });
});

describe.each(LANGUAGES.map((language) => [language.code, language] as const))('the %s blog list', (_code, language) => {
  const t = translatorOf(language);

  it('says in its language that there are none, links its own blog and names the categories in it', () => {
    const html = render('', { counts: [{ category: 'Temperature Guide', count: 0 }] }, language);
    expect(html).toContain(t('blog.noneYet'));
    expect(html).toContain(t('blog.category.temperature'));
    expect(html).toContain(`action="${blogWords(t).blogPath}"`);
  });
});
