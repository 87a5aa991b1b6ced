/**
 * A calendar day written in a language's words without Intl, so an island can write one (ADR 017:
 * no Intl object in the browser). The words are CLDR's, read through Intl on the server
 * (app/i18n/day-words.server.ts): 'November 24, 2026', '24 de noviembre de 2026', '24. November 2026'.
 */
export interface DayWords {
  /** The months' names as a long date writes them, January first. */
  months: readonly string[];
  /** A long date's parts in the language's order: `{month} {day}, {year}`. */
  long: string;
}

/** `date` (YYYY-MM-DD) as the language writes a long date; the text itself where it is no such date. */
export function writeDay(date: string, words: DayWords): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = match && words.months[Number(match[2]) - 1];
  if (!match || !month) return date;
  const values: Record<string, string> = { year: String(Number(match[1])), month, day: String(Number(match[3])) };
  return words.long.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
}
