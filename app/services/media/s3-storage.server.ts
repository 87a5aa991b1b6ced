import { AwsClient } from 'aws4fetch';
import type { MediaStorage } from './storage.server';

export interface S3Options {
  /** The service's address, e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/**
 * An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph, Backblaze B2…), spoken to with three
 * signed REST calls (PUT, GET, DELETE object). aws4fetch signs them (AWS Signature Version 4);
 * objects are addressed path-style (`{endpoint}/{bucket}/{key}`), which every such service accepts.
 * The bucket stays private: readers get the images from the site, which reads them here.
 */
export function createS3Storage(options: S3Options): MediaStorage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
    // A refused or failed call is the caller's to report; a 5xx or a dropped connection is retried.
    retries: 3,
  });
  const base = `${options.endpoint.replace(/\/$/, '')}/${encodeURIComponent(options.bucket)}`;
  const url = (key: string) => `${base}/${encodeURIComponent(key)}`;

  async function failed(response: Response, what: string): Promise<Error> {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    return new Error(`S3 ${what} answered ${response.status}: ${detail}`);
  }

  return {
    description: `bucket ${options.bucket} at ${options.endpoint}`,
    async put(key, bytes, contentType) {
      const response = await client.fetch(url(key), {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { 'content-type': contentType, 'content-length': String(bytes.length) },
      });
      if (!response.ok) throw await failed(response, `PUT ${key}`);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await client.fetch(url(key));
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) throw await failed(response, `GET ${key}`);
      const length = response.headers.get('content-length');
      return { body: response.body, size: length === null ? null : Number(length) };
    },
    async delete(key) {
      const response = await client.fetch(url(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw await failed(response, `DELETE ${key}`);
      await response.body?.cancel();
    },
  };
}
