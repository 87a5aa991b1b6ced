/**
 * The countdown's 'Popular Holidays' (docs/product.md#countdown), one list per language of the
 * holidays of its main countries (content/i18n/<code>/holidays.json; DECISIONS.md, "Languages").
 * They were first listed with fixed 2026 dates for the movable ones; they are computed for each
 * year, so the lists hold rules, not dates. All dates are at LOCAL midnight: a holiday is a day on
 * the visitor's calendar. The rules and their dates are holiday-rules.ts's, re-exported here beside
 * the English list.
 */
import english from '../../content/i18n/en/holidays.json';
import { nextOccurrences, type Holiday, type HolidayDefinition } from './holiday-rules';

export * from './holiday-rules';

/** SPEC's list, the English pages' (content/i18n/en/holidays.json), in calendar order; upcomingHolidays re-sorts after resolving. */
// Checked by holidayList (holiday-list.ts) with every language's on the server and in the tests;
// not here, where the check would be part of the script of every page that counts to a holiday.
export const HOLIDAYS = english as readonly HolidayDefinition[];

/**
 * nextOccurrences of the English list unless given another: the English search index carries no
 * list of its own.
 */
export const upcomingHolidays = (now: Date, holidays: readonly HolidayDefinition[] = HOLIDAYS): Holiday[] => nextOccurrences(holidays, now);
