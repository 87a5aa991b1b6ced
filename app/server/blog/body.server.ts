import { Marked, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';
import type { ContentFormat, Removal } from '~/domain/schemas/post';
import { sanitizePostHtml } from '../sanitize.server';
import { footnotes, numberFootnotes } from './markdown/footnotes.server';
import { anchorHeadings, headingRenderer } from './markdown/headings.server';
import { scripts } from './markdown/scripts.server';
import { taskRenderer } from './markdown/tasks.server';

/**
 * A post body from what the author typed to the HTML readers get (docs/decisions/060-publishing.md):
 * Markdown through marked (GitHub's dialect with Ghost's and GitHub's additions of ADR 075: sub- and
 * superscripts, footnotes, task lists, heading anchors; HTML written inside it passes through to
 * the sanitizer), then the article sanitizer, the same on save, on render and in the editor's preview.
 * Loaded when a post is first saved or previewed (see ../sanitize-loader.server.ts).
 */

/**
 * marked writes `align` on table cells, which the allow-list does not keep: the author did not write
 * it, so it is not written rather than reported as removed.
 */
const markdown = new Marked(
  {
    gfm: true,
    renderer: {
      tablecell(this: { parser: { parseInline(tokens: Tokens.TableCell['tokens']): string } }, cell: Tokens.TableCell) {
        const tag = cell.header ? 'th' : 'td';
        return `<${tag}>${this.parser.parseInline(cell.tokens)}</${tag}>\n`;
      },
      ...taskRenderer,
      ...headingRenderer,
    },
    hooks: {
      // Footnotes first: their ids are taken before the headings choose theirs.
      processAllTokens(tokens) {
        anchorHeadings(tokens, numberFootnotes(tokens));
        return tokens;
      },
    },
  },
  scripts,
  footnotes,
);

export interface RenderedBody {
  /** The sanitized HTML: what the article shows and what is stored. */
  html: string;
  /** What the sanitizer removed from the HTML the source makes, in order of first appearance. */
  removed: Removal[];
}

/** The HTML a source makes before sanitizing. */
function unsafeHtml(source: string, format: ContentFormat): string {
  return format === 'markdown' ? markdown.parse(source, { async: false }) : source;
}

/** Counts of tags and of `tag attribute` pairs in some HTML, in order of first appearance. */
function inventory(html: string) {
  const tags = new Map<string, number>();
  const attributes = new Map<string, number>();
  const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  // sanitize-html as a plain parser: everything allowed, each opening tag seen once.
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    // Only read: the output is thrown away.
    allowVulnerableTags: true,
    parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
    onOpenTag: (name, attribs) => {
      count(tags, name);
      for (const attribute of Object.keys(attribs)) count(attributes, `${name} ${attribute}`);
    },
  });
  return { tags, attributes };
}

/**
 * What sanitizing `before` into `after` removed: the tags fewer after than before, and for tags
 * that stay, the attributes fewer after (an attribute added by the sanitizer, rel="noopener", is
 * no removal). Counted, not located: "2 × onclick on <a>" is what an author needs to fix the text.
 */
export function removals(before: string, after: string): Removal[] {
  const was = inventory(before);
  const is = inventory(after);
  const removed: Removal[] = [];
  for (const [tag, count] of was.tags) {
    const lost = count - (is.tags.get(tag) ?? 0);
    if (lost > 0) removed.push({ tag, count: lost });
  }
  for (const [key, count] of was.attributes) {
    const [tag = '', attribute = ''] = key.split(' ');
    // The attributes of a tag removed everywhere went with it.
    if (!is.tags.has(tag)) continue;
    const lost = count - (is.attributes.get(key) ?? 0);
    if (lost > 0) removed.push({ tag, attribute, count: lost });
  }
  return removed;
}

/** The body as readers get it, and what the sanitizer removed on the way. */
export function renderBody(source: string, format: ContentFormat): RenderedBody {
  const before = unsafeHtml(source, format);
  const html = sanitizePostHtml(before);
  return { html, removed: removals(before, html) };
}
