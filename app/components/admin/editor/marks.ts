import type { ContentFormat } from '~/domain/schemas/post';

/**
 * The editor toolbar's marks as pure edits of the body's text (docs/decisions/060-publishing.md):
 * given the text and the selection, the replacement of the selected lines or characters and the
 * selection after it. Markdown where it has the mark; HTML for what Markdown lacks (sup, sub) and
 * for bodies written in HTML.
 */
export const MARKS = ['bold', 'italic', 'heading', 'link', 'bulleted', 'numbered', 'quote', 'code', 'sup', 'sub'] as const;
export type Mark = (typeof MARKS)[number];

export const MARK_LABELS: Record<Mark, string> = {
  bold: 'Bold',
  italic: 'Italic',
  heading: 'Heading',
  link: 'Link',
  bulleted: 'Bulleted list',
  numbered: 'Numbered list',
  quote: 'Quote',
  code: 'Code',
  sup: 'Superscript',
  sub: 'Subscript',
};

/** Ctrl/⌘ + key for the marks people reach for by habit. */
export const MARK_KEYS: Partial<Record<string, Mark>> = { b: 'bold', i: 'italic', k: 'link' };

/** Replace text[start, end) with `text`, then select [selectStart, selectEnd) of the whole. */
export interface Edit {
  start: number;
  end: number;
  text: string;
  selectStart: number;
  selectEnd: number;
}

type Wrap = readonly [before: string, after: string, placeholder: string];

const INLINE: Record<ContentFormat, Partial<Record<Mark, Wrap>>> = {
  markdown: {
    bold: ['**', '**', 'bold text'],
    italic: ['_', '_', 'italic text'],
    code: ['`', '`', 'code'],
    sup: ['<sup>', '</sup>', '2'],
    sub: ['<sub>', '</sub>', '2'],
  },
  html: {
    bold: ['<strong>', '</strong>', 'bold text'],
    italic: ['<em>', '</em>', 'italic text'],
    code: ['<code>', '</code>', 'code'],
    sup: ['<sup>', '</sup>', '2'],
    sub: ['<sub>', '</sub>', '2'],
    heading: ['<h2>', '</h2>', 'Heading'],
    quote: ['<blockquote>', '</blockquote>', 'Quote'],
  },
};

/** Markdown marks that begin each selected line; `n` numbers a list. */
const LINE_PREFIX: Partial<Record<Mark, (n: number) => string>> = {
  heading: () => '## ',
  bulleted: () => '- ',
  numbered: (n) => `${n}. `,
  quote: () => '> ',
};

function wrap(text: string, start: number, end: number, [before, after, placeholder]: Wrap): Edit {
  const selected = text.slice(start, end) || placeholder;
  return {
    start,
    end,
    text: `${before}${selected}${after}`,
    selectStart: start + before.length,
    selectEnd: start + before.length + selected.length,
  };
}

function linePrefix(text: string, start: number, end: number, prefix: (n: number) => string): Edit {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = text.indexOf('\n', end > start && text[end - 1] === '\n' ? end - 1 : end);
  const lineEnd = nextBreak === -1 ? text.length : nextBreak;
  const lines = text.slice(lineStart, lineEnd).split('\n');
  const replaced = lines.map((line, i) => prefix(i + 1) + line).join('\n');
  return { start: lineStart, end: lineEnd, text: replaced, selectStart: lineStart, selectEnd: lineStart + replaced.length };
}

function htmlList(text: string, start: number, end: number, tag: 'ul' | 'ol'): Edit {
  const items = (text.slice(start, end) || 'Item').split('\n').map((line) => `  <li>${line}</li>`);
  const block = `<${tag}>\n${items.join('\n')}\n</${tag}>`;
  return { start, end, text: block, selectStart: start, selectEnd: start + block.length };
}

function link(text: string, start: number, end: number, format: ContentFormat): Edit {
  const label = text.slice(start, end) || 'link text';
  const url = 'https://';
  const inserted = format === 'markdown' ? `[${label}](${url})` : `<a href="${url}">${label}</a>`;
  // The address is what is left to type: it is selected.
  const urlAt = start + inserted.indexOf(url);
  return { start, end, text: inserted, selectStart: urlAt, selectEnd: urlAt + url.length };
}

export function applyMark(mark: Mark, format: ContentFormat, text: string, start: number, end: number): Edit {
  if (mark === 'link') return link(text, start, end, format);
  const inline = INLINE[format][mark];
  if (inline) return wrap(text, start, end, inline);
  if (format === 'html') return htmlList(text, start, end, mark === 'numbered' ? 'ol' : 'ul');
  return linePrefix(text, start, end, LINE_PREFIX[mark]!);
}
