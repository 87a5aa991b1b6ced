import { describe, expect, it } from 'vitest';
import { formatLongDate, formatLongDateTime, formatMoment, formatShortDate } from '~/domain/date-text';
import { holidayDate, upcomingHolidays } from '~/domain/holidays';
import { plural } from '~/i18n/fill';
import { LANGUAGES, languageByCode } from '~/i18n/languages';
import { ENGLISH_DATES } from '../../../tests/date-words';
import { countdownWords } from './countdown-words.server';

/** Intl's text with its narrow no-break spaces (newer ICU, before AM) as the plain spaces the pages write. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');
const words = (code: string) => countdownWords(languageByCode(code)!);

// Intl is the independent reference: each language's order of the parts gives what its full and
// short CLDR formats give.
describe.each(LANGUAGES.map((language) => [language.code, language] as const))('dates in %s', (code, language) => {
  const { dates } = words(code);
  const moments = [new Date(2026, 11, 25), new Date(2028, 1, 29, 8, 30), new Date(2027, 0, 1, 23, 5), new Date(2026, 6, 4, 12, 0)];

  it.each(moments)('writes %s as CLDR does', (date) => {
    expect(formatLongDate(date, dates)).toBe(new Intl.DateTimeFormat(language.locale, { dateStyle: 'full' }).format(date));
    expect(plain(formatLongDateTime(date, dates))).toBe(
      plain(new Intl.DateTimeFormat(language.locale, { dateStyle: 'full', timeStyle: 'short' }).format(date)),
    );
    const short = new Intl.DateTimeFormat(language.locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
    expect(formatShortDate(date, dates)).toBe(short.format(date));
  });

  it('is, for English, what the domain tests write with', () => {
    if (code === 'en') expect(dates).toEqual(ENGLISH_DATES);
  });

  it('names a midnight by its date alone', () => {
    expect(formatMoment(new Date(2026, 11, 25), dates)).toBe(formatLongDate(new Date(2026, 11, 25), dates));
    expect(formatMoment(new Date(2026, 11, 25, 12), dates)).toBe(formatLongDateTime(new Date(2026, 11, 25, 12), dates));
  });
});

describe('the islands’ words', () => {
  it.each(LANGUAGES.map((language) => [language.code]))('%s: every word an island shows, none of the page’s own', (code) => {
    const { text } = words(code);
    expect(text.titlePlaceholder).toBeTruthy();
    expect(text.tip1).toBeUndefined();
    expect(text.title).toBeUndefined();
  });
});

describe('spans', () => {
  it.each([
    ['en', 'day', 1, '1 day'],
    ['en', 'day', 2, '2 days'],
    ['en', 'second', 0, '0 seconds'],
    ['es', 'day', 1, '1 día'],
    ['es', 'hour', 5, '5 horas'],
    ['es', 'minute', 1, '1 minuto'],
    ['de', 'day', 1, '1 Tag'],
    ['de', 'second', 30, '30 Sekunden'],
    ['de', 'hour', 1, '1 Stunde'],
  ] as const)('%s: %s × %i is %s', (code, unit, n, text) => {
    expect(plural(words(code).spans[unit], n, String(n))).toBe(text);
  });
});

// Published dates (Spain's and Germany's official calendars): Easter Sunday 2026 is 5 April, 2027
// 28 March.
describe('holidays', () => {
  const day = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  const on = (code: string, name: string, year: number) => {
    const holiday = words(code).holidays.find((h) => h.name === name);
    if (!holiday) throw new Error(`${code} has no ${name}`);
    return day(holidayDate(holiday.rule, year));
  };
  it.each([
    ['es', 'Día de Reyes', 2026, '2026-01-06'],
    ['es', 'Viernes Santo', 2026, '2026-04-03'],
    ['es', 'Domingo de Resurrección', 2027, '2027-03-28'],
    ['es', 'Día de la Madre', 2026, '2026-05-03'],
    ['es', 'Día de la Madre', 2027, '2027-05-02'],
    ['es', 'Fiesta Nacional de España', 2026, '2026-10-12'],
    ['de', 'Rosenmontag', 2026, '2026-02-16'],
    ['de', 'Karfreitag', 2026, '2026-04-03'],
    ['de', 'Ostermontag', 2026, '2026-04-06'],
    ['de', 'Christi Himmelfahrt', 2026, '2026-05-14'],
    ['de', 'Pfingstsonntag', 2026, '2026-05-24'],
    ['de', 'Muttertag', 2026, '2026-05-10'],
    ['de', 'Tag der Deutschen Einheit', 2026, '2026-10-03'],
    ['de', 'Rosenmontag', 2027, '2027-02-08'],
    ['en', 'Thanksgiving', 2026, '2026-11-26'],
  ] as const)('%s: %s %i is %s', (code, name, year, date) => {
    expect(on(code, name, year)).toBe(date);
  });

  it.each(LANGUAGES.map((language) => [language.code]))('%s lists a year of holidays with different names', (code) => {
    const list = words(code).holidays;
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(new Set(list.map((h) => h.name)).size).toBe(list.length);
    expect(upcomingHolidays(new Date(2026, 5, 1), list)).toHaveLength(list.length);
  });
});

// The date picker's names and the zone's city, as the islands get them; Intl and CLDR's exemplar cities are the reference.
describe('the calendar and the cities in the language', () => {
  it.each([
    ['en', 'November 2026', 'Sun', 0, 'Tokyo'],
    ['es', 'noviembre de 2026', 'dom', 1, 'Tokio'],
    ['de', 'November 2026', 'So', 1, 'Tokio'],
  ] as const)('in %s: %s, %s first of the list, the week from day %d, and %s', (code, monthYear, sunday, weekStartsOn, tokyo) => {
    const { calendar, cities } = countdownWords(languageByCode(code)!, 'Asia/Tokyo');
    expect(calendar.monthYear.replace('{month}', calendar.months[10]!).replace('{year}', '2026')).toBe(monthYear);
    expect(calendar.weekdays.short[0]).toBe(sunday);
    expect(calendar.weekStartsOn).toBe(weekStartsOn);
    expect(cities).toEqual({ code, known: { 'Asia/Tokyo': tokyo } });
  });
});
