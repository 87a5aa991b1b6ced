import { MAX_IMAGE_BYTES } from '../media';
import { invalidCharacter, isStorableText } from './text';
import { z } from './zod';

/** docs/product.md#images: the limits of an image's description and name. */
export const IMAGE_LIMITS = { alt: 250, name: 255 } as const;

/** docs/product.md#images: what one upload may decode to, whatever its size in bytes. */
export const IMAGE_DECODE_LIMITS = { megapixels: 40, frames: 300, seconds: 20 } as const;

export const IMAGE_MESSAGES = {
  altRequired: 'Alt text is required',
  fileRequired: 'Choose an image to upload',
  tooLarge: 'Image must be 10 MB or smaller',
  notImage: 'The file is not a PNG, JPEG, WebP, AVIF or GIF image',
  tooManyPixels: `The image is too large: at most ${IMAGE_DECODE_LIMITS.megapixels} megapixels, every frame of an animation counted`,
  tooManyFrames: `An animated image may have at most ${IMAGE_DECODE_LIMITS.frames} frames`,
  tooSlow: 'The image took too long to process: try a smaller one, or one with fewer frames',
} as const;

/**
 * What an upload says about its image besides the bytes: the alt text (required: an image without
 * a description is lost on a screen-reader user) and the file's original name (kept for the admin,
 * never trusted for the type). The browser checks with it before uploading; the server again.
 */
export const ImageUploadSchema = z.object({
  alt: z
    .string({ error: IMAGE_MESSAGES.altRequired })
    .trim()
    .min(1, IMAGE_MESSAGES.altRequired)
    .max(IMAGE_LIMITS.alt, `Alt text must be less than ${IMAGE_LIMITS.alt} characters`)
    .refine(isStorableText, invalidCharacter('Alt text')),
  name: z
    .string()
    .trim()
    .refine(isStorableText, invalidCharacter('File name'))
    .transform((name) => name.slice(0, IMAGE_LIMITS.name))
    .nullish()
    .transform((name) => name || null),
});

export type ImageUploadInput = z.input<typeof ImageUploadSchema>;

/** The size check the browser makes before sending (the server's body limit makes it again). */
export function imageSizeError(bytes: number): string | null {
  return bytes > MAX_IMAGE_BYTES ? IMAGE_MESSAGES.tooLarge : null;
}
