import { ArrowLeft } from 'lucide-react';
import { data, useLoaderData } from 'react-router';
import { articlesText, tagHref } from '~/components/blog/blog-words';
import { blogWords } from '~/components/blog/blog-words.server';
import { PostCard } from '~/components/blog/post-card';
import { buttonVariants } from '~/components/ui/button';
import { BLOG_PAGE_SIZE, parseBlogListQuery } from '~/domain/blog-list';
import { languageOfPath } from '~/i18n/languages';
import { useT } from '~/i18n/t';
import { translatorFor } from '~/i18n/translator.server';
import { CACHE_TAGS, cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';
import { loadTagArchive } from '~/services/blog/public.server';
import { requireServices } from '~/services/context.server';
import type { Route } from './+types/blog-tag';

/**
 * A tag's archive (docs/product.md#blog) in a language's blog: the published posts in the language
 * carrying the tag, newest first, a page of them at a time as on /blog (`?page=` shows that many
 * pages). A tag no published post of the language carries is a 404.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { page } = parseBlogListQuery(url.searchParams);
  const language = languageOfPath(url.pathname);
  const archive = await loadTagArchive(requireServices(context).database.db, params.tag, page * BLOG_PAGE_SIZE, { language: language.code });
  if (!archive) throw data('Not Found', { status: 404 });
  const t = translatorFor(request);
  const words = blogWords(t);
  const tag = params.tag;
  const meta = {
    title: t('blog.tag.title', { tag }),
    description: t('blog.tag.description', { tag, articles: articlesText(words, archive.matches) }),
    keywords: [tag, t('blog.tag.keyword')],
    path: tagHref(words, tag),
  };
  return { ...archive, tag, page, now: Date.now(), words, meta };
}

// The same for everyone until a post changes: the page cache drops the pages tagged `posts` then; a
// `?page=` in the query asks first.
export const headers = cacheHeaders('content', CACHE_TAGS.posts);

export const meta: Route.MetaFunction = ({ matches, data: archive }) => (archive ? buildMeta(siteFromMatches(matches), archive.meta) : []);

export default function BlogTag() {
  const { posts, matches, tag, page, now, words } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <a href={words.blogPath} className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
        <ArrowLeft aria-hidden className="size-4" /> {t('blog.back')}
      </a>
      <header className="mt-4 mb-8 space-y-2 wrap-anywhere">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('blog.tag.heading', { tag })}</h1>
        <p className="text-muted-foreground">{articlesText(words, matches)}</p>
      </header>
      <div className="grid gap-6 md:grid-cols-2">
        {posts.map((post) => (
          <PostCard key={post.slug} post={post} now={now} headingLevel={2} words={words} />
        ))}
      </div>
      {posts.length < matches && (
        <div className="mt-8 text-center">
          <a href={tagHref(words, tag, page + 1)} className={buttonVariants({ variant: 'outline' })}>
            {t('blog.loadMore')}
          </a>
        </div>
      )}
    </div>
  );
}
