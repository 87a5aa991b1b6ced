import { ArrowLeft, Eye } from 'lucide-react';
import { data, isRouteErrorResponse, Link, useLoaderData } from 'react-router';
import { AdSlot } from '~/components/ad-slot';
import { ageText, categoryName, viewsText } from '~/components/blog/blog-words';
import { blogWords } from '~/components/blog/blog-words.server';
import { PostCard } from '~/components/blog/post-card';
import { ShareButtons } from '~/components/blog/share-buttons';
import { TagLink } from '~/components/blog/tag-link';
import { NewsletterBox } from '~/components/newsletter-box.island';
import { newsletterBoxProps } from '~/components/newsletter-box-props';
import { alternatesFrom } from '~/i18n/addresses';
import { ENGLISH, languageByCode, languageOfPath } from '~/i18n/languages';
import { pagePath } from '~/i18n/pages';
import { useT } from '~/i18n/t';
import { translatorFor } from '~/i18n/translator.server';
import { PostBody } from '~/components/post-body';
import { Badge } from '~/components/ui/badge';
import { ARTICLE_IMAGE_SIZES, mediaSrcSet } from '~/domain/media';
import { Island } from '~/islands/island';
import { NotPublicBanner } from '~/components/blog/not-public-banner';
import { CACHE_CONTROL, CACHE_TAGS, cacheTags, loaderCacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';
import { findUnpublishedArticle, loadArticle } from '~/services/blog/public.server';
import { checkAdmin } from '~/services/guards.server';
import { mayReadPost } from '~/domain/roles';
import { requireServices } from '~/services/context.server';
import { OFFLINE_COPY_HEADER } from '~/service-worker/page-policy';
import type { Route } from './+types/blog-post';
import { redirectTo } from '~/lib/redirect.server';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const services = requireServices(context);
  const language = languageOfPath(new URL(request.url).pathname);
  const t = translatorFor(request);
  const article = await loadArticle(services.database.db, params.slug, {
    teamName: services.config.teamName,
    views: services.views,
    // The page cache's own request is no visit, nor the copy the service worker keeps for offline reading.
    reader:
      context.sharedRender || request.headers.has(OFFLINE_COPY_HEADER)
        ? null
        : { address: context.clientAddress?.() ?? 'unknown', userAgent: request.headers.get('user-agent') ?? undefined },
  });
  // A post has one address, in the blog of its language: any other prefix is sent there.
  const own = article && (languageByCode(article.post.language) ?? ENGLISH);
  if (own && own !== language) {
    throw redirectTo(pagePath(own, 'blog', article.post.slug), { status: 301, headers: { 'Cache-Control': CACHE_CONTROL.content } });
  }
  // Tagged with its post, whose views the page cache counts when it serves the page from its store.
  if (article) {
    const path = pagePath(language, 'blog', article.post.slug);
    const alternates = alternatesFrom(language, (other) => (other === language ? path : null));
    const onBlog = t('blog.onBlog', { title: article.post.title, siteName: services.config.siteName });
    return data(
      { ...article, now: Date.now(), words: blogWords(t), alternates, onBlog },
      { headers: cacheTags(CACHE_TAGS.posts, CACHE_TAGS.post(article.post.id)) },
    );
  }
  // An old slug, or a post not public yet (docs/decisions/060-publishing.md). Without a cookie there
  // is no session to ask about (the page cache's own renders have none).
  // A member previews the posts their role may read (docs/decisions/076-roles.md).
  const found = await findUnpublishedArticle(services.database.db, params.slug, async (post) => {
    if (!request.headers.has('cookie')) return false;
    const check = await checkAdmin(services, request.headers);
    return check.state === 'admin' && mayReadPost({ id: check.session.user.id, role: check.role }, post);
  });
  if (found && 'movedTo' in found) {
    throw redirectTo(pagePath(language, 'blog', found.movedTo), { status: 301, headers: { 'Cache-Control': CACHE_CONTROL.content } });
  }
  const preview =
    found &&
    (await loadArticle(services.database.db, params.slug, {
      teamName: services.config.teamName,
      views: services.views,
      reader: null,
      preview: found.preview,
    }));
  // The page's title in the error's data: the 404 has no loader data for its meta.
  if (!preview) throw data(t('blog.notFound'), { status: 404 });
  // For this admin alone: no cache keeps it, not the page cache, a proxy or the service worker.
  const onBlog = t('blog.onBlog', { title: preview.post.title, siteName: services.config.siteName });
  return data({ ...preview, now: Date.now(), words: blogWords(t), alternates: [], onBlog }, { headers: { 'Cache-Control': CACHE_CONTROL.personal } });
}

// The same for every reader, and kept by the service worker for offline reading
// (docs/decisions/018-offline.md). The page cache keeps it until a post changes (its tags) and counts
// the views it serves; a cache in front keeps it a minute, and views it answers are not counted. An
// admin's preview of a post not yet public says `private, no-store` instead.
export const headers: Route.HeadersFunction = loaderCacheHeaders('content');

export const meta: Route.MetaFunction = ({ data: article, matches, params, error }) => {
  const site = siteFromMatches(matches);
  if (!article) {
    const title = isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : 'Post Not Found';
    return [{ title: `${title} | ${site.siteName}` }, { name: 'robots', content: 'noindex' }];
  }
  const { post } = article;
  const path = `${article.words.blogPath}/${post.slug}`;
  const url = `${site.publicOrigin}${path}`;
  const description = post.metaDescription || post.summary || article.onBlog;
  // An uploaded image's path is the site's own: crawlers and share previews need it absolute.
  const image = post.featuredImage ? new URL(post.featuredImage, site.publicOrigin).href : undefined;
  return buildMeta(site, {
    title: post.metaTitle || post.title,
    description,
    keywords: [post.category, ...post.tags],
    path: `${article.words.blogPath}/${params.slug}`,
    type: 'article',
    noindex: Boolean(post.notPublic),
    image,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description,
      url,
      mainEntityOfPage: url,
      datePublished: new Date(post.publishedAt).toISOString(),
      dateModified: new Date(post.updatedAt).toISOString(),
      author: { '@type': 'Person', name: post.author },
      publisher: { '@type': 'Organization', name: site.siteName },
      articleSection: categoryName(article.words, post.category),
      inLanguage: post.language,
      keywords: post.tags.join(', '),
      ...(image ? { image } : {}),
    },
  });
};

// Sent without React Router's runtime: an article is read, not used; the newsletter box (rendered
// when scrolled near) and the header menus are its only islands.

export default function BlogPost() {
  const { post, related, now, words } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <AdSlot position="header" className="mb-8" />
      <div className="grid gap-8 lg:grid-cols-4">
        {/* A long word (a title, a 50-character tag) wraps rather than widening a phone's page. */}
        <article className="min-w-0 space-y-6 wrap-anywhere lg:col-span-3">
          <Link to={words.blogPath} className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
            <ArrowLeft aria-hidden className="size-4" /> {t('blog.back')}
          </Link>
          {post.featuredImage && (
            <img
              src={post.featuredImage}
              srcSet={mediaSrcSet(post.featuredImage) ?? undefined}
              sizes={mediaSrcSet(post.featuredImage) ? ARTICLE_IMAGE_SIZES : undefined}
              alt=""
              width={1200}
              height={600}
              className="aspect-[2/1] w-full rounded-lg object-cover"
            />
          )}
          <div className="flex flex-wrap gap-2">
            {post.featured && <Badge>{words.featured}</Badge>}
            <Badge variant="accent">{categoryName(words, post.category)}</Badge>
            {post.tags.map((tag) => (
              <TagLink key={tag} tag={tag} words={words} />
            ))}
          </div>
          {post.notPublic && <NotPublicBanner {...post.notPublic} />}
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{post.title}</h1>
          {/* A preview of a post not public yet has no date to show, no readers and no address to share. */}
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span>{t('blog.by', { author: post.author })}</span>
            {!post.notPublic && (
              <>
                <time dateTime={new Date(post.publishedAt).toISOString()}>{ageText(words, post.publishedAt, now)}</time>
                <span className="inline-flex items-center gap-1">
                  <Eye aria-hidden className="size-4" />
                  <span>{viewsText(words, post.views)}</span>
                </span>
              </>
            )}
          </p>
          {post.excerpt && <p className="text-lg text-muted-foreground">{post.excerpt}</p>}
          {!post.notPublic && (
            <ShareButtons
              title={post.title}
              path={`${words.blogPath}/${post.slug}`}
              label={t('blog.share')}
              shareOn={t('blog.shareOn', { network: '{network}' })}
            />
          )}
          <PostBody sanitizedHtml={post.html} />
          <AdSlot position="content" />
          {/* A box to take the article's spacing: see Island on spacing. */}
          <div>
            <Island component={NewsletterBox} props={newsletterBoxProps(t)} load="visible" />
          </div>
          {related.length > 0 && (
            <section aria-labelledby="related-articles" className="space-y-4">
              <h2 id="related-articles" className="text-2xl font-semibold">
                {t('blog.related')}
              </h2>
              <div className="grid gap-6 md:grid-cols-3">
                {related.map((r) => (
                  <PostCard key={r.slug} post={r} now={now} words={words} />
                ))}
              </div>
            </section>
          )}
        </article>
        <div className="hidden lg:block">
          <AdSlot position="sidebar" className="sticky top-20" />
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t('blog.notFound')}</h1>
      <p className="text-muted-foreground">{t('blog.notFoundText')}</p>
      <Link
        to={pagePath(languageByCode(t.language) ?? ENGLISH, 'blog')}
        className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4"
      >
        <ArrowLeft aria-hidden className="size-4" /> {t('blog.back')}
      </Link>
    </div>
  );
}
