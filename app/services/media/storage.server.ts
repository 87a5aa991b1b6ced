import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ServerConfig } from '../config.server';
import { createS3Storage } from './s3-storage.server';

/**
 * Where uploaded images live (docs/decisions/062-images.md): a folder under DATA_DIR by default, or
 * an S3-compatible bucket when S3_BUCKET is configured. The site serves both the same way, at
 * /media/{key}; nothing else knows which one is in use.
 */
export interface MediaStorage {
  /** Stores the bytes under `key` (a file name such as `0123456789abcdef-960.jpg`). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The stored object, or null when there is none under `key`. */
  get(key: string): Promise<StoredMedia | null>;
  delete(key: string): Promise<void>;
  /** What the start-up log says about it. */
  readonly description: string;
}

export interface StoredMedia {
  body: ReadableStream<Uint8Array>;
  /** Bytes, when known. */
  size: number | null;
}

/** A folder on the server's disk. Keys are file names made by the server (never a path). */
export function createFileStorage(dir: string): MediaStorage {
  let made: Promise<unknown> | undefined;
  return {
    description: `folder ${dir}`,
    async put(key, bytes) {
      await (made ??= mkdir(dir, { recursive: true }));
      // Written beside and renamed into place, so a reader never gets half a file.
      const partial = join(dir, `.${key}.${process.pid}.partial`);
      await writeFile(partial, bytes);
      await rename(partial, join(dir, key));
    },
    async get(key) {
      const path = join(dir, key);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>, size: info.size };
    },
    async delete(key) {
      await unlink(join(dir, key)).catch(() => undefined);
    },
  };
}

export function createMediaStorage(config: ServerConfig): MediaStorage {
  return config.s3 ? createS3Storage(config.s3) : createFileStorage(join(config.dataDir, 'media'));
}
