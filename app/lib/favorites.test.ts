import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAVORITES_STORAGE_KEY, isFavorite, readFavorites, removeFavorite, subscribeFavorites, toggleFavorite, type Favorite } from './favorites';
import { countdownTitle } from './favorites-countdown';
import { favoriteTitleNow } from './favorites-countdown-now';
import { MORTGAGE_KEYS, mortgageTitle } from './favorites-mortgage';
import { conversionTitle, keptQuery } from './favorites-titles';
import { memoryStorage } from './recent-test-storage';
import { countdownWords } from '~/components/countdown/countdown-words.server';
import { moneyStyleOf } from '~/components/mortgage/mortgage-locale.server';
import { ENGLISH, LANGUAGES, languageByCode, type Language } from '~/i18n/languages';
import { pagePath } from '~/i18n/pages';
import { slots } from '~/i18n/t';
import { translatorOf } from '~/i18n/translator.server';

/** A language's words for the favorites of its mortgage and countdown pages, as their loaders give them. */
function titleWords(language: Language) {
  const t = translatorOf(language);
  const { dates, holidays } = countdownWords(language);
  return {
    mortgage: { template: t('mortgage.favoriteTitle', slots('amount', 'rate', 'years')), money: moneyStyleOf(language) },
    countdown: {
      to: t('countdown.favoriteTo', slots('event')),
      since: t('countdown.favoriteSince', slots('event')),
      event: t('countdown.favoriteEvent', slots('title', 'when')),
      dates,
      holidays,
    },
  };
}
const EN = titleWords(ENGLISH);
const COUNTDOWNS = LANGUAGES.map((language) => ({ path: pagePath(language, 'countdown'), ...titleWords(language).countdown }));

const weight: Favorite = { path: '/weight', title: 'Weight Converter', timestamp: 1 };
const feet: Favorite = { path: '/length?v=5&from=ft&to=m', title: '5 ft → m', timestamp: 2 };
const store = (value: unknown) => localStorage.setItem(FAVORITES_STORAGE_KEY, typeof value === 'string' ? value : JSON.stringify(value));
const stored = () => JSON.parse(localStorage.getItem(FAVORITES_STORAGE_KEY) ?? 'null') as unknown;

beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('readFavorites', () => {
  it.each<[string, unknown, Favorite[]]>([
    ['nothing stored', undefined, []],
    ['not JSON', '[{', []],
    ['not a list', { path: '/weight' }, []],
    // The format docs/product.md#converters gives and earlier versions stored: read as it is.
    ['a page saved before this version', [weight], [weight]],
    ['a pair with its value', [weight, feet], [weight, feet]],
    ['a path off the site', [{ ...weight, path: 'https://evil.example' }], []],
    ['a protocol-relative path', [{ ...weight, path: '//evil.example/weight' }], []],
    ['a title that is no text', [{ ...weight, title: 7 }], []],
    ['a timestamp that is no number', [{ ...weight, timestamp: null }], []],
    ['junk among good entries', [1, null, 'x', weight], [weight]],
    ['extra fields dropped', [{ ...weight, extra: true }], [weight]],
    ['one path stored twice, kept as first saved', [weight, { ...weight, title: 'Later', timestamp: 9 }, feet], [weight, feet]],
  ])('%s', (_, value, expected) => {
    if (value !== undefined) store(value);
    expect(readFavorites()).toEqual(expected);
  });
});

describe('toggleFavorite and removeFavorite', () => {
  it('adds a page, then removes it', () => {
    expect(toggleFavorite('/weight', 'Weight Converter', 1)).toBe(true);
    expect(stored()).toEqual([weight]);
    expect(isFavorite('/weight')).toBe(true);
    expect(toggleFavorite('/weight', 'Weight Converter', 5)).toBe(false);
    expect(stored()).toEqual([]);
  });

  it('keeps a pair with its value apart from its page', () => {
    toggleFavorite('/length', 'Length Converter', 1);
    toggleFavorite(feet.path, feet.title, 2);
    expect(isFavorite('/length')).toBe(true);
    expect(isFavorite(feet.path)).toBe(true);
    expect(isFavorite('/length?v=6&from=ft&to=m')).toBe(false);
  });

  it.each<[string, Favorite[], string, Favorite[]]>([
    ['the one named', [weight, feet], '/weight', [feet]],
    ['nothing when absent', [weight], '/length', [weight]],
    ['from an empty list', [], '/weight', []],
  ])('removes %s', (_, before, path, after) => {
    store(before);
    removeFavorite(path);
    expect(stored()).toEqual(after);
  });

  it('tells subscribers of every change', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeFavorites(listener);
    toggleFavorite('/weight', 'Weight Converter');
    removeFavorite('/weight');
    unsubscribe();
    toggleFavorite('/weight', 'Weight Converter');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('titles of favorites with a state', () => {
  it.each([
    [{ value: '5', fromLabel: 'ft', toLabel: 'm' }, '5 ft → m'],
    [{ value: ' 5 1/2 ', fromLabel: 'in', toLabel: 'mm' }, '5 1/2 in → mm'],
  ])('conversion %j', (entry, title) => {
    expect(conversionTitle(entry)).toBe(title);
  });

  // Countdown titles say whether the date is to come or past: judged against a fixed moment.
  const now = new Date(2026, 5, 1, 12, 0);
  const titles = {
    mortgage: (params: URLSearchParams) => mortgageTitle(params, EN.mortgage.template, EN.mortgage.money),
    countdown: (params: URLSearchParams) => countdownTitle(params, EN.countdown, now),
  };
  it.each<[keyof typeof titles, string, string | null]>([
    ['mortgage', 'amount=300000&rate=6.5&years=30&tax=3000&ins=1200&extra=0&start=2026-11', 'Mortgage: $300,000 at 6.5% for 30 years'],
    ['mortgage', 'amount=250000.5&rate=7&years=15', 'Mortgage: $250,000.50 at 7% for 15 years'],
    ['mortgage', 'amount=%24300%2C000&rate=6%2C5&years=30', 'Mortgage: $300,000 at 6.5% for 30 years'],
    ['mortgage', 'amount=lots&rate=6.5&years=30', 'Mortgage: lots at 6.5% for 30 years'],
    ['mortgage', 'amount=300k&rate=6.5%25&years=30', 'Mortgage: $300,000 at 6.5% for 30 years'],
    ['mortgage', 'rate=6.5&years=30', null],
    ['mortgage', '', null],
    // December 25, 2026 is a Friday (Christmas); July 4, 2027 a Sunday; October 6, 2026 a Tuesday.
    ['countdown', 'date=2026-12-25T00:00', 'Countdown to Christmas, Friday, December 25, 2026'],
    ['countdown', 'date=2026-10-06T00:00', 'Countdown to Tuesday, October 6, 2026'],
    // At 8:30 it is no longer the holiday's midnight: the time is the event, not the day.
    ['countdown', 'date=2027-07-04T08:30', 'Countdown to Sunday, July 4, 2027 at 8:30 AM'],
    // Past dates, in the countdown page's words for them. December 25, 2025 was a Thursday.
    ['countdown', 'date=2025-12-25T00:00', 'Time Since Christmas, Thursday, December 25, 2025'],
    ['countdown', 'date=2026-06-01T11:59', 'Time Since Monday, June 1, 2026 at 11:59 AM'],
    // June 12, 2027 is a Saturday; an event's own title names it.
    ['countdown', 'title=Our+wedding&date=2027-06-12T15:00&tz=Europe%2FParis', 'Countdown to Our wedding, Saturday, June 12, 2027 at 3:00 PM'],
    ['countdown', 'date=2026-02-30T00:00', null],
    ['countdown', '', null],
  ])('%s %j', (page, query, title) => {
    expect(titles[page](new URLSearchParams(query))).toBe(title);
  });

  it.each<[string, Favorite, string]>([
    [
      'a countdown saved before its date, now past',
      { path: '/countdown?date=2020-07-04T00%3A00', title: 'Countdown to Independence Day, Saturday, July 4, 2020', timestamp: 1 },
      'Time Since Independence Day, Saturday, July 4, 2020',
    ],
    [
      'a countdown still to come',
      { path: '/countdown?date=2026-12-25T00%3A00', title: 'Countdown to Christmas, Friday, December 25, 2026', timestamp: 1 },
      'Countdown to Christmas, Friday, December 25, 2026',
    ],
    [
      'a countdown saved after its date',
      { path: '/countdown?date=2020-07-04T00%3A00', title: 'Time Since Saturday, July 4, 2020', timestamp: 1 },
      'Time Since Saturday, July 4, 2020',
    ],
    ['a conversion', feet, '5 ft → m'],
  ])('lists %s as it reads now', (_, favorite, shown) => {
    expect(favoriteTitleNow(favorite, COUNTDOWNS, now)).toBe(shown);
  });

  it.each([
    ['es', 'mortgage', 'amount=300000&rate=6,5&years=30', 'Hipoteca: 300.000\u00a0€ al 6,5 % a 30 años'],
    ['de', 'mortgage', 'amount=250000.5&rate=3.8&years=25', 'Baufinanzierung: 250.000,50\u00a0€ zu 3,8 % über 25 Jahre'],
    ['es', 'countdown', 'date=2026-12-25T00:00', 'Cuenta atrás para Navidad, viernes, 25 de diciembre de 2026'],
    ['es', 'countdown', 'date=2026-01-06T00:00', 'Tiempo desde Día de Reyes, martes, 6 de enero de 2026'],
    ['de', 'countdown', 'date=2026-10-03T00:00', 'Countdown bis Tag der Deutschen Einheit, Samstag, 3. Oktober 2026'],
    ['de', 'countdown', 'date=2027-07-04T08:30', 'Countdown bis Sonntag, 4. Juli 2027 um 08:30'],
  ] as const)('in %s, titles a %s favorite %j as %j', (code, page, query, title) => {
    const words = titleWords(languageByCode(code)!);
    const params = new URLSearchParams(query);
    const made =
      page === 'mortgage' ? mortgageTitle(params, words.mortgage.template, words.mortgage.money) : countdownTitle(params, words.countdown, now);
    expect(made).toBe(title);
  });

  it('lists a countdown saved on a Spanish page, now past, in Spanish', () => {
    const saved = {
      path: '/es/cuenta-atras?date=2020-01-06T00%3A00',
      title: 'Cuenta atrás para Día de Reyes, lunes, 6 de enero de 2020',
      timestamp: 1,
    };
    expect(favoriteTitleNow(saved, COUNTDOWNS, now)).toBe('Tiempo desde Día de Reyes, lunes, 6 de enero de 2020');
  });

  it.each([
    ['start=2026-11&amount=1&notice=x&rate=2', '?amount=1&rate=2&start=2026-11'],
    ['notice=x', ''],
    ['', ''],
  ])('keeps the plan keys of %j in order', (query, kept) => {
    expect(keptQuery(new URLSearchParams(query), MORTGAGE_KEYS)).toBe(kept);
  });
});
