import { isHttpUrl } from './posts';

/**
 * Uploaded images as the site serves them (docs/decisions/062-images.md): pure rules, no I/O.
 * An image is stored once per width of a fixed ladder, each at `/media/{id}-{width}.{ext}`.
 */

/** The largest upload accepted (docs/product.md#images). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/**
 * The widths an image is resized to. Never reorder or insert below the largest: an image's widths
 * are read back from its largest one (`mediaSrcSet`), so only a new, larger step may be appended.
 */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;

/** The formats accepted, by the name sharp gives the decoded content, with what they are served as. */
export const IMAGE_FORMATS = {
  png: { ext: 'png', contentType: 'image/png' },
  jpeg: { ext: 'jpg', contentType: 'image/jpeg' },
  webp: { ext: 'webp', contentType: 'image/webp' },
  avif: { ext: 'avif', contentType: 'image/avif' },
  gif: { ext: 'gif', contentType: 'image/gif' },
} as const;

export type ImageFormat = keyof typeof IMAGE_FORMATS;

const CONTENT_TYPES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(IMAGE_FORMATS).map(({ ext, contentType }) => [ext, contentType]),
);

/**
 * The widths an image `width` pixels wide is stored at: each step of the ladder narrower than it,
 * then the image itself capped at the largest step. Never wider than the original (no upscaling).
 */
export function outputWidths(width: number): number[] {
  const largest = Math.min(width, MEDIA_WIDTHS.at(-1)!);
  return [...MEDIA_WIDTHS.filter((step) => step < largest), largest];
}

/** An image id: 16 lower-case hex digits (64 random bits). */
export const MEDIA_ID_PATTERN = /^[0-9a-f]{16}$/;

/** The storage key, which is also the file name under /media/. */
export function mediaKey(id: string, width: number, ext: string): string {
  return `${id}-${width}.${ext}`;
}

export function mediaPath(id: string, width: number, ext: string): string {
  return `/media/${mediaKey(id, width, ext)}`;
}

export interface MediaFile {
  id: string;
  width: number;
  ext: string;
  contentType: string;
}

const FILE_NAME = /^([0-9a-f]{16})-([1-9]\d{0,4})\.([a-z]{3,4})$/;

/** A file name under /media/ (`0123456789abcdef-960.jpg`), or null when it names none we could have made. */
export function parseMediaFileName(name: string): MediaFile | null {
  const match = FILE_NAME.exec(name);
  if (!match) return null;
  const [, id, width, ext] = match as unknown as [string, string, string, string];
  const contentType = CONTENT_TYPES[ext];
  if (!contentType || Number(width) > MEDIA_WIDTHS.at(-1)!) return null;
  return { id, width: Number(width), ext, contentType };
}

/** A site path of an uploaded image (`/media/…`), or null. */
export function parseMediaPath(path: string): MediaFile | null {
  return path.startsWith('/media/') ? parseMediaFileName(path.slice('/media/'.length)) : null;
}

export function isMediaPath(path: string): boolean {
  return parseMediaPath(path) !== null;
}

/**
 * Where a post's image may come from: an absolute https URL, or one of the site's uploads. Not
 * `http:`: the pages' Content-Security-Policy (`img-src 'self' data: https:`) would block it.
 */
export function isImageSource(value: string): boolean {
  return (isHttpUrl(value) && !isInsecureUrl(value)) || isMediaPath(value);
}

/** An `http:` address: one a page served with our CSP cannot load an image from. */
export function isInsecureUrl(value: string): boolean {
  return /^\s*http:/i.test(value);
}

/** `srcset` for an uploaded image named by its largest copy's path, or null for any other URL. */
export function mediaSrcSet(path: string): string | null {
  const file = parseMediaPath(path);
  if (!file) return null;
  // The widths stored for an image are those outputWidths gives for its largest copy.
  return outputWidths(file.width)
    .map((width) => `${mediaPath(file.id, width, file.ext)} ${width}w`)
    .join(', ');
}

/** How wide an image in an article is drawn: the article column (three quarters of the page from lg up). */
export const ARTICLE_IMAGE_SIZES = '(min-width: 1280px) 920px, (min-width: 1024px) 75vw, 100vw';
/** How wide a post card's image is drawn: a third of the page in the related row, half in the blog grid. */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw';

export interface UploadedImage {
  id: string;
  /** The path of the largest copy: what the featured image field holds and `src` names. */
  src: string;
  srcset: string;
  alt: string;
  width: number;
  height: number;
  widths: number[];
  contentType: string;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The markup the editor inserts for an uploaded image (HTML, which Markdown bodies accept too),
 * written as the sanitizer writes it, so a saved body keeps it exactly.
 */
export function imageMarkup(image: Pick<UploadedImage, 'src' | 'srcset' | 'alt' | 'width' | 'height'>): string {
  const attributes = [
    ['src', image.src],
    ['alt', image.alt],
    ['srcset', image.srcset],
    ['sizes', ARTICLE_IMAGE_SIZES],
    ['width', String(image.width)],
    ['height', String(image.height)],
  ];
  return `<img ${attributes.map(([name, value]) => `${name}="${escapeAttribute(value!)}"`).join(' ')} />`;
}
