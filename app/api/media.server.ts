import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { mediaKey, mediaPath, mediaSrcSet, parseMediaFileName, type UploadedImage } from '~/domain/media';
import { firstError } from '~/domain/schemas/auth';
import { IMAGE_MESSAGES, ImageUploadSchema } from '~/domain/schemas/image';
import { insertImage } from '~/services/db/images.server';
import { log } from '~/services/logger.server';
import type { MediaStorage } from '~/services/media/storage.server';
import type { Services } from '~/services/services.server';
import { jsonError, teamMember, type Endpoint } from './endpoint.server';

/** Where images are uploaded to; the one request whose body may reach MAX_IMAGE_BYTES (http/app.ts). */
export const MEDIA_UPLOAD_PATH = '/api/admin/media';

/** A copy never changes once written (a new upload gets a new id), so any cache may keep it for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Image upload for admins (docs/decisions/062-images.md). The body is the file's bytes as they are
 * (`application/octet-stream`: no cross-site form can send that type), the alt text and the file's
 * name are query parameters. Answers 201 with the stored image, 400 with the field at fault.
 */
export function adminMediaEndpoints(services: Services): Endpoint[] {
  const { db } = services.database;
  return [
    {
      method: 'POST',
      path: '/admin/media',
      access: 'media.upload',
      body: 'bytes',
      handler: async (c) => {
        const parsed = ImageUploadSchema.safeParse({ alt: c.req.query('alt'), name: c.req.query('name') });
        if (!parsed.success) {
          return jsonError(c, 400, firstError(parsed.error), { field: String(parsed.error.issues[0]?.path[0] ?? '') });
        }
        const bytes = Buffer.from(await c.req.arrayBuffer());
        if (bytes.length === 0) return jsonError(c, 400, IMAGE_MESSAGES.fileRequired, { field: 'file' });
        // sharp (libvips) loads on the first upload: most processes never resize an image.
        const { ImageTooCostlyError, NotAnImageError, processImage } = await import('~/services/media/process.server');
        let processed;
        try {
          processed = await processImage(bytes);
        } catch (error) {
          if (error instanceof NotAnImageError) return jsonError(c, 400, IMAGE_MESSAGES.notImage, { field: 'file' });
          if (error instanceof ImageTooCostlyError) return jsonError(c, 400, error.message, { field: 'file' });
          throw error;
        }
        const id = randomBytes(8).toString('hex');
        const keys = processed.variants.map((variant) => mediaKey(id, variant.width, processed.ext));
        try {
          for (const [index, variant] of processed.variants.entries()) {
            await services.media.put(keys[index]!, variant.bytes, processed.contentType);
          }
        } catch (error) {
          // No row points at the copies yet: take back those written.
          await Promise.all(keys.map((key) => services.media.delete(key).catch(() => undefined)));
          throw error;
        }
        const largest = processed.variants.at(-1)!;
        await insertImage(db, {
          id,
          originalName: parsed.data.name,
          alt: parsed.data.alt,
          contentType: processed.contentType,
          widths: processed.variants.map((variant) => variant.width),
          sizes: processed.variants.map((variant) => variant.bytes.length),
          width: largest.width,
          height: largest.height,
          createdBy: teamMember(c).id,
          createdAt: Date.now(),
        });
        const src = mediaPath(id, largest.width, processed.ext);
        const image: UploadedImage = {
          id,
          src,
          srcset: mediaSrcSet(src)!,
          alt: parsed.data.alt,
          width: largest.width,
          height: largest.height,
          widths: processed.variants.map((variant) => variant.width),
          contentType: processed.contentType,
        };
        log.info({ image: id, widths: image.widths, bytes: bytes.length }, 'image uploaded');
        return c.json({ image }, 201);
      },
    },
  ];
}

/** GET /media/{id}-{width}.{ext}: a stored copy, from the folder or the bucket, cached for good. */
export function serveMedia(storage: MediaStorage) {
  return async (c: Context) => {
    const file = parseMediaFileName(c.req.param('file') ?? '');
    const stored = file && (await storage.get(mediaKey(file.id, file.width, file.ext)));
    if (!file || !stored) {
      // Not "immutable": the image may be uploaded after all (a copy still being written).
      return c.text('Not found', 404, { 'Cache-Control': 'no-cache' });
    }
    const headers: Record<string, string> = { 'Content-Type': file.contentType, 'Cache-Control': IMMUTABLE };
    if (stored.size !== null) headers['Content-Length'] = String(stored.size);
    return c.body(stored.body, 200, headers);
  };
}
