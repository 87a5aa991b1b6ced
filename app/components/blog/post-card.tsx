import { Eye } from 'lucide-react';
import { TagLink } from '~/components/blog/tag-link';
import { Badge } from '~/components/ui/badge';
import { CARD_IMAGE_SIZES, mediaSrcSet } from '~/domain/media';
import type { PostCard as PostCardData } from '~/services/blog/public.server';
import { ageText, categoryName, viewsText, type BlogWords } from './blog-words';

/** A post's views in the admin, which stays in English. */
export function viewsLabel(views: number): string {
  return `${views.toLocaleString('en-US')} ${views === 1 ? 'view' : 'views'}`;
}

/**
 * A post in a list: badges, title, excerpt clamped to three lines, its tags (links to their
 * archives), age and (if any) views, in the words of the blog's language.
 */
export function PostCard({ post, now, words, headingLevel = 3 }: { post: PostCardData; now: number; words: BlogWords; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="flex h-full min-w-0 flex-col overflow-hidden rounded-lg border bg-card wrap-anywhere transition-colors hover:border-primary">
      {post.featuredImage && (
        <img
          src={post.featuredImage}
          srcSet={mediaSrcSet(post.featuredImage) ?? undefined}
          sizes={mediaSrcSet(post.featuredImage) ? CARD_IMAGE_SIZES : undefined}
          alt=""
          loading="lazy"
          width={640}
          height={320}
          className="aspect-[2/1] w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap gap-2">
          {post.featured && <Badge>{words.featured}</Badge>}
          <Badge variant="accent">{categoryName(words, post.category)}</Badge>
        </div>
        <Heading className="text-lg font-semibold leading-snug">
          <a href={`${words.blogPath}/${post.slug}`} className="hover:underline">
            {post.title}
          </a>
        </Heading>
        {post.excerpt && <p className="line-clamp-3 text-sm text-muted-foreground">{post.excerpt}</p>}
        {/* After the title, so the title is the card's first link (its first stop for the keyboard). */}
        {post.tags.length > 0 && (
          <p className="flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <TagLink key={tag} tag={tag} words={words} />
            ))}
          </p>
        )}
        <p className="mt-auto flex items-center gap-3 text-xs text-muted-foreground">
          <time dateTime={new Date(post.publishedAt).toISOString()}>{ageText(words, post.publishedAt, now)}</time>
          {post.views > 0 && (
            <span className="inline-flex items-center gap-1">
              <Eye aria-hidden className="size-3.5" />
              <span>{viewsText(words, post.views)}</span>
            </span>
          )}
        </p>
      </div>
    </article>
  );
}
