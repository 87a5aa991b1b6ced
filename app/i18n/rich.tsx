import { Fragment, type ReactNode } from 'react';

/** Renders a tag's content (`<link>tell us</link>` → a link reading "tell us"). */
export type TagRenderer = (chunk: string) => ReactNode;

const TAG = /<([a-z]+)>([\s\S]*?)<\/\1>/g;

/**
 * A formatted message whose words carry markup as tags (`please <link>tell us</link>.`), as
 * elements: each tag's content goes to its renderer, so a translation may put the link where its
 * language wants it. Tags do not nest; a tag without a renderer is an error, not text shown to a
 * reader.
 */
export function rich(text: string, tags: Readonly<Record<string, TagRenderer>>): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name, chunk] = match as unknown as [string, string, string];
    const render = tags[name];
    if (!render) throw new Error(`No renderer for <${name}> in "${text}"`);
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(<Fragment key={parts.length}>{render(chunk)}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : parts;
}
