import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratesCommand } from '../../scripts/rates-command';
import { ecbXml } from '../fixtures/ecb/feeds';
import { freePort, waitForServer } from '../server-process';
import { axeViolationsInBothThemes, gotoInTheme } from './axe';
import { useBrowser, waitForHydration } from './browser';

/**
 * The currency pages at stored reference rates (docs/decisions/055-currencies-and-dated-rates.md),
 * on a server of their own (the suite's shared server has no rates: its pages use the built-in
 * table, which other tests rely on). Expected amounts are computed here from the feed's figures:
 * amount ÷ rate of from × rate of to, shown as money (2 decimals).
 */
const RATES = {
  '2026-11-20': { USD: '1.1000', MXN: '20.0000', JPY: '170.00', GBP: '0.85000', CHF: '0.9300', PLN: '4.2000' },
  '2026-11-24': { USD: '1.1550', MXN: '21.2544', JPY: '180.25', GBP: '0.87730', CHF: '0.9321', PLN: '4.2275' },
};
const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

let child: ChildProcess;
let origin: string;
let dataDir: string;
let output = '';

async function importRates(days: Record<string, Record<string, string>>) {
  const file = join(dataDir, `feed-${Object.keys(days).join('-')}.xml`);
  writeFileSync(file, ecbXml(days));
  // `npm run rates -- --file`, run in this process (rates-feed.test.ts runs the CLI itself).
  const lines: string[] = [];
  const say = (line: string) => void lines.push(line);
  const code = await ratesCommand(['--file', file], { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, { log: say, warn: say, error: say });
  if (code !== 0) throw new Error(`The rates were not imported:\n${lines.join('\n')}`);
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'unitwise-currency-'));
  await importRates(RATES);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, [join(process.cwd(), process.env.BUILD_DIR ?? 'build', 'server.mjs')], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: origin,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      RATES_FETCH: 'off',
      // The default is 30 s; the test waits for the state the next look brings, not for a time.
      RATES_POLL_SECONDS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  await waitForServer(`${origin}/robots.txt`, child, () => output);
}, 60_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

describe('currency pages at the stored reference rates', () => {
  const b = useBrowser();
  const open = async (page: Page, path: string) => {
    await page.goto(`${origin}${path}`);
    await waitForHydration(page);
  };
  const result = (page: Page) => page.getByLabel('Result', { exact: true }).inputValue();

  it('states the date, source and nature of its rates, and converts at them', async () => {
    const { page } = b;
    await open(page, '/currency?v=100&from=USD&to=MXN');
    await page.getByText('Rates of November 24, 2026').waitFor();
    await page.getByRole('link', { name: 'European Central Bank euro foreign exchange reference rates' }).waitFor();
    await page.getByText(/These are reference rates, for information only/).waitFor();
    await expect.poll(() => result(page)).toBe(money((100 / 1.155) * 21.2544));
    // Every currency the day has is offered, the euro among them.
    const offered = await page.getByLabel('To unit').locator('option').allTextContents();
    expect(offered.length).toBe(7);
  });

  it('converts at a past day’s rates through the date control, keeping the conversion', async () => {
    const { page } = b;
    await open(page, '/currency?v=100&from=USD&to=MXN');
    // A Sunday: the last banking day on or before it is Friday's.
    await page.getByLabel('Rates of the day').fill('2026-11-22');
    await page.getByRole('button', { name: 'Show rates' }).click();
    await page.waitForURL((url) => url.searchParams.get('date') === '2026-11-22');
    await waitForHydration(page);
    await page.getByText('Rates of November 20, 2026').waitFor();
    expect(new URL(page.url()).searchParams.get('v')).toBe('100');
    await expect.poll(() => result(page)).toBe(money((100 / 1.1) * 20));
  });

  it('says why a date in the future or before the stored history has no rates', async () => {
    const { page } = b;
    await open(page, '/currency?date=2099-01-01');
    await page.getByRole('alert').getByText('January 1, 2099 is in the future').waitFor();
    await page.getByText('Rates of November 24, 2026').waitFor();
    await open(page, '/currency/usd-to-mxn?date=2020-01-01');
    await page.getByRole('alert').getByText('The stored reference rates begin on November 20, 2026').waitFor();
  });

  // Issue 37 item 10: the control offers the stored days only, and a day outside them typed anyway
  // gets the page's sentence, not a silent other date (sent in a link: the test above).
  it('offers the days from the first stored one to today, and says why a day outside them has none', async () => {
    const { page } = b;
    /** Frankfurt's date (the rates' calendar), as YYYY-MM-DD. */
    const frankfurt = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(at);
    const before = frankfurt(new Date());
    await open(page, '/currency/usd-to-mxn?v=100');
    const after = frankfurt(new Date());
    const control = page.getByLabel('Rates of the day');
    expect(await control.getAttribute('min')).toBe('2026-11-20');
    expect([before, after]).toContain(await control.getAttribute('max'));

    const alert = page.getByRole('alert');
    await control.fill('2026-11-19');
    await page.getByRole('button', { name: 'Show rates' }).click();
    await expect.poll(() => alert.textContent()).toBe('The stored reference rates begin on November 20, 2026: there are none for November 19, 2026.');
    expect(await control.getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).searchParams.has('date')).toBe(false);

    const max = (await control.getAttribute('max'))!;
    const tomorrow = new Date(Date.parse(`${max}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const spoken = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${tomorrow}T00:00:00Z`));
    await control.fill(tomorrow);
    await page.getByRole('button', { name: 'Show rates' }).click();
    await expect.poll(() => alert.textContent()).toBe(`${spoken} is in the future: reference rates exist only for days that have passed.`);
    expect(new URL(page.url()).searchParams.has('date')).toBe(false);

    // The first stored day is inside: it is shown, the conversion kept.
    await control.fill('2026-11-20');
    expect(await alert.count()).toBe(0);
    await page.getByRole('button', { name: 'Show rates' }).click();
    await page.waitForURL((url) => url.searchParams.get('date') === '2026-11-20');
    await page.getByText('Rates of November 20, 2026').waitFor();
    expect(new URL(page.url()).searchParams.get('v')).toBe('100');
  });

  it('has a page for a pair with its date and a table at its rates', async () => {
    const { page } = b;
    await open(page, '/currency/chf-to-pln');
    await page.getByRole('heading', { level: 1, name: /Swiss francs to Polish złoty/ }).waitFor();
    await page.getByText('Rates of November 24, 2026').waitFor();
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: '100', exact: true }) });
    expect(await row.getByRole('cell').nth(1).textContent()).toBe(money((100 / 0.9321) * 4.2275));
  });

  it('renders its cached pages again with rates stored while it runs, from its next look at the database', { timeout: 60_000 }, async () => {
    const html = async () => (await fetch(`${origin}/currency`)).text();
    expect(await html()).toContain('November 24, 2026');
    await importRates({ '2026-11-25': { ...RATES['2026-11-24'], USD: '1.1600' } });
    await expect.poll(html, { timeout: 30_000, interval: 200 }).toContain('Rates of <time dateTime="2026-11-25">November 25, 2026</time>');
  });

  it('says the date of its rates when a kept page is shown offline', async () => {
    const { page, context } = b;
    await open(page, '/currency/usd-to-jpy');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect.poll(() => page.evaluate(async () => (await caches.match('/currency/usd-to-jpy')) !== undefined), { timeout: 10_000 }).toBe(true);
    await context.setOffline(true);
    await open(page, '/currency/usd-to-jpy');
    await page.getByText(/Rates of November 2[45], 2026/).waitFor();
  });
});

describe('currency pages pass axe in both themes', () => {
  const b = useBrowser();
  it.each(['/currency', '/currency/usd-to-mxn'])('%s', async (path) => {
    await gotoInTheme(b, `${origin}${path}`, 'light');
    expect(await axeViolationsInBothThemes(b.page)).toEqual({ light: [], dark: [] });
  });
  // The suite's shared server has never stored rates: the built-in table's notice.
  it('/usd-to-eur with the built-in rates', async () => {
    await gotoInTheme(b, '/usd-to-eur', 'light');
    await b.page.getByText('Built-in rates of January 2025 — not current', { exact: true }).waitFor();
    expect(await axeViolationsInBothThemes(b.page)).toEqual({ light: [], dark: [] });
  });
});
