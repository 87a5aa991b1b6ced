import type { RendererObject, Token, Tokens } from 'marked';
import { BODY_ID_PREFIX, slugify } from '~/domain/posts';
import { eachToken, plainText } from './tokens.server';

/**
 * Heading anchors (docs/decisions/075-markdown-from-ghost-and-github.md): every Markdown heading gets
 * an id made from its text as a post's slug is made from its title, unique within the body as
 * GitHub makes it (`area`, `area-1`, `area-2`), and its text becomes a link to itself, so a reader
 * can copy the address of a section. Ids carry BODY_ID_PREFIX, as GitHub's do, so no heading can take
 * the id of an element of the page around the body (`main`, say).
 */

/** A heading with the id anchorHeadings gave it. */
interface AnchoredHeading extends Tokens.Heading {
  id?: string;
}

/** An inline token that is or holds a link: a heading holding one cannot itself be a link. */
const isLink = (token: Token) => token.type === 'link' || token.type === 'footnoteRef' || (token.type === 'html' && /^<a\b/i.test(token.raw));

/**
 * Gives each heading its id, leaving out the ids in `taken`, and points the body's own links to a
 * heading (`[see below](#area)`, as written for GitHub or Ghost, whose ids have no prefix) at it.
 */
export function anchorHeadings(tokens: Token[], taken: ReadonlySet<string>): void {
  const used = new Set(taken);
  const bySlug = new Map<string, string>();
  for (const token of eachToken(tokens)) {
    if (token.type !== 'heading') continue;
    const heading = token as AnchoredHeading;
    const base = slugify(plainText(heading.tokens)) || 'section';
    let slug = base;
    for (let n = 1; used.has(BODY_ID_PREFIX + slug); n++) slug = `${base}-${n}`;
    heading.id = BODY_ID_PREFIX + slug;
    used.add(heading.id);
    bySlug.set(slug, heading.id);
  }
  for (const token of eachToken(tokens)) {
    if (token.type !== 'link') continue;
    const link = token as Tokens.Link;
    if (!link.href.startsWith('#')) continue;
    const id = bySlug.get(slugify(safeDecode(link.href.slice(1))));
    if (id) link.href = `#${id}`;
  }
}

function safeDecode(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

export const headingRenderer: Pick<RendererObject, 'heading'> = {
  heading(token) {
    const { depth, tokens, id } = token as AnchoredHeading;
    const text = this.parser.parseInline(tokens);
    if (!id) return `<h${depth}>${text}</h${depth}>\n`;
    const inner = [...eachToken(tokens)].some(isLink) ? text : `<a href="#${id}" class="heading-anchor">${text}</a>`;
    return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
  },
};
