import { Badge } from '~/components/ui/badge';
import { tagArchiveHref } from '~/domain/blog-list';

/** A post's tag as a badge that opens the tag's archive. */
export function TagLink({ tag }: { tag: string }) {
  return (
    <a href={tagArchiveHref(tag)} className="max-w-full rounded-full hover:underline" aria-label={`Articles tagged ${tag}`}>
      <Badge variant="outline" className="max-w-full">
        {tag}
      </Badge>
    </a>
  );
}
