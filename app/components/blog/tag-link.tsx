import { Badge } from '~/components/ui/badge';
import { tagHref, type BlogWords } from './blog-words';

/** A post's tag as a badge that opens the tag's archive in the blog's language. */
export function TagLink({ tag, words }: { tag: string; words: BlogWords }) {
  return (
    <a href={tagHref(words, tag)} className="max-w-full rounded-full hover:underline" aria-label={words.tagLabel.replace('{tag}', tag)}>
      <Badge variant="outline" className="max-w-full">
        {tag}
      </Badge>
    </a>
  );
}
