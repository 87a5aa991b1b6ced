/**
 * The countdown page's language as its islands get it (ADR 083): its words, formatted on the
 * server (countdown-words.server.ts), the plural forms of its spans, how it writes dates, and its
 * popular holidays.
 */
import { createContext, useContext } from 'react';
import type en from '../../../content/i18n/en/messages/countdown.json';
import type { DateWords } from '~/domain/date-text';
import type { CalendarWords } from './calendar-words';
import type { HolidayDefinition } from '~/domain/holidays';
import type { NumberStyle } from '~/domain/number-format';
import { fill, type PluralWords } from '~/i18n/fill';
import type { NumberStyles } from '~/lib/number-choice';

/** A countdown message's key without its area: `tile.days` for `countdown.tile.days`. */
export type CountdownWord = keyof typeof en extends infer K ? (K extends `countdown.${infer R}` ? R : never) : never;

export interface CountdownWords {
  text: Partial<Record<CountdownWord, string>>;
  /** '3 days', '1 hour': the largest whole unit of a span. */
  spans: Record<'day' | 'hour' | 'minute' | 'second', PluralWords>;
  dates: DateWords;
  /**
   * The language's code, whose table of zones' cities the islands load when they show a zone, and
   * the cities the page already knows (the link's zone's): useZoneCity.
   */
  cities: { code: string; known: Readonly<Record<string, string>> };
  /** The date picker's names of months and days. */
  calendar: CalendarWords;
  /** The popular holidays of the language's main countries. */
  holidays: readonly HolidayDefinition[];
  /** How the language writes a count ('1,234 days', '1234 días'). */
  style: NumberStyle;
  /** On a page whose language has another number style, both styles: the reader's choice writes the counts (ADR 087). */
  styles?: NumberStyles;
}

export const CountdownContext = createContext<CountdownWords | null>(null);

export function useCountdownWords(): CountdownWords {
  const words = useContext(CountdownContext);
  if (!words) throw new Error('A countdown component outside its island');
  return words;
}

/** The word `key`, its `{slots}` filled. */
export const say = (words: CountdownWords, key: CountdownWord, values: Record<string, string | number> = {}) => fill(words.text[key] ?? key, values);
