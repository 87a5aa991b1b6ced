import { Fragment, type ReactNode } from 'react';
import type { MessageKey, Translator } from './t';

/**
 * A message with elements in it (a link inside a sentence): its `{slots}` become the given nodes,
 * so the sentence stays one message a translator can reorder ("use the {recipe}; …").
 */
export function withNodes(t: Translator, key: MessageKey, nodes: Readonly<Record<string, ReactNode>>): ReactNode[] {
  const names = Object.keys(nodes);
  const marks = Object.fromEntries(names.map((name, i) => [name, `\u0000${i}\u0000`]));
  return t(key, marks)
    .split(/\u0000(\d+)\u0000/)
    .map((part, i) => (i % 2 === 1 ? <Fragment key={i}>{nodes[names[Number(part)]!]}</Fragment> : part));
}

/** Renders a tag's content (`<link>tell us</link>` → a link reading "tell us"). */
export type TagRenderer = (chunk: string) => ReactNode;

const TAG = /<([a-z]+)>([\s\S]*?)<\/\1>/g;

/**
 * A formatted message whose markup wraps words of the sentence itself (`please <link>tell us</link>.`;
 * withNodes puts a node with words of its own in a slot), as elements: each tag's content goes to
 * its renderer, so a translation may put the link where its language wants it. Tags do not nest; a
 * tag without a renderer is an error, not text shown to a reader.
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
