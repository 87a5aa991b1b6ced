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
