import { useId } from 'react';
import { useLoaderData } from 'react-router';
import { AdSlot } from '~/components/ad-slot';
import { BlogList } from '~/components/blog/blog-list.island';
import { blogWords } from '~/components/blog/blog-words.server';
import { PostCard } from '~/components/blog/post-card';
import { NewsletterBox } from '~/components/newsletter-box.island';
import { newsletterBoxProps } from '~/components/newsletter-box-props';
import { BLOG_PAGE_SIZE, parseBlogListQuery } from '~/domain/blog-list';
import { ENGLISH, languageOfPath, prefixOf } from '~/i18n/languages';
import { pagePath } from '~/i18n/pages';
import { rich } from '~/i18n/rich';
import { useT } from '~/i18n/t';
import { translatorFor } from '~/i18n/translator.server';
import { Island } from '~/islands/island';
import { CACHE_TAGS, cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';
import { loadBlogList } from '~/services/blog/public.server';
import { requireServices } from '~/services/context.server';
import type { Route } from './+types/blog';

/** A language's blog: the posts written in it (DECISIONS.md, "Languages"). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const { q, category, page } = parseBlogListQuery(url.searchParams);
  const list = await loadBlogList(requireServices(context).database.db, {
    q,
    category,
    offset: 0,
    limit: page * BLOG_PAGE_SIZE,
    language: language.code,
  });
  const t = translatorFor(request);
  const meta = {
    title: t('blog.title'),
    description: t('blog.description'),
    keywords: t('blog.keywords').split(', '),
    path: pagePath(language, 'blog'),
  };
  return { ...list, q, category, page, now: Date.now(), language: language.code, words: blogWords(t), meta, rss: `${prefixOf(language)}/rss.xml` };
}

// Sent as islands (ADR 016): the search, categories and list, and the newsletter box below them.

// The list without a query is the same for everyone until a post changes (the page cache drops the
// pages tagged `posts` then, docs/decisions/074-http-cache-with-tags.md); a search or category in the
// query asks first.
export const headers = cacheHeaders('content', CACHE_TAGS.posts);

export const meta: Route.MetaFunction = ({ matches, loaderData }) => buildMeta(siteFromMatches(matches), loaderData.meta);

export default function Blog() {
  const { featured, posts, matches, counts, total, q, category, page, now, language, words, rss } = useLoaderData<typeof loader>();
  const t = useT();
  const id = useId();
  // A language without posts of its own says so and sends its readers to the English blog.
  const empty = total === 0 && language !== ENGLISH.code;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <AdSlot position="header" className="mb-8" />
      <header className="mb-8 space-y-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('blog.heading')}</h1>
        <p className="text-muted-foreground">
          {t('blog.lead')}{' '}
          {!empty && (
            <a href={rss} className="font-medium text-primary underline underline-offset-2">
              {t('blog.rss')}
            </a>
          )}
        </p>
      </header>

      {empty ? (
        <section aria-labelledby={`${id}-none`} className="mb-10 space-y-2 rounded-lg border border-dashed p-10 text-center">
          <h2 id={`${id}-none`} className="text-xl font-semibold">
            {t('blog.noneInLanguage')}
          </h2>
          <p className="text-muted-foreground">
            {rich(t('blog.readEnglish'), {
              link: (chunk) => (
                <a href={pagePath(ENGLISH, 'blog')} hrefLang={ENGLISH.code} className="font-medium text-primary underline underline-offset-2">
                  {chunk}
                </a>
              ),
            })}
          </p>
        </section>
      ) : (
        <>
          {featured.length > 0 && (
            <section aria-labelledby={`${id}-featured`} className="mb-10 space-y-4">
              <h2 id={`${id}-featured`} className="text-2xl font-semibold">
                {t('blog.featuredArticles')}
              </h2>
              <div className="grid gap-6 md:grid-cols-3">
                {featured.map((post) => (
                  <PostCard key={post.slug} post={post} now={now} words={words} />
                ))}
              </div>
            </section>
          )}

          <div className="grid gap-8 lg:grid-cols-4">
            <Island component={BlogList} props={{ q, category, page, posts, matches, now, counts, total, language, words }} />
          </div>
        </>
      )}
      <div className="mt-8 space-y-6 lg:w-3/4">
        <AdSlot position="content" />
        <Island component={NewsletterBox} props={newsletterBoxProps(t)} load="visible" />
      </div>
    </div>
  );
}
