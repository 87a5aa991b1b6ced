import sharp, { type Sharp } from 'sharp';
import { IMAGE_FORMATS, outputWidths, type ImageFormat } from '~/domain/media';
import { IMAGE_DECODE_LIMITS, IMAGE_MESSAGES } from '~/domain/schemas/image';

/**
 * Turns an upload into the copies the site serves (docs/decisions/062-images.md): the type read
 * from the content (sharp's decoders, never the name or the declared type), each width of the
 * ladder re-encoded in the upload's own format, oriented as the camera meant, every metadata block
 * (EXIF with its location, XMP, IPTC, ICC) dropped.
 */

/** An upload that decodes as none of the accepted formats (SVG, TIFF, PDF and the rest included). */
export class NotAnImageError extends Error {}

/** An image refused for what decoding it would cost; the message says which limit, for the author. */
export class ImageTooCostlyError extends Error {}

/**
 * The most pixels an upload may decode to: 40 megapixels (an 8000 × 5000 photo; animated GIFs
 * count every frame). A 10 MB file can claim far more (a decompression bomb), and libvips'
 * memory is outside the JavaScript heap's bound. Frames are limited on their own as well: each is
 * resized and encoded once per width, so a 44 KB GIF of 10,000 tiny frames took 7.7 s. Both are
 * read from the headers before anything is decoded; a copy that still takes longer than the time
 * limit is abandoned (libvips stops at its next check).
 */
const MAX_INPUT_PIXELS = IMAGE_DECODE_LIMITS.megapixels * 1_000_000;

// One image at a time per process, on one libvips thread: uploads are rare, the machine is small,
// and a page render must not wait for a resize. No cache of decoded images: each is seen once.
sharp.concurrency(1);
sharp.cache(false);

export interface ImageVariant {
  width: number;
  height: number;
  bytes: Buffer;
}

export interface ProcessedImage {
  format: ImageFormat;
  ext: string;
  contentType: string;
  variants: ImageVariant[];
}

/** The accepted format of the content, or null. AVIF is HEIF with AV1 inside (HEIC is not accepted). */
interface Found {
  format: ImageFormat;
  /** The width on the page. */
  width: number;
  pages: number;
  /** Pixels of one frame (of the image, when it has one). */
  framePixels: number;
  /** Pixels of the whole image as stored (every page of a multi-page one). */
  allPixels: number;
}

async function formatOf(input: Buffer): Promise<Found | null> {
  // Headers only: libvips decodes no pixels for metadata, so no limit applies yet (the checks below are ours).
  const metadata = await sharp(input, { limitInputPixels: false }).metadata();
  const name = metadata.format === 'heif' ? (metadata.compression === 'av1' ? 'avif' : null) : metadata.format;
  if (!name || !(name in IMAGE_FORMATS) || !metadata.width || !metadata.height) return null;
  // EXIF orientations 5–8 turn the image a quarter: its width on the page is its stored height.
  const width = (metadata.orientation ?? 1) >= 5 ? metadata.height : metadata.width;
  const pages = metadata.pages ?? 1;
  const frameHeight = metadata.pageHeight ?? metadata.height;
  return { format: name as ImageFormat, width, pages, framePixels: metadata.width * frameHeight, allPixels: metadata.width * frameHeight * pages };
}

/** Refuses an image whose frames or pixels (every frame of an animation counted) are beyond the limits. */
function refuseCostly(found: Found, animated: boolean): void {
  if (animated && found.pages > IMAGE_DECODE_LIMITS.frames) throw new ImageTooCostlyError(IMAGE_MESSAGES.tooManyFrames);
  if ((animated ? found.allPixels : found.framePixels) > MAX_INPUT_PIXELS) throw new ImageTooCostlyError(IMAGE_MESSAGES.tooManyPixels);
}

function encode(pipeline: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case 'jpeg':
      return pipeline.jpeg({ quality: 82, mozjpeg: true });
    case 'png':
      return pipeline.png({ compressionLevel: 9, palette: false });
    case 'webp':
      return pipeline.webp({ quality: 80 });
    case 'avif':
      return pipeline.avif({ quality: 55, effort: 2 });
    case 'gif':
      return pipeline.gif();
  }
}

let queue: Promise<unknown> = Promise.resolve();

/** Runs one job after the ones before it (one image at a time, see above). */
function oneAtATime<T>(job: () => Promise<T>): Promise<T> {
  const result = queue.then(job, job);
  queue = result.catch(() => undefined);
  return result;
}

/**
 * Whether sharp stopped a pipeline at its `timeout`: libvips reports it as the error "timeout: N%
 * complete" (sharp's src/common.cc), with no code to test instead of the message.
 */
const isSharpTimeout = (error: unknown) => error instanceof Error && /^timeout: \d+% complete/.test(error.message);

export function processImage(input: Buffer): Promise<ProcessedImage> {
  return oneAtATime(async () => {
    const found = await formatOf(input).catch(() => null);
    if (!found) throw new NotAnImageError();
    const { ext, contentType } = IMAGE_FORMATS[found.format];
    const animated = found.format === 'gif' || found.format === 'webp' ? found.pages > 1 : false;
    refuseCostly(found, animated);
    const variants: ImageVariant[] = [];
    for (const width of outputWidths(found.width)) {
      // sharp writes no metadata unless asked (withMetadata/keepExif): the copies carry none.
      const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated })
        .autoOrient()
        .resize({ width, withoutEnlargement: true })
        .timeout({ seconds: IMAGE_DECODE_LIMITS.seconds });
      const { data, info } = await encode(pipeline, found.format)
        .toBuffer({ resolveWithObject: true })
        .catch((error: unknown) => {
          throw isSharpTimeout(error) ? new ImageTooCostlyError(IMAGE_MESSAGES.tooSlow) : error;
        });
      variants.push({ width: info.width, height: animated ? (info.pageHeight ?? info.height) : info.height, bytes: data });
    }
    return { format: found.format, ext, contentType, variants };
  });
}
