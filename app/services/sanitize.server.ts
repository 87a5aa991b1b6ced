import sanitizeHtml from 'sanitize-html';
import { isImageSource, isMediaPath } from '~/domain/media';
import { SLUG_PATTERN } from '~/domain/slug';

/**
 * The article body's allow-list (docs/product.md#sanitizing; docs/decisions/030-sanitizing.md,
 * widened for articles about units by docs/decisions/053-article-markup.md). Bodies are sanitized
 * when saved and again when rendered, so a row written by anything else (an old version, a manual fix in the database) is
 * still safe on the page.
 */
export const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'u',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'blockquote',
  'code',
  'pre',
  'span',
  'div',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  // Powers and formulas (10⁻⁹, m², H₂O), edits and notes, rules, abbreviations, glossaries, figures.
  'sup',
  'sub',
  'del',
  's',
  'mark',
  'small',
  'hr',
  'abbr',
  'dl',
  'dt',
  'dd',
  'figure',
  'figcaption',
] as const;

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

/** Attributes per tag, each where it means something. */
export const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  '*': ['class', 'title'],
  a: ['href', 'target', 'rel', 'id'],
  // srcset and sizes only for the site's own uploads (docs/decisions/062-images.md).
  img: ['src', 'alt', 'srcset', 'sizes', 'width', 'height'],
  ol: ['start'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  // In-page anchors (#conversion-table).
  ...Object.fromEntries(HEADINGS.map((heading) => [heading, ['id']])),
  // A footnote and the references to it link to each other (docs/decisions/075-markdown-from-ghost-and-github.md).
  li: ['id'],
};

/**
 * The values an attribute may take where it is not free text; any other value is dropped. A
 * heading's id is a lower-case slug: it cannot name the page's own globals (`__reactRouterContext`)
 * or anything our scripts look up, and a heading has no other use for it. Ids elsewhere are only
 * the footnotes' own (`user-content-fn-1` on a note, `user-content-fnref-1` or `-1-2` on a
 * reference), so an author's HTML gains no other anchor from them.
 */
const ATTRIBUTE_VALUES: Readonly<Record<string, RegExp>> = {
  id: SLUG_PATTERN,
  'li id': /^user-content-fn-\d{1,4}$/,
  'a id': /^user-content-fnref-\d{1,4}(?:-\d{1,4})?$/,
  colspan: /^[1-9]\d{0,2}$/,
  rowspan: /^[1-9]\d{0,2}$/,
  start: /^-?\d{1,6}$/,
};

/** Drops each attribute of ATTRIBUTE_VALUES (by `tag attribute`, else by attribute) whose value is not of its shape. */
function keepShapedValues(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const shape = (name: string) => ATTRIBUTE_VALUES[`${tagName} ${name}`] ?? ATTRIBUTE_VALUES[name];
  const kept = Object.entries(attribs).filter(([name, value]) => shape(name)?.test(value) ?? true);
  return { tagName, attribs: Object.fromEntries(kept) };
}

/** Schemes a link may use (relative links such as '/length' or '#units' have none and stay). */
export const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;
/** An image is fetched by the reader's browser: https only, as the pages' CSP allows (`img-src … https:`). */
export const IMAGE_SCHEMES = ['https'] as const;

/**
 * Disallowed tags are dropped but their text is kept ("<font>hi</font>" → "hi"), except in these,
 * whose content is code, markup in another language, or hidden text that would surface as
 * garbage or a payload if kept (media fallback text such as "your browser cannot play this" too).
 * Set explicitly: sanitize-html's own default covers only script, style, textarea, option and xmp.
 * Forms and <picture> are not here: text in a form and the <img> in a picture are content.
 */
export const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'xmp',
  'noscript',
  'noembed',
  'noframes',
  'plaintext',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'title',
  'head',
  'canvas',
  'audio',
  'video',
];

/** rel words a writer may set; any other word is dropped. */
const REL_WORDS = new Set(['nofollow', 'noopener', 'noreferrer', 'ugc', 'sponsored', 'external', 'author', 'license', 'tag', 'help', 'next', 'prev']);

/**
 * A link keeps `target` only as `_blank` (naming other windows or frames is no use in an article),
 * and a new-window link always gets rel="noopener noreferrer" so the opened page cannot reach
 * back to ours through window.opener, whatever rel the writer gave.
 */
function transformLink(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { target, rel, ...rest } = attribs;
  const words = new Set(
    (rel ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter((word) => REL_WORDS.has(word)),
  );
  const blank = target?.trim().toLowerCase() === '_blank';
  if (blank) {
    words.add('noopener');
    words.add('noreferrer');
  }
  const next: sanitizeHtml.Attributes = { ...rest };
  if (blank) next.target = '_blank';
  if (words.size > 0) next.rel = [...words].join(' ');
  return keepShapedValues(tagName, next);
}

/** A srcset candidate: an uploaded copy's path and its width descriptor. */
const MEDIA_CANDIDATE = /^(\S+)\s+([1-9]\d{0,4})w$/;

/** A srcset every candidate of which is one of the site's uploaded copies (`/media/… 480w`). */
function isMediaSrcSet(srcset: string): boolean {
  const candidates = srcset.split(',').map((candidate) => MEDIA_CANDIDATE.exec(candidate.trim()));
  return candidates.length <= 8 && candidates.every((match) => match !== null && isMediaPath(match[1]!));
}

/** A `sizes` list of media conditions and lengths: `(min-width: 1024px) 75vw, 100vw`. */
const SIZES = /^[a-z0-9 (),.:%-]{1,200}$/i;
/** Pixel dimensions, for the layout to keep the image's place before it loads. */
const DIMENSION = /^[1-9]\d{0,4}$/;

/**
 * An image is kept only with an absolute https source, as `featured_image` is, or the path of an
 * uploaded copy (`/media/…`): any other relative or half-written one ('x.png', 'https:') would
 * only be a broken image in the article. `srcset` may name uploaded copies only (another host's
 * list would be a way round the check on `src`), `sizes` only beside it; width and height are
 * whole numbers of pixels.
 */
function transformImage(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { src, srcset, sizes, width, height, ...rest } = attribs;
  const kept: sanitizeHtml.Attributes = src !== undefined && isImageSource(src) ? { src, ...rest } : rest;
  if (kept.src !== undefined && srcset !== undefined && isMediaSrcSet(srcset)) {
    kept.srcset = srcset;
    if (sizes !== undefined && SIZES.test(sizes)) kept.sizes = sizes;
  }
  if (width !== undefined && DIMENSION.test(width)) kept.width = width;
  if (height !== undefined && DIMENSION.test(height)) kept.height = height;
  return { tagName, attribs: kept };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(ALLOWED_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: [...IMAGE_SCHEMES] },
  // href and src are the only URL attributes allowed; the rest stay listed in case one is allowed one day.
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'action', 'formaction', 'xlink:href', 'poster', 'background'],
  // '//evil.example' would follow the page's scheme to any host; a writer can type https:.
  allowProtocolRelative: false,
  // sanitize-html's default allowedEmptyAttributes, ['alt'], keeps alt="" for decorative images.
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    a: transformLink,
    img: transformImage,
    ...Object.fromEntries(['ol', 'li', 'th', 'td', ...HEADINGS].map((tag) => [tag, keepShapedValues])),
  },
  // An image whose src was unsafe (or absent) would only be an empty box: drop the element.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  // No <html>/<body> is allowed, so nothing outside them can matter; keep parsing the whole input.
  enforceHtmlBoundary: false,
  parser: { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
};

/**
 * The body with only the allowed tags and attributes left, links limited to http, https, mailto
 * and tel (or relative), images to https and uploads, and new-window links made safe. Idempotent: sanitizing
 * the output again changes nothing, so sanitizing on save and on render agree.
 */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(sanitizeHtml(html, OPTIONS), UNWRAP_DEAD_LINKS);
}

/**
 * The second pass: a link whose href was unsafe (or that had none) is no link, yet an <a> still
 * looks like one; drop the element and keep its text. sanitize-html filters schemes after
 * transformTags has run, so only a second pass over the first one's output sees the final href.
 */
const UNWRAP_DEAD_LINKS: sanitizeHtml.IOptions = {
  ...OPTIONS,
  transformTags: {},
  // 'excludeTag' drops the element and keeps its content. (Renaming the link to a disallowed tag did
  // the same, but sanitize-html then wrote the next link's closing tag under that name.)
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : frame.tag === 'img' && !frame.attribs.src),
};

/** featured_image is put into <img src> and og:image: an absolute https URL or an uploaded copy's path only. */
export function isSafeImageUrl(url: string): boolean {
  return isImageSource(url);
}
