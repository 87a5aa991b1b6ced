// `npm run rates` (scripts/rates.ts) against a local feed: ECB-format files written for the tests,
// served over HTTP, on every engine. No test reaches the network.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateDayOn, storedRateRange } from '../../app/server/db/rates.server';
import { frankfurtDate } from '../../app/server/rates/schedule.server';
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

const FULL = { USD: '1.1550', JPY: '180.25', GBP: '0.87730', MXN: '21.2544', ISK: '147.60' };
const feeds: Record<string, { status?: number; body: string }> = {
  '/ninety-days.xml': {
    body: ecbXml({ [daysAgo(3)]: { ...FULL, USD: '1.1490' }, [daysAgo(2)]: { ...FULL, USD: '1.1510' }, [daysAgo(1)]: FULL }),
  },
  '/daily.xml': { body: ecbXml({ [today]: { ...FULL, USD: '1.1600', GBP: '0.88010' } }) },
  '/malformed.xml': { body: ecbXml({ [today]: FULL }).slice(0, 300) },
  '/empty.xml': { body: '' },
  '/zero.xml': { body: ecbXml({ [today]: { ...FULL, JPY: '0' } }) },
  '/future.xml': { body: ecbXml({ [daysAgo(-2)]: FULL }) },
  '/partial.xml': { body: ecbXml({ [today]: { USD: '1.1700', GBP: '0.88200', JPY: '181.00' } }) },
  '/down.xml': { status: 503, body: 'Service Unavailable' },
};

let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    const feed = feeds[req.url ?? ''];
    res.writeHead(feed?.status ?? (feed ? 200 : 404), { 'content-type': 'text/xml' }).end(feed?.body ?? 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe.each(engines)('npm run rates on %s', (engine) => {
  const t = useTestDatabase(engine);

  async function rates(url: string, ...args: string[]) {
    const env = { ...process.env, RATES_URL: url, DATA_DIR: t().dataDir, DATABASE_URL: t().databaseUrl ?? '' };
    return run(process.execPath, ['--import', 'tsx', 'scripts/rates.ts', ...args], { env }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );
  }

  it('stores a 90-day file as history, then the daily file as the newest day', { timeout: 30_000 }, async () => {
    const history = await rates(`${origin}/ninety-days.xml`);
    expect(history).toMatchObject({ code: 0, stderr: '' });
    expect(history.stdout.trim()).toBe(`Stored 3 days (up to ${daysAgo(1)}, 5 currencies) from ${origin}/ninety-days.xml`);
    expect(await storedRateRange(t().db)).toEqual({ first: daysAgo(3), last: daysAgo(1) });

    const daily = await rates(`${origin}/daily.xml`);
    expect(daily.code).toBe(0);
    expect(await rateDayOn(t().db)).toEqual({ date: today, rates: { ...FULL, USD: '1.1600', GBP: '0.88010' } });
    // A past date reads the last banking day on or before it.
    expect((await rateDayOn(t().db, daysAgo(2)))?.rates.USD).toBe('1.1510');
  });

  it.each([
    ['/malformed.xml', /^Rates not updated: The feed is not well-formed XML \(line \d+: .+\)$/],
    ['/empty.xml', /^Rates not updated: The feed is empty$/],
    ['/zero.xml', /^Rates not updated: The feed has a bad entry: .*JPY's rate "0" is not positive$/],
    ['/future.xml', new RegExp(`^Rates not updated: The feed's date ${daysAgo(-2)} is in the future \\(today is ${today}\\)$`)],
    ['/partial.xml', /^Rates not updated: The feed's .* lacks 2 currencies of .*: ISK, MXN \(store it anyway with --allow-missing\)$/],
    ['/down.xml', /^Rates not updated: The feed at http:\/\/127\.0\.0\.1:\d+\/down\.xml answered HTTP 503$/],
  ])('refuses %s with one line, exits non-zero and keeps the last good rates', { timeout: 30_000 }, async (path, reason) => {
    const before = await rateDayOn(t().db);
    const result = await rates(`${origin}${path}`);
    expect(result.code).not.toBe(0);
    expect(result.stderr.trim()).toMatch(reason);
    expect(await rateDayOn(t().db)).toEqual(before);
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
    expect(await rateDayOn(t().db)).toEqual({ date: today, rates: { USD: '1.1700', GBP: '0.88200', JPY: '181.00' } });
  });

  it('imports a file from disk with --file', { timeout: 30_000 }, async () => {
    const file = join(t().dataDir, 'history.xml');
    await writeFile(file, ecbXml({ '1999-01-04': { USD: '1.1789', JPY: '133.73', DEM: '1.9558' }, '1999-01-05': { USD: '1.1790', JPY: '130.96' } }));
    const result = await rates('http://127.0.0.1:9/unused.xml', '--file', file);
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toBe(`Stored 2 days (up to 1999-01-05, 2 currencies) from ${file}`);
    expect((await storedRateRange(t().db))?.first).toBe('1999-01-04');
    expect(await rateDayOn(t().db, '1999-01-04')).toEqual({ date: '1999-01-04', rates: { USD: '1.1789', JPY: '133.73', DEM: '1.9558' } });
    // The newest day is still today's.
    expect((await rateDayOn(t().db))?.date).toBe(today);
  });

  it('says which file it cannot read', { timeout: 30_000 }, async () => {
    const result = await rates('http://127.0.0.1:9/unused.xml', '--file', '/nonexistent/rates.xml');
    expect(result.code).not.toBe(0);
    expect(result.stderr.trim()).toBe('Rates not updated: Cannot read /nonexistent/rates.xml (ENOENT)');
  });
});
