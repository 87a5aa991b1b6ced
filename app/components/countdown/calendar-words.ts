/**
 * How the countdown's calendar names months and days in the page's language: CLDR's names, read
 * through Intl on the server (countdown-words.server.ts) and sent as props, since the island makes
 * no Intl object (ADR 017, 087) and react-day-picker would otherwise name them in English.
 */
export interface CalendarWords {
  /** The months' names as a month stands alone (the month list, the caption), January first. */
  months: readonly string[];
  /** The months' names as a date writes them ('25 de diciembre'), January first. */
  inDate: readonly string[];
  /** The days' names, Sunday first: `long` for screen readers, `short` for the column heads. */
  weekdays: { long: readonly string[]; short: readonly string[] };
  /** The first day of the language's week: 0 for Sunday (en-US), 1 for Monday (es-ES, de-DE). */
  weekStartsOn: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  /** A month of a year in the language's order: `{month} {year}`, `{month} de {year}`. */
  monthYear: string;
}
