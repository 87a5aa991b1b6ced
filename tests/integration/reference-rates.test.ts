// The server's reference rates (app/services/rates/rates.server.ts) on every engine: what it holds,
// how it learns of rates stored elsewhere, and the daily fetch that happens once in all, however
// many processes share the database. Two services on one database stand for two processes.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storeRateDays } from '../../app/services/db/rates.server';
import { createReferenceRates, type ReferenceRatesOptions } from '../../app/services/rates/rates.server';
import { ecbXml, type FeedDays } from '../fixtures/ecb/feeds';
import { testEngines, useTestDatabase } from './db-helpers';

const engines = await testEngines();

// A Wednesday at 17:00 in Frankfurt (CET): that day's rates are due.
const WEDNESDAY_EVENING = new Date('2026-11-25T16:00:00Z');

let feed: { days: FeedDays; status: number; requests: number };
let server: Server;
let url: string;
beforeAll(async () => {
  server = createServer((_req, res) => {
    feed.requests++;
    res.writeHead(feed.status, { 'content-type': 'text/xml' }).end(ecbXml(feed.days));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/daily.xml`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe.each(engines)('reference rates on %s', (engine) => {
  const t = useTestDatabase(engine);
  let clock: Date;
  const silent: string[] = [];
  const rates = (options: Partial<ReferenceRatesOptions> = {}) =>
    createReferenceRates({ db: t().db, fetchUrl: url, now: () => clock, log: (line) => silent.push(line), ...options });

  beforeEach(async () => {
    clock = WEDNESDAY_EVENING;
    feed = { days: { '2026-11-25': { USD: '1.1550', JPY: '180.25' } }, status: 200, requests: 0 };
    await t().db.deleteFrom('exchange_rates').execute();
    await t().db.deleteFrom('rate_fetches').execute();
  });

  it('has no rates before any were stored (the built-in table applies)', async () => {
    const service = await rates({ fetchUrl: undefined });
    await service.poll();
    expect(service.latest()).toBeUndefined();
    expect(feed.requests).toBe(0);
  });

  it('fetches the due day once in all, and every process then converts with it', async () => {
    let told = 0;
    const [first, second] = await Promise.all([rates({ onStored: () => told++ }), rates({ onStored: () => told++ })]);
    await Promise.all([first.poll(), second.poll()]);
    expect(feed.requests).toBe(1);
    // The process that stored the rates tells the others (services wire this to LISTEN/NOTIFY).
    expect(told).toBe(1);
    // The process that did not fetch (either may win the claim) sees the stored rates at its next look.
    await Promise.all([first.poll(), second.poll()]);
    for (const service of [first, second]) {
      expect(service.latest()).toEqual({ date: '2026-11-25', rates: { JPY: '180.25', USD: '1.1550' } });
    }
    // Later the same day nobody fetches again.
    clock = new Date('2026-11-25T20:00:00Z');
    await Promise.all([first.poll(), second.poll()]);
    expect(feed.requests).toBe(1);
  });

  it('tells its listeners of rates stored by another process or by npm run rates', async () => {
    const service = await rates({ fetchUrl: undefined });
    const heard: string[] = [];
    service.subscribe((day) => heard.push(`${day.date} USD ${day.rates.USD}`));
    await storeRateDays(t().db, [{ date: '2026-11-24', rates: { USD: '1.1500' } }]);
    await service.poll();
    await service.poll();
    expect(heard).toEqual(['2026-11-24 USD 1.1500']);
    expect(service.latest()?.date).toBe('2026-11-24');
  });

  it('retries a failed fetch only once its retry is due, and says why it failed', async () => {
    feed.status = 503;
    const service = await rates();
    await service.poll();
    expect(feed.requests).toBe(1);
    expect(silent.at(-1)).toBe(`Exchange rates not updated: The feed at ${url} answered HTTP 503`);
    clock = new Date(WEDNESDAY_EVENING.getTime() + 29 * 60_000);
    await service.poll();
    expect(feed.requests).toBe(1);
    feed.status = 200;
    clock = new Date(WEDNESDAY_EVENING.getTime() + 30 * 60_000);
    await service.poll();
    expect(feed.requests).toBe(2);
    expect(service.latest()?.date).toBe('2026-11-25');
  });

  it('keeps asking, less often, while the due day is not published (a holiday), and keeps the last rates', async () => {
    feed.days = { '2026-11-24': { USD: '1.1500', JPY: '179.90' } };
    const service = await rates();
    await service.poll();
    expect(service.latest()?.date).toBe('2026-11-24');
    const minutes = [29, 30, 89, 90];
    const requests = [];
    for (const after of minutes) {
      clock = new Date(WEDNESDAY_EVENING.getTime() + after * 60_000);
      await service.poll();
      requests.push(feed.requests);
    }
    // Due again 30 minutes after the first try, then 60 minutes after the second.
    expect(requests).toEqual([1, 2, 2, 3]);
  });

  it('does not fetch before the day is due', async () => {
    await storeRateDays(t().db, [{ date: '2026-11-24', rates: { USD: '1.1500' } }]);
    clock = new Date('2026-11-25T15:00:00Z'); // 16:00 in Frankfurt
    const service = await rates();
    await service.poll();
    expect(feed.requests).toBe(0);
  });

  it('converts a past date at the last banking day on or before it, and knows where history starts', async () => {
    await storeRateDays(t().db, [
      { date: '2026-11-20', rates: { USD: '1.1400' } },
      { date: '2026-11-23', rates: { USD: '1.1450' } },
    ]);
    const service = await rates({ fetchUrl: undefined });
    expect(await service.on('2026-11-22')).toEqual({ day: { date: '2026-11-20', rates: { USD: '1.1400' } }, first: '2026-11-20' });
    expect(await service.on('2026-11-19')).toEqual({ day: undefined, first: '2026-11-20' });
    // The date control's min (issue 37 item 10), and an import of older days moves it at the next look.
    expect(service.first()).toBe('2026-11-20');
    await storeRateDays(t().db, [{ date: '2026-11-02', rates: { USD: '1.1300' } }]);
    await service.poll();
    expect(service.first()).toBe('2026-11-02');
    expect(service.latest()?.date).toBe('2026-11-23');
  });

  it('has no first day before any rates are stored', async () => {
    const service = await rates({ fetchUrl: undefined });
    expect(service.first()).toBeUndefined();
  });
});
