import sharp, { type Sharp } from 'sharp';
import { IMAGE_FORMATS, outputWidths, type ImageFormat } from '~/domain/media';

/**
 * Turns an upload into the copies the site serves (docs/decisions/062-images.md): the type read
 * from the content (sharp's decoders, never the name or the declared type), each width of the
 * ladder re-encoded in the upload's own format, oriented as the camera meant, every metadata block
 * (EXIF with its location, XMP, IPTC, ICC) dropped.
 */

/** An upload that decodes as none of the accepted formats (SVG, TIFF, PDF and the rest included). */
export class NotAnImageError extends Error {}

/**
 * The most pixels an upload may decode to: 40 megapixels (an 8000 × 5000 photo; animated GIFs
 * count every frame). A 10 MB file can claim far more (a decompression bomb), and libvips'
 * memory is outside the JavaScript heap's bound.
 */
const MAX_INPUT_PIXELS = 40_000_000;

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
async function formatOf(input: Buffer): Promise<{ format: ImageFormat; width: number; pages: number } | null> {
  const metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const name = metadata.format === 'heif' ? (metadata.compression === 'av1' ? 'avif' : null) : metadata.format;
  if (!name || !(name in IMAGE_FORMATS) || !metadata.width || !metadata.height) return null;
  // EXIF orientations 5–8 turn the image a quarter: its width on the page is its stored height.
  const width = (metadata.orientation ?? 1) >= 5 ? metadata.height : metadata.width;
  return { format: name as ImageFormat, width, pages: metadata.pages ?? 1 };
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

export function processImage(input: Buffer): Promise<ProcessedImage> {
  return oneAtATime(async () => {
    const found = await formatOf(input).catch(() => null);
    if (!found) throw new NotAnImageError();
    const { ext, contentType } = IMAGE_FORMATS[found.format];
    const animated = found.format === 'gif' || found.format === 'webp' ? found.pages > 1 : false;
    const variants: ImageVariant[] = [];
    for (const width of outputWidths(found.width)) {
      // sharp writes no metadata unless asked (withMetadata/keepExif): the copies carry none.
      const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated }).autoOrient().resize({ width, withoutEnlargement: true });
      const { data, info } = await encode(pipeline, found.format).toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: animated ? (info.pageHeight ?? info.height) : info.height, bytes: data });
    }
    return { format: found.format, ext, contentType, variants };
  });
}
