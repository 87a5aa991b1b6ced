/**
 * The mortgage, countdown, favorites and offline pages in every language but English (whose own
 * tests are mortgage.test.ts, countdown.test.ts, favorites.test.ts, offline.test.ts): their words
 * from the language's message files, their numbers in its style. The amounts are those of
 * mortgage.test.ts, computed independently (ADR 081); Intl writes them in the language's currency
 * style as the reference.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENGLISH, LANGUAGES, type Language } from '~/i18n/languages';
import { pagePath } from '~/i18n/pages';
import { axeViolationsInBothThemes, gotoInTheme } from './axe';
import { useBrowser } from './browser';

/** A language's message, its `{name}`s filled; read from its files, as a reader's page is written from them. */
function message(language: Language, key: string, values: Record<string, string> = {}): string {
  const folder = `content/i18n/${language.code}/messages`;
  const all = Object.assign({}, ...readdirSync(folder).map((file) => JSON.parse(readFileSync(`${folder}/${file}`, 'utf8')) as object)) as Record<
    string,
    string
  >;
  return all[key]!.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}
const money = (language: Language, n: number) => new Intl.NumberFormat(language.locale, { style: 'currency', currency: language.currency }).format(n);

describe.each(LANGUAGES.filter((language) => language !== ENGLISH).map((language) => [language.code, language] as const))(
  'in %s',
  (_code, language) => {
    const say = (key: string, values?: Record<string, string>) => message(language, key, values);

    // Pages opened and read, as one visitor going from page to page; favorites and offline below start with empty storage.
    describe('read in one browser page', () => {
      const b = useBrowser({ onePage: true });
      // What the reader sees: on a page with two number styles each amount is in the markup in both, one hidden (ADR 087).
      const output = (key: string) => b.page.locator(`dt:text-is("${say(key)}") + dd`).innerText();

      it('the mortgage calculator works in the language and its money', async () => {
        const { page } = b;
        await b.goto(pagePath(language, 'mortgage'));
        await page.getByRole('heading', { level: 1, name: say('mortgage.heading') }).waitFor();
        expect(await page.title()).toContain(say('mortgage.title'));
        expect(await output('mortgage.result.pi')).toBe(money(language, 1896.2));
        expect(await output('mortgage.result.total')).toBe(money(language, 2246.2));
        expect(await output('mortgage.result.interest')).toBe(money(language, 382636.71));

        // Typed in the language's style, with its currency sign: 400.000 € is four hundred thousand.
        const amount = page.getByLabel(say('mortgage.calc.amount'), { exact: true });
        await amount.fill(`400${language.locale.startsWith('en') ? ',' : '.'}000 €`);
        await expect.poll(() => output('mortgage.result.pi')).toBe(money(language, 2528.27));
        await page.getByLabel(say('mortgage.calc.rate'), { exact: true }).fill('7,0');
        await expect.poll(() => output('mortgage.result.pi')).toBe(money(language, 2661.21));

        // An error in the language's words.
        await amount.fill('abc');
        await page.getByText(say('mortgage.note.notANumber')).waitFor();
        await expect.poll(() => output('mortgage.result.total')).toBe(money(language, 0));
      });

      it('the mortgage schedule names its columns in the language', async () => {
        const { page } = b;
        await b.goto(`${pagePath(language, 'mortgage')}?start=2026-01`);
        await page.getByRole('heading', { name: say('mortgage.schedule.heading'), exact: true }).scrollIntoViewIfNeeded();
        await page.getByRole('columnheader', { name: say('mortgage.schedule.balance'), exact: true }).waitFor();
        await page.getByRole('rowheader', { name: '2026' }).waitFor();
        expect(
          await page
            .getByRole('row')
            .filter({ has: page.getByRole('rowheader', { name: '2026' }) })
            .textContent(),
        ).toContain(money(language, 296646.88));
      });

      it('the countdown counts to a holiday of the language, in its words', async () => {
        const { page } = b;
        await b.goto(pagePath(language, 'countdown'));
        await page.getByRole('heading', { level: 1, name: say('countdown.heading') }).waitFor();
        const holidays = page
          .getByRole('heading', { name: say('countdown.holidays') })
          .locator('..')
          .locator('..');
        const list = JSON.parse(readFileSync(`content/i18n/${language.code}/holidays.json`, 'utf8')) as { name: string }[];
        expect(await holidays.getByRole('button').count()).toBe(list.length);
        await holidays.getByRole('button').first().click();
        await page.getByRole('heading', { name: new RegExp(`^(${say('countdown.until')}|${say('countdown.since')})$`) }).waitFor();
        await page.getByText(say('countdown.tile.days'), { exact: true }).waitFor();
      });

      // Names from CLDR (Intl here is the reference): the calendar's month, days and buttons, and the zone's city.
      it('the countdown’s calendar and its zone’s city are in the language', async () => {
        const { page } = b;
        const { locale } = language;
        const christmas = new Date(Date.UTC(2026, 11, 25, 12));
        const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(christmas);
        await b.goto(`${pagePath(language, 'countdown')}?date=2026-12-25T00:00&tz=Asia/Tokyo`);
        // Tokyo is Tokio in Spanish and German, Tóquio in Portuguese: CLDR's exemplar city, in the language's zone-cities.json.
        const cities = JSON.parse(readFileSync(`content/i18n/${language.code}/zone-cities.json`, 'utf8')) as Record<string, string>;
        await page
          .getByText(say('countdown.zoneTime', { moment: '', city: cities['Asia/Tokyo'] ?? 'Tokyo' }).trim(), { exact: false })
          .first()
          .waitFor();
        await page.getByRole('button', { name: format({ dateStyle: 'full' }), exact: true }).click();
        const grid = page.getByRole('grid', { name: format({ month: 'long', year: 'numeric' }) });
        await grid.waitFor();
        // The week starts on Monday in Spain, Germany and France, on Sunday in Brazil and Japan (CLDR's week data).
        const firstDay = { 'es-ES': 30, 'de-DE': 30, 'fr-FR': 30, 'pt-BR': 29, 'ja-JP': 29 }[locale]!;
        const first = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(Date.UTC(2026, 10, firstDay));
        // (The heads are hidden from screen readers, which hear each day's full name.)
        expect(await grid.locator('thead th').first().textContent()).toBe(first);
        await grid.getByRole('button', { name: say('countdown.calendar.selected', { date: format({ dateStyle: 'full' }) }) }).waitFor();
        await page.getByRole('button', { name: say('countdown.calendar.next') }).waitFor();
        const months = page.getByRole('combobox', { name: say('countdown.calendar.month') });
        expect(await months.locator('option:checked').textContent()).toBe(format({ month: 'long' }));
        expect(await page.getByRole('dialog').textContent()).not.toMatch(/December|Su|Go to/);
      });

      // The zone field's list in the language (ADR 089): its names of cities and countries, found by them and by the English ones.
      const zoneNames: Record<string, { munich: string; berlin: string; label: string }> = {
        es: { munich: 'Múnich', berlin: 'Berlín', label: 'Berlín, Hamburgo, Múnich, Colonia (Alemania)' },
        de: { munich: 'München', berlin: 'Berlin', label: 'Berlin, Hamburg, München, Köln (Deutschland)' },
        fr: { munich: 'Munich', berlin: 'Berlin', label: 'Berlin, Hambourg, Munich, Cologne (Allemagne)' },
        pt: { munich: 'Munique', berlin: 'Berlim', label: 'Berlim, Hamburgo, Munique, Colônia (Alemanha)' },
        ja: { munich: 'ミュンヘン', berlin: 'ベルリン', label: 'ベルリン, ハンブルク, ミュンヘン, ケルン (ドイツ)' },
      };
      it('the countdown’s zone field suggests and finds zones by the language’s names', async () => {
        const { page } = b;
        const names = zoneNames[language.code]!;
        await b.goto(`${pagePath(language, 'countdown')}?date=2030-01-01T00:00`);
        const field = page.getByLabel(say('countdown.zone'), { exact: true });
        await field.scrollIntoViewIfNeeded();
        // The field shows the visitor's own zone once the card is alive.
        await expect.poll(() => field.inputValue()).not.toBe('');
        await field.focus();
        // The suggestion the browser lists for Berlin's zone, as the reader sees it.
        const suggestion = page.locator('datalist option[value="Europe/Berlin"]');
        await expect.poll(() => suggestion.getAttribute('label')).toBe(names.label);
        await field.fill(names.munich);
        await field.press('Enter');
        await expect.poll(() => field.inputValue()).toBe('Europe/Berlin');
        await page
          .getByText(say('countdown.zoneTime', { moment: '', city: names.berlin }).trim(), { exact: false })
          .first()
          .waitFor();
      });

      it('the countdown says in the language that a link’s date is unreadable', async () => {
        const { page } = b;
        await b.goto(`${pagePath(language, 'countdown')}?date=someday`);
        expect(await page.getByRole('alert').textContent()).toBe(say('countdown.unreadableDate', { date: 'someday' }));
      });

      it.each([
        ['mortgage', (l: Language) => `${pagePath(l, 'mortgage')}?price=400000&down=10%25&extra=200&start=2026-01`],
        ['countdown', (l: Language) => `${pagePath(l, 'countdown')}?date=2030-01-01T00:00&title=X`],
        ['favorites', (l: Language) => pagePath(l, 'favorites')],
        ['offline', (l: Language) => pagePath(l, 'offline')],
      ] as const)('the %s page has no axe violations in either theme', async (_name, path) => {
        await gotoInTheme(b, path(language), 'light', { thisVisitOnly: true });
        expect(await axeViolationsInBothThemes(b.page)).toEqual({ light: [], dark: [] });
      });
    });

    describe('with storage of their own', () => {
      const b = useBrowser();

      it('a favorite keeps the page’s language, address and title', async () => {
        const { page } = b;
        await b.goto(pagePath(language, 'favorites'));
        await page.getByRole('heading', { level: 1, name: say('favorites.heading') }).waitFor();
        await page.getByText(say('favorites.empty')).waitFor();
        await page.getByText(say('recent.empty')).waitFor();

        await b.goto(`${pagePath(language, 'mortgage')}?amount=300000&rate=6.5&years=30`);
        await page.getByRole('button', { name: say('favorites.add') }).click();
        await page.getByText(say('favorites.toastAdded')).waitFor();
        await b.goto(pagePath(language, 'favorites'));
        const title = say('mortgage.favoriteTitle', {
          amount: money(language, 300000).replace(/[.,]00(?=\D*$)/, ''),
          rate: new Intl.NumberFormat(language.locale).format(6.5),
          years: '30',
        });
        const card = page.getByRole('link', { name: title });
        await card.waitFor();
        // As the browser keeps the address: words of another script escaped.
        expect(decodeURI((await card.getAttribute('href')) ?? '')).toBe(`${pagePath(language, 'mortgage')}?amount=300000&rate=6.5&years=30`);
        await page.getByRole('button', { name: say('favorites.removeNamed', { title }) }).click();
        await page.getByText(say('favorites.empty')).waitFor();
      });

      it('the offline page is in the language, and offline replaces its pages never opened', async () => {
        const { page, context } = b;
        await b.goto(pagePath(language, 'offline'));
        await page.getByRole('heading', { level: 1, name: say('offline.heading') }).waitFor();
        await page.getByRole('link', { name: say('offline.home') }).waitFor();

        // Once the service worker has precached it, a page of the language never opened here shows it.
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
        const offline = pagePath(language, 'offline');
        const kept = () => page.evaluate(async (path) => (await caches.match(path, { ignoreSearch: true })) !== undefined, offline);
        await expect.poll(kept, { timeout: 10_000 }).toBe(true);
        await context.setOffline(true);
        await b.goto(pagePath(language, 'countdown'));
        await page.getByRole('heading', { level: 1, name: say('offline.heading') }).waitFor();
        await context.setOffline(false);
      });
    });
  },
);

// 春分の日 and 秋分の日 are the days of the equinoxes in Japan (ADR 089, As built), as the Cabinet
// Office published them for 2027: 21 March (a Sunday) and 23 September (a Thursday). The browser
// is in New York (vitest.config.ts), where the March equinox, 20:25 UT on the 20th, is still the
// 20th: the list shows Tokyo's day all the same.
describe('the Japanese countdown lists the equinoxes on Japan’s days', () => {
  const b = useBrowser();
  const ja = LANGUAGES.find((language) => language.code === 'ja')!;

  it('shows 春分の日 and 秋分の日 of 2027 on a clock set to 1 March 2027', async () => {
    const { page } = b;
    await page.clock.install({ time: new Date('2027-03-01T12:00:00+09:00') });
    await b.goto(pagePath(ja, 'countdown'));
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');
    const holidays = page
      .getByRole('heading', { name: message(ja, 'countdown.holidays') })
      .locator('..')
      .locator('..');
    // The list the browser computes from its own clock: 元日 is next year's.
    await holidays.getByRole('button', { name: '元日 2028年1月1日(土)', exact: true }).waitFor();
    await holidays.getByRole('button', { name: '春分の日 2027年3月21日(日)', exact: true }).waitFor();
    await holidays.getByRole('button', { name: '秋分の日 2027年9月23日(木)', exact: true }).waitFor();
    // Soonest first: ひな祭り (3 March), ホワイトデー (14 March), then 春分の日.
    expect(await holidays.getByRole('button').nth(2).textContent()).toBe('春分の日2027年3月21日(日)');
  });
});
