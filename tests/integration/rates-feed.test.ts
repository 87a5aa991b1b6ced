// `npm run rates` (scripts/rates.ts) against a local feed: ECB-format files written for the tests,
// served over HTTP, on every engine. No test reaches the network.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateDayOn, storedRateRange } from '../../app/services/db/rates.server';
import { frankfurtDate } from '../../app/services/rates/schedule.server';
import { ratesCommand } from '../../scripts/rates-command';
import { ecbXml } from '../fixtures/ecb/feeds';
import { testEngines, useTestDatabase } from './db-helpers';

const run = promisify(execFile);
const engines = await testEngines();

const today = frankfurtDate();
const daysAgo = (n: number) => {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - n);
  return date.toISOString().slice(0, 10);
};
const isWeekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6;
/** The weekday `n` weekdays before the last one on or before today: the feeds' days are banking days, as the ECB's are. */
const weekdaysAgo = (n: number) => {
  const date = new Date(`${today}T12:00:00Z`);
  while (isWeekend(date)) date.setUTCDate(date.getUTCDate() - 1);
  for (let left = n; left > 0;) {
    date.setUTCDate(date.getUTCDate() - 1);
    if (!isWeekend(date)) left--;
  }
  return date.toISOString().slice(0, 10);
};
const NEWEST = weekdaysAgo(0);

const FULL = { USD: '1.1550', JPY: '180.25', GBP: '0.87730', MXN: '21.2544', ISK: '147.60' };
const feeds: Record<string, { status?: number; body: string }> = {
  '/ninety-days.xml': {
    body: ecbXml({ [weekdaysAgo(4)]: { ...FULL, USD: '1.1490' }, [weekdaysAgo(3)]: { ...FULL, USD: '1.1510' }, [weekdaysAgo(2)]: FULL }),
  },
  '/daily.xml': { body: ecbXml({ [weekdaysAgo(1)]: { ...FULL, USD: '1.1600', GBP: '0.88010' } }) },
  '/malformed.xml': { body: ecbXml({ [NEWEST]: FULL }).slice(0, 300) },
  '/empty.xml': { body: '' },
  '/zero.xml': { body: ecbXml({ [NEWEST]: { ...FULL, JPY: '0' } }) },
  '/future.xml': { body: ecbXml({ [daysAgo(-2)]: FULL }) },
  '/partial.xml': { body: ecbXml({ [NEWEST]: { USD: '1.1700', GBP: '0.88200', JPY: '181.00' } }) },
  // A day stored already, given again without one of its currencies.
  '/thinned.xml': { body: ecbXml({ [weekdaysAgo(3)]: { USD: '1.1510', JPY: '180.25', GBP: '0.87730', MXN: '21.2544' } }) },
  // A document type whose external entity names a file of this machine.
  '/entity.xml': {
    body: `<?xml version="1.0"?>\n<!DOCTYPE gesmes:Envelope [<!ENTITY secret SYSTEM "file:///etc/passwd">]>\n${ecbXml({ [NEWEST]: FULL })
      .split('\n')
      .slice(1)
      .join('\n')}`,
  },
  '/down.xml': { status: 503, body: 'Service Unavailable' },
};

/** Redirects the feed server answers with (the origin is known once it listens). */
const redirects: Record<string, () => string> = {
  '/moved-within.xml': () => '/daily.xml',
  '/moved-away.xml': () => `${origin.replace('127.0.0.1', 'localhost')}/daily.xml`,
  '/to-metadata.xml': () => 'http://169.254.169.254/latest/meta-data/',
};
/** Bytes the endless feed wrote before its reader hung up, and whether it did. */
const endless = { written: 0, closed: false };
const CHUNK = Buffer.alloc(1024 * 1024, ' ');

let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    const redirect = redirects[req.url ?? ''];
    if (redirect) return void res.writeHead(302, { location: redirect() }).end();
    if (req.url === '/endless.xml') {
      // Chunked, with no Content-Length: 1 MB at a time until the reader stops reading (or 256 MB).
      res.writeHead(200, { 'content-type': 'text/xml' });
      res.on('close', () => (endless.closed = true));
      const more = () => {
        while (!res.destroyed && endless.written < 256 * CHUNK.length) {
          endless.written += CHUNK.length;
          if (!res.write(CHUNK)) return void res.once('drain', more);
        }
        res.end();
      };
      return more();
    }
    const feed = feeds[req.url ?? ''];
    res.writeHead(feed?.status ?? (feed ? 200 : 404), { 'content-type': 'text/xml' }).end(feed?.body ?? 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe.each(engines)('npm run rates on %s', (engine) => {
  const t = useTestDatabase(engine);

  const envFor = (url: string) => ({ ...process.env, RATES_URL: url, DATA_DIR: t().dataDir, DATABASE_URL: t().databaseUrl ?? '' });

  /**
   * The command run in this process, its lines gathered as the CLI would print them (log on standard
   * output; warnings and errors on standard error): a process of its own per case took a second
   * each. The last test runs the CLI itself.
   */
  async function rates(url: string, ...args: string[]) {
    const lines = { stdout: '', stderr: '' };
    const code = await ratesCommand(args, envFor(url), {
      log: (line) => (lines.stdout += `${line}\n`),
      warn: (line) => (lines.stderr += `${line}\n`),
      error: (line) => (lines.stderr += `${line}\n`),
    });
    return { code, ...lines };
  }

  /** `npm run rates` (tsx scripts/rates.ts) in a process of its own. */
  function cli(url: string, ...args: string[]) {
    return run(process.execPath, ['--import', 'tsx', 'scripts/rates.ts', ...args], { env: envFor(url) }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );
  }

  it('stores a 90-day file as history, then the daily file as the newest day', { timeout: 30_000 }, async () => {
    const history = await rates(`${origin}/ninety-days.xml`);
    expect(history).toMatchObject({ code: 0, stderr: '' });
    expect(history.stdout.trim()).toBe(`Stored 3 days (up to ${weekdaysAgo(2)}, 5 currencies) from ${origin}/ninety-days.xml`);
    expect(await storedRateRange(t().db)).toEqual({ first: weekdaysAgo(4), last: weekdaysAgo(2) });

    const daily = await rates(`${origin}/daily.xml`);
    expect(daily.code).toBe(0);
    expect(await rateDayOn(t().db)).toEqual({ date: weekdaysAgo(1), rates: { ...FULL, USD: '1.1600', GBP: '0.88010' } });
    // A past date reads the last banking day on or before it.
    expect((await rateDayOn(t().db, weekdaysAgo(3)))?.rates.USD).toBe('1.1510');
  });

  it.each([
    ['/malformed.xml', /^Rates not updated: The feed is not well-formed XML \(line \d+: .+\)$/],
    ['/empty.xml', /^Rates not updated: The feed is empty$/],
    ['/zero.xml', /^Rates not updated: The feed has a bad entry: .*JPY's rate "0" is not positive$/],
    ['/future.xml', new RegExp(`^Rates not updated: The feed's date ${daysAgo(-2)} is in the future \\(today is ${today}\\)$`)],
    ['/partial.xml', /^Rates not updated: The feed's .* lacks 2 currencies of .*: ISK, MXN \(store it anyway with --allow-missing\)$/],
    [
      '/thinned.xml',
      new RegExp(
        `^Rates not updated: The feed's ${weekdaysAgo(3)} lacks 1 currency stored for that day: ISK \\(store it anyway with --allow-missing\\)$`,
      ),
    ],
    ['/entity.xml', /^Rates not updated: The feed declares a DOCTYPE, which an ECB rates file never does$/],
    ['/down.xml', /^Rates not updated: The feed at http:\/\/127\.0\.0\.1:\d+\/down\.xml answered HTTP 503$/],
  ])('refuses %s with one line, exits non-zero and keeps the last good rates', { timeout: 30_000 }, async (path, reason) => {
    const before = await rateDayOn(t().db);
    const stored = await rateDayOn(t().db, weekdaysAgo(3));
    const result = await rates(`${origin}${path}`);
    expect(result.code).not.toBe(0);
    expect(result.stderr.trim()).toMatch(reason);
    expect(await rateDayOn(t().db)).toEqual(before);
    expect(await rateDayOn(t().db, weekdaysAgo(3))).toEqual(stored);
  });

  it('stops reading a chunked feed at 16 MB and says so in one line', { timeout: 60_000 }, async () => {
    Object.assign(endless, { written: 0, closed: false });
    const result = await rates(`${origin}/endless.xml`);
    expect(result.code).not.toBe(0);
    expect(result.stderr.trim()).toBe(`Rates not updated: The feed at ${origin}/endless.xml is larger than 16 MB, more than a rates file can be`);
    // The reader hung up (in this process, which lives on: no exit closes the connection for it),
    // and the server wrote what filled the connection's buffers past 16 MB, not its 256 MB. The
    // server hears of the hang-up a moment after the reader has given up: wait for that state.
    await expect.poll(() => endless.closed, { timeout: 10_000 }).toBe(true);
    expect(endless.written).toBeLessThan(64 * CHUNK.length);
  });

  it.each([
    ['/moved-away.xml', () => `${origin.replace('127.0.0.1', 'localhost')}/daily.xml`],
    ['/to-metadata.xml', () => 'http://169.254.169.254/latest/meta-data/'],
  ])('follows no redirect of %s to another host', { timeout: 30_000 }, async (path, target) => {
    const result = await rates(`${origin}${path}`);
    expect(result.code).not.toBe(0);
    expect(result.stderr.trim()).toBe(
      `Rates not updated: The feed at ${origin}${path} redirects to ${target()}, another host, which is not followed`,
    );
  });

  it('follows a redirect within the feed’s host', { timeout: 30_000 }, async () => {
    const result = await rates(`${origin}/moved-within.xml`);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout.trim()).toBe(`Stored 1 day (${weekdaysAgo(1)}, 5 currencies) from ${origin}/moved-within.xml`);
  });

  it.each([
    [
      'a file over 16 MB',
      async (dir: string) => {
        const file = join(dir, 'huge.xml');
        await writeFile(file, ecbXml({ [NEWEST]: FULL }).replace('<Cube>', `<Cube>${' '.repeat(17 * 1024 * 1024)}`));
        return file;
      },
    ],
    ['a device that never ends', async () => '/dev/zero'],
  ])('refuses %s with --file, reading no more than 16 MB', { timeout: 60_000 }, async (_label, make) => {
    const file = await make(t().dataDir);
    const result = await rates('http://127.0.0.1:9/unused.xml', '--file', file);
    expect(result.code).not.toBe(0);
    expect(result.stderr.trim()).toBe(`Rates not updated: ${file} is larger than 16 MB, more than a rates file can be`);
  });

  it('stores a day dated on a weekend, and warns that the ECB publishes none then', { timeout: 30_000 }, async () => {
    const file = join(t().dataDir, 'saturday.xml');
    // 21 November 2026 was a Saturday.
    await writeFile(file, ecbXml({ '2026-11-21': FULL }));
    const result = await rates('http://127.0.0.1:9/unused.xml', '--file', file);
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toBe(`Stored 1 day (2026-11-21, 5 currencies) from ${file}`);
    expect(result.stderr.trim()).toBe('Warning: 2026-11-21 is a Saturday, when the ECB publishes no rates');
  });

  it('refuses an unreachable feed', { timeout: 30_000 }, async () => {
    // A port nothing listens on: the server above is closed only after every test.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const result = await rates(`http://127.0.0.1:${port}/daily.xml`);
    expect(result.code).not.toBe(0);
    expect(result.stderr.trim()).toBe(`Rates not updated: The feed at http://127.0.0.1:${port}/daily.xml is unreachable (ECONNREFUSED)`);
  });

  it('stores a partial day when told the currencies really vanished', { timeout: 30_000 }, async () => {
    const result = await rates(`${origin}/partial.xml`, '--allow-missing');
    expect(result.code).toBe(0);
    expect(await rateDayOn(t().db)).toEqual({ date: NEWEST, rates: { USD: '1.1700', GBP: '0.88200', JPY: '181.00' } });
  });

  it('imports a file from disk with --file', { timeout: 30_000 }, async () => {
    const file = join(t().dataDir, 'history.xml');
    await writeFile(file, ecbXml({ '1999-01-04': { USD: '1.1789', JPY: '133.73', DEM: '1.9558' }, '1999-01-05': { USD: '1.1790', JPY: '130.96' } }));
    const result = await rates('http://127.0.0.1:9/unused.xml', '--file', file);
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toBe(`Stored 2 days (up to 1999-01-05, 2 currencies) from ${file}`);
    expect((await storedRateRange(t().db))?.first).toBe('1999-01-04');
    expect(await rateDayOn(t().db, '1999-01-04')).toEqual({ date: '1999-01-04', rates: { USD: '1.1789', JPY: '133.73', DEM: '1.9558' } });
    // The newest day is still the newest.
    expect((await rateDayOn(t().db))?.date).toBe(NEWEST);
  });

  it('says which file it cannot read', { timeout: 30_000 }, async () => {
    const result = await rates('http://127.0.0.1:9/unused.xml', '--file', '/nonexistent/rates.xml');
    expect(result.code).not.toBe(0);
    expect(result.stderr.trim()).toBe('Rates not updated: Cannot read /nonexistent/rates.xml (ENOENT)');
  });

  it(
    'runs as npm run rates: the stored line on standard output and exit 0, a refusal on standard error and exit 1',
    { timeout: 60_000 },
    async () => {
      const stored = await cli(`${origin}/daily.xml`);
      expect(stored).toMatchObject({ code: 0, stderr: '' });
      expect(stored.stdout.trim()).toBe(`Stored 1 day (${weekdaysAgo(1)}, 5 currencies) from ${origin}/daily.xml`);
      const refused = await cli(`${origin}/empty.xml`);
      expect(refused).toMatchObject({ code: 1, stdout: '' });
      expect(refused.stderr.trim()).toBe('Rates not updated: The feed is empty');
    },
  );
});
