// /api/convert for currency on a running server (docs/decisions/055-currencies-and-dated-rates.md),
// on every engine: `npm run rates` against a local feed changes its answer at the server's next look
// at the database (RATES_POLL_SECONDS, 1 s here) without a restart, `date=` converts at a past day's rates, and a malformed feed keeps the last good rates.
// Expected figures are computed here from the feed's numbers: amount ÷ rate of from × rate of to.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../app/services/config.server';
import { createMailer, mailerOptionsFromConfig } from '../../app/services/mail/mailer.server';
import { frankfurtDate } from '../../app/services/rates/schedule.server';
import { createServices, type Services } from '../../app/services/services.server';
import { createApp } from '../../http/app';
import { ratesCommand } from '../../scripts/rates-command';
import { ecbXml } from '../fixtures/ecb/feeds';
import { testEngines, useTestDatabase } from './db-helpers';

const engines = await testEngines();

const today = frankfurtDate();
const daysAgo = (n: number) => {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - n);
  return date.toISOString().slice(0, 10);
};
const OLD = daysAgo(10);
const NEW = daysAgo(3);
const feeds: Record<string, string> = {
  '/ninety-days.xml': ecbXml({
    [OLD]: { USD: '1.1000', MXN: '20.0000', JPY: '170.00', GBP: '0.85000' },
    [NEW]: { USD: '1.1550', MXN: '21.2544', JPY: '180.25', GBP: '0.87730' },
  }),
  '/malformed.xml': ecbXml({ [today]: { USD: '1.2000', MXN: '22.0000', JPY: '190.00', GBP: '0.9' } }).slice(0, 280),
};

let feedServer: Server;
let origin: string;
beforeAll(async () => {
  feedServer = createServer((req, res) => {
    const body = feeds[req.url ?? ''];
    res.writeHead(body ? 200 : 404, { 'content-type': 'text/xml' }).end(body ?? 'Not found');
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => feedServer.close(() => resolve())));

describe.each(engines)('currency in /api/convert on %s', (engine) => {
  const t = useTestDatabase(engine);
  let services: Services;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    // As http/index.ts runs it: polling the stored rates, fetching nothing by itself.
    const config = parseConfig({
      PUBLIC_ORIGIN: 'http://localhost',
      DATA_DIR: t().dataDir,
      DATABASE_URL: t().databaseUrl,
      RATES_FETCH: 'off',
      // The default is 30 s; the test waits for the state the next look brings, not for a time.
      RATES_POLL_SECONDS: '1',
    });
    services = await createServices(config, t(), { mailer: createMailer(mailerOptionsFromConfig(config, { info: () => undefined })) });
    services.rates.start();
    app = createApp({ services });
  });
  afterAll(async () => {
    await services?.rates.stop();
    await services?.mail.stop();
  });

  const convert = async (query: string) => {
    const res = await app.request(`/api/convert?category=currency&${query}`);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  /**
   * `npm run rates`, run in this process on a database connection of its own (rates-feed.test.ts
   * runs the CLI itself); resolves with its exit code.
   */
  const rates = (url: string, ...args: string[]) => {
    const env = { ...process.env, RATES_URL: url, DATA_DIR: t().dataDir, DATABASE_URL: t().databaseUrl ?? '' };
    const quiet = () => undefined;
    return ratesCommand(args, env, { log: quiet, warn: quiet, error: quiet });
  };

  it('converts at the built-in rates of January 2025 while none were stored, and says so', async () => {
    const { status, body } = await convert('value=100&from=USD&to=EUR');
    expect(status).toBe(200);
    expect(body).toMatchObject({ result: 92, date: '2025-01-15', source: 'Built-in rates of January 2025 — not current' });
    expect((await convert('value=100&from=USD&to=MXN')).status).toBe(400);
  });

  it.each([
    // Codes in any case, and amounts with a currency's sign (the built-in rate: 0.92 EUR to the dollar).
    ['value=100&from=usd&to=eur', { from: 'USD', to: 'EUR', result: 92 }],
    ['value=%E2%82%AC92&from=USD&to=EUR', { from: 'USD', to: 'EUR', result: 92, read: { value: 100, as: '92 EUR' } }],
    ['value=92%20%E2%82%AC&from=usd&to=usd', { from: 'USD', to: 'USD', result: 100 }],
  ])('reads %s', async (query, expected) => {
    const { status, body } = await convert(query);
    expect(status).toBe(200);
    expect(body).toMatchObject(expected);
  });

  it('answers with the rates `npm run rates` stored, from its next look at the database, without a restart', { timeout: 60_000 }, async () => {
    expect(await rates(`${origin}/ninety-days.xml`)).toBe(0);
    await expect.poll(async () => (await convert('value=100&from=USD&to=MXN')).body.date, { timeout: 30_000, interval: 200 }).toBe(NEW);
    const { body } = await convert('value=100&from=USD&to=MXN');
    expect(body.source).toBe('European Central Bank euro foreign exchange reference rates');
    expect(body.result as number).toBeCloseTo((100 / 1.155) * 21.2544, 9);
    expect((await convert('value=5000&from=JPY&to=GBP')).body.result as number).toBeCloseTo((5000 / 180.25) * 0.8773, 9);
    // The euro is the rates' base: 1 EUR is the published figure itself.
    expect((await convert('value=1&from=EUR&to=USD')).body.result).toBe(1.155);
  });

  it.each([
    // The last banking day on or before the date asked for.
    [daysAgo(10), OLD, (100 / 1.1) * 20],
    [daysAgo(5), OLD, (100 / 1.1) * 20],
    [daysAgo(3), NEW, (100 / 1.155) * 21.2544],
    [today, NEW, (100 / 1.155) * 21.2544],
  ])('date=%s converts at the rates of %s', async (date, used, expected) => {
    const { status, body } = await convert(`value=100&from=USD&to=MXN&date=${date}`);
    expect(status).toBe(200);
    expect(body.date).toBe(used);
    expect(body.result as number).toBeCloseTo(expected, 9);
  });

  it.each([
    [daysAgo(40), 'there are none for'],
    [daysAgo(-3), 'is in the future'],
    ['2026-02-30', 'is not a date'],
    ['tomorrow', 'is not a date'],
  ])('refuses date=%s with a 400 that says why', async (date, why) => {
    const { status, body } = await convert(`value=100&from=USD&to=MXN&date=${date}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ field: 'date' });
    expect(body.error).toContain(why);
  });

  it('refuses date= on a category other than currency', async () => {
    const res = await app.request('/api/convert?category=length&value=1&from=m&to=ft&date=2026-01-05');
    expect(res.status).toBe(400);
  });

  it('keeps the last good rates when the feed is malformed, and `npm run rates` exits non-zero', { timeout: 30_000 }, async () => {
    expect(await rates(`${origin}/malformed.xml`)).not.toBe(0);
    await services.rates.poll();
    const { body } = await convert('value=100&from=USD&to=MXN');
    expect(body.date).toBe(NEW);
    expect(body.result as number).toBeCloseTo((100 / 1.155) * 21.2544, 9);
  });
});
