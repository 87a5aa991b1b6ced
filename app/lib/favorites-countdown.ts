/** The title of a favorite countdown (the timer's star). */
import { formatLongDate, formatLongDateTime, type DateWords } from '~/domain/date-text';
import { holidayOn, type HolidayDefinition } from '~/domain/holiday-rules';
import { fill } from '~/i18n/fill';
import { countdownDate, type CountdownTitles } from './favorites-countdown-now';

// The whole event: its title, moment, zone and repeat (docs/product.md#countdown).
export const COUNTDOWN_KEYS = ['title', 'date', 'tz', 'repeat'] as const;

/** What a countdown favorite is titled with, in the page's language. */
export interface CountdownTitleWords extends Pick<CountdownTitles, 'to' | 'since'> {
  /** An event's title and its moment: `{title}, {when}`. */
  event: string;
  dates: DateWords;
  holidays: readonly HolidayDefinition[];
}

/**
 * 'Countdown to Christmas, Friday, December 25, 2026' (the event's title, or the holiday named when
 * the date is one; the time given when it is not midnight); for a date already past, 'Time Since …',
 * as the countdown page heads it; in the page's words. Null without a date.
 */
export function countdownTitle(params: URLSearchParams, words: CountdownTitleWords, now = new Date()): string | null {
  const date = countdownDate(params);
  if (!date) return null;
  const midnight = date.getHours() === 0 && date.getMinutes() === 0 && date.getSeconds() === 0;
  const holiday = params.get('title')?.trim() || (midnight ? holidayOn(date, words.holidays) : undefined);
  const when = midnight ? formatLongDate(date, words.dates) : formatLongDateTime(date, words.dates);
  return fill(date < now ? words.since : words.to, { event: holiday ? fill(words.event, { title: holiday, when }) : when });
}
