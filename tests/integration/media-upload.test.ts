import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_DECODE_LIMITS } from '../../app/domain/schemas/image';
import { createAdmin } from '../../app/services/admin-accounts.server';
import { GOOD_PASSWORD, ORIGIN, uniqueEmail, useAccounts, type App } from './auth-helpers';
import { testEngines, useTestDatabase } from './db-helpers';

/**
 * Image uploads (docs/decisions/062-images.md) through the HTTP surface, stored in the default
 * place (DATA_DIR/media), on both engines. Test images are made here with sharp; what the server
 * wrote is read back over /media and decoded again, so each claim is about the bytes a reader gets.
 */

const engines = await testEngines();

/** A two-colour image (left half red, right half blue), so a resize has something to keep. */
async function testImage(width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'avif' | 'gif'): Promise<Buffer> {
  const half = await sharp({ create: { width: Math.ceil(width / 2), height, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#dc2626' } })
    .composite([{ input: half, left: Math.floor(width / 2), top: 0 }])
    .toFormat(format)
    .toBuffer();
}

interface UploadAnswer {
  error?: string;
  field?: string;
  image?: { id: string; src: string; srcset: string; alt: string; width: number; height: number; widths: number[]; contentType: string };
}

describe.each(engines)('image uploads on %s', (engine) => {
  const t = useTestDatabase(engine);
  const accounts = useAccounts(t);
  let app: App;
  let admin: string;

  beforeAll(async () => {
    app = accounts.app();
    const email = uniqueEmail('images');
    await createAdmin(accounts.services(), { email, password: GOOD_PASSWORD });
    admin = await accounts.signIn(email);
  }, 30_000);

  function upload(body: Uint8Array | string, query: Record<string, string>, headers: Record<string, string> = {}) {
    return app.request(`${ORIGIN}/api/admin/media?${new URLSearchParams(query)}`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/octet-stream', cookie: admin, ...headers },
      body: typeof body === 'string' ? body : new Uint8Array(body),
    });
  }

  async function uploaded(body: Uint8Array, query: Record<string, string> = { alt: 'A test image', name: 'test.png' }) {
    const res = await upload(body, query);
    const answer = (await res.json()) as UploadAnswer;
    expect(res.status, JSON.stringify(answer)).toBe(201);
    return answer.image!;
  }

  /** Every copy of an image named by its srcset: its URL, the width it claims, the answer. */
  async function copies(srcset: string) {
    return Promise.all(
      srcset.split(', ').map(async (candidate) => {
        const [url, descriptor] = candidate.split(' ') as [string, string];
        const res = await app.request(ORIGIN + url);
        const bytes = Buffer.from(await res.arrayBuffer());
        return { url, claimed: parseInt(descriptor, 10), res, bytes, metadata: res.status === 200 ? await sharp(bytes).metadata() : null };
      }),
    );
  }

  it.each([
    ['png', 'image/png', 'png'],
    ['jpeg', 'image/jpeg', 'jpeg'],
    ['webp', 'image/webp', 'webp'],
    ['avif', 'image/avif', 'heif'],
    ['gif', 'image/gif', 'gif'],
  ] as const)(
    'takes a %s, stores it at 480, 960 and 1600 pixels wide and serves each for good',
    async (format, contentType, decodedAs) => {
      const image = await uploaded(await testImage(2000, 1000, format), { alt: `A ${format} image`, name: `picture.${format}` });
      expect(image.contentType).toBe(contentType);
      expect(image.widths).toEqual([480, 960, 1600]);
      expect({ width: image.width, height: image.height }).toEqual({ width: 1600, height: 800 });
      const served = await copies(image.srcset);
      expect(served.map((copy) => copy.claimed)).toEqual([480, 960, 1600]);
      expect(image.src).toBe(served.at(-1)!.url);
      for (const copy of served) {
        expect(copy.res.status).toBe(200);
        expect(copy.res.headers.get('content-type')).toBe(contentType);
        expect(copy.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(Number(copy.res.headers.get('content-length'))).toBe(copy.bytes.length);
        expect(copy.metadata?.format).toBe(decodedAs);
        expect(copy.metadata?.width).toBe(copy.claimed);
        expect(copy.metadata?.height).toBe(copy.claimed / 2);
      }
    },
    60_000,
  );

  it('judges the type by the content, not by the name or the declared type', async () => {
    const image = await uploaded(await testImage(600, 300, 'png'), { alt: 'Renamed', name: 'holiday.jpg' });
    expect(image.contentType).toBe('image/png');
    expect(image.src).toMatch(/\.png$/);
    const [first] = await copies(image.srcset);
    expect(first!.metadata?.format).toBe('png');
  });

  it.each([
    [300, 200, [300]],
    [480, 240, [480]],
    [700, 350, [480, 700]],
    [960, 480, [480, 960]],
    [1200, 600, [480, 960, 1200]],
  ])('never makes a copy wider than the original (%i px wide → %j)', async (width, height, widths) => {
    const image = await uploaded(await testImage(width, height, 'jpeg'));
    expect(image.widths).toEqual(widths);
    const served = await copies(image.srcset);
    expect(served.map((copy) => copy.metadata?.width)).toEqual(widths);
  });

  it('strips EXIF and every other metadata block, and turns the picture as the camera meant', async () => {
    // Orientation 6: the camera was turned a quarter clockwise, the stored pixels lie on their side.
    const original = await sharp(await testImage(1000, 500, 'jpeg'))
      .withExif({ IFD0: { Copyright: 'Secret Owner', Artist: 'Secret Artist' }, IFD3: { GPSLatitudeRef: 'N' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(original.includes('Secret Owner')).toBe(true);

    const image = await uploaded(original);
    // Turned upright: 500 wide and 1000 high, so the copies are 480 and 500 wide.
    expect(image.widths).toEqual([480, 500]);
    expect({ width: image.width, height: image.height }).toEqual({ width: 500, height: 1000 });
    for (const copy of await copies(image.srcset)) {
      expect(copy.metadata?.exif).toBeUndefined();
      expect(copy.metadata?.xmp).toBeUndefined();
      expect(copy.metadata?.iptc).toBeUndefined();
      expect(copy.metadata?.orientation).toBeUndefined();
      expect(copy.bytes.includes('Secret')).toBe(false);
    }
  });

  it('refuses more than 10 MB with 413 and says so in JSON', async () => {
    const res = await upload(new Uint8Array(10 * 1024 * 1024 + 1), { alt: 'Too big' });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'Image must be 10 MB or smaller', field: 'file' });
  });

  it('refuses 10 MB on any other endpoint: the larger limit is the upload’s alone', async () => {
    const res = await app.request(`${ORIGIN}/api/admin/posts`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json', cookie: admin },
      body: JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
  });

  it.each([
    ['text', Buffer.from('hello, this is no image')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>')],
    ['a truncated PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
  ])('refuses %s with 400 and says why in JSON', async (_label, bytes) => {
    const res = await upload(bytes, { alt: 'Not an image', name: 'photo.png' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'The file is not a PNG, JPEG, WebP, AVIF or GIF image', field: 'file' });
  });

  /** An animated GIF of `frames` frames of width × height, white and black in turn (equal frames would merge). */
  const animation = (width: number, height: number, frames: number) => {
    const frameBytes = width * height * 3;
    const pixels = Buffer.alloc(frameBytes * frames);
    for (let i = 0; i < frames; i += 2) pixels.fill(255, i * frameBytes, (i + 1) * frameBytes);
    // Two colours, no dithering, least effort: the quickest GIF to make of that many pixels.
    return sharp(pixels, { raw: { width, height: height * frames, channels: 3, pageHeight: height } })
      .gif({ colours: 2, effort: 1, dither: 0 })
      .toBuffer();
  };

  it.each([
    // 10,000 frames of 8 × 8 pixels is a small file (it answered 500, and 44 KB like it took 7.7 s).
    ['an animation of 10,000 frames', () => animation(8, 8, 10_000), `An animated image may have at most ${IMAGE_DECODE_LIMITS.frames} frames`],
    // 50 frames of 1000 × 1000 are 50 million pixels to decode: more than 40 megapixels.
    [
      'an animation of 50 megapixels in all',
      () => animation(1000, 1000, 50),
      'The image is too large: at most 40 megapixels, every frame of an animation counted',
    ],
    // A still PNG of 10,000 × 5,000 pixels compresses to little and would decode to 50 megapixels.
    [
      'a still image of 50 megapixels',
      () =>
        sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#ffffff' } })
          .png()
          .toBuffer(),
      'The image is too large: at most 40 megapixels, every frame of an animation counted',
    ],
  ])('refuses %s with 400, before decoding it, and says which limit', { timeout: 30_000 }, async (_label, make, error) => {
    const res = await upload(await make(), { alt: 'Too much to decode' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error, field: 'file' });
  });

  it(`takes an animation of ${IMAGE_DECODE_LIMITS.frames} frames and keeps every frame`, async () => {
    const res = await upload(await animation(40, 30, IMAGE_DECODE_LIMITS.frames), { alt: 'A long animation' });
    expect(res.status).toBe(201);
    const { image } = (await res.json()) as UploadAnswer;
    const copy = await app.request(`${ORIGIN}${image!.src}`);
    expect((await sharp(Buffer.from(await copy.arrayBuffer())).metadata()).pages).toBe(IMAGE_DECODE_LIMITS.frames);
  });

  it('refuses a TIFF, which decodes but is not one of the formats', async () => {
    const res = await upload(
      await sharp(await testImage(100, 50, 'png'))
        .tiff()
        .toBuffer(),
      { alt: 'A TIFF' },
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as UploadAnswer).field).toBe('file');
  });

  it.each<Record<string, string>>([{}, { alt: '' }, { alt: '   ' }])(
    'refuses an image without alt text (%j) with a message at the field',
    async (query) => {
      const res = await upload(await testImage(100, 50, 'png'), query);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'Alt text is required', field: 'alt' });
    },
  );

  it('refuses an empty body at the file field', async () => {
    const res = await upload(new Uint8Array(0), { alt: 'Nothing' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as UploadAnswer).field).toBe('file');
  });

  it('keeps a row with the alt text, the name, the widths and sizes, and who uploaded it', async () => {
    const image = await uploaded(await testImage(1000, 500, 'webp'), { alt: '  A ruler beside a tape measure ', name: 'ruler.webp' });
    const row = await t().db.selectFrom('images').selectAll().where('id', '=', image.id).executeTakeFirstOrThrow();
    const session = await accounts.sessionOf(admin);
    const user = await t().db.selectFrom('user').select('id').where('email', '=', session!.user.email).executeTakeFirstOrThrow();
    const served = await copies(image.srcset);
    expect(row).toMatchObject({
      original_name: 'ruler.webp',
      alt: 'A ruler beside a tape measure',
      content_type: 'image/webp',
      width: 1000,
      height: 500,
      created_by: user.id,
    });
    expect(JSON.parse(row.widths)).toEqual([480, 960, 1000]);
    expect(JSON.parse(row.sizes)).toEqual(served.map((copy) => copy.bytes.length));
  });

  it('lets only admins upload: strangers get 401, readers 403, other sites 403', async () => {
    const png = await testImage(100, 50, 'png');
    expect((await upload(png, { alt: 'x' }, { cookie: '' })).status).toBe(401);
    const reader = await accounts.signUpAndConfirm(uniqueEmail('reader'));
    const refused = await upload(png, { alt: 'x' }, { cookie: reader });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect((await upload(png, { alt: 'x' }, { origin: 'https://evil.example' })).status).toBe(403);
    expect(await t().db.selectFrom('images').select('id').where('alt', '=', 'x').execute()).toEqual([]);
  });

  it('takes only the bytes as they are: a form body (which another site could send) is refused with 415', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await testImage(100, 50, 'png'))]), 'a.png');
    const res = await app.request(`${ORIGIN}/api/admin/media?alt=x`, { method: 'POST', headers: { origin: ORIGIN, cookie: admin }, body: form });
    expect(res.status).toBe(415);
  });

  it.each(['/media/0123456789abcdef-480.png', '/media/not-an-image.png', '/media/0123456789abcdef-480.svg', '/media/..%2F..%2Funitwise.db'])(
    'answers 404 for %s, which holds no upload',
    async (path) => {
      const res = await app.request(ORIGIN + path);
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).not.toMatch(/immutable/);
    },
  );
});
