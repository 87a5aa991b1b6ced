import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../app/services/admin-accounts.server';
import { parseConfig } from '../../app/services/config.server';
import { createMediaStorage } from '../../app/services/media/storage.server';
import { createApp } from '../../http/app';
import { GOOD_PASSWORD, ORIGIN, uniqueEmail, useAccounts, type App } from './auth-helpers';
import { testEngines, useTestDatabase } from './db-helpers';

/**
 * Images in S3-compatible storage (docs/decisions/062-images.md), against s3rver: a real S3 REST
 * server on a loopback port inside this process, storing objects as files in a folder of its own.
 * s3rver checks the access key but not the SigV4 signature itself (its own documentation says so).
 */

const engines = await testEngines();
const BUCKET = 'unitwise-media';

let server: S3rver;
let s3Dir: string;
let endpoint: string;

beforeAll(async () => {
  s3Dir = await mkdtemp(join(tmpdir(), 'unitwise-s3-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await server?.close();
  await rm(s3Dir, { recursive: true, force: true });
});

/** The object keys s3rver holds in the bucket (its file store keeps each object as `{key}._S3rver_object`). */
async function objectsInBucket(): Promise<string[]> {
  const files = await readdir(join(s3Dir, BUCKET)).catch(() => []);
  return files.filter((name) => name.endsWith('._S3rver_object')).map((name) => name.replace(/\._S3rver_object$/, ''));
}

describe.each(engines)('images in an S3 bucket on %s', (engine) => {
  const t = useTestDatabase(engine);
  const accounts = useAccounts(t);
  let app: App;
  let admin: string;
  const s3Env = (keyId: string) => ({
    DATA_DIR: t().dataDir,
    S3_ENDPOINT: endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: keyId,
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });

  beforeAll(async () => {
    const media = createMediaStorage(parseConfig(s3Env('S3RVER')));
    app = createApp({ services: { ...accounts.services(), media } });
    const email = uniqueEmail('s3-images');
    await createAdmin(accounts.services(), { email, password: GOOD_PASSWORD });
    admin = await accounts.signIn(email);
  }, 30_000);

  const upload = (target: App, bytes: Buffer, alt: string) =>
    target.request(`${ORIGIN}/api/admin/media?alt=${encodeURIComponent(alt)}`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/octet-stream', cookie: admin },
      body: new Uint8Array(bytes),
    });

  it('stores every copy in the bucket, none on the disk, and serves them from the site', async () => {
    const photo = await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#0f766e' } })
      .jpeg()
      .toBuffer();
    const res = await upload(app, photo, 'A teal test card');
    expect(res.status).toBe(201);
    const { image } = (await res.json()) as { image: { id: string; srcset: string } };
    const keys = image.srcset.split(', ').map((candidate) => candidate.split(' ')[0]!.replace('/media/', ''));
    expect(keys).toEqual([`${image.id}-480.jpg`, `${image.id}-960.jpg`, `${image.id}-1000.jpg`]);
    expect((await objectsInBucket()).filter((key) => key.startsWith(image.id)).sort()).toEqual([...keys].sort());
    expect(await readdir(join(t().dataDir, 'media')).catch(() => [])).toEqual([]);

    for (const key of keys) {
      const served = await app.request(`${ORIGIN}/media/${key}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(metadata.format).toBe('jpeg');
      expect(`${image.id}-${metadata.width}.jpg`).toBe(key);
    }
    expect((await app.request(`${ORIGIN}/media/${image.id}-1600.jpg`)).status).toBe(404);
  }, 30_000);

  it('fails the upload, keeping no row, when the bucket refuses the credentials', async () => {
    const refused = createApp({ services: { ...accounts.services(), media: createMediaStorage(parseConfig(s3Env('NO-SUCH-KEY'))) } });
    const png = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const res = await upload(refused, png, 'Refused by the bucket');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'Internal server error' });
    expect(await t().db.selectFrom('images').select('id').where('alt', '=', 'Refused by the bucket').execute()).toEqual([]);
  });
});
