/** The title of a favorite countdown (the timer's star). */
import { formatLongDate, formatLongDateTime } from '~/domain/countdown';
import { holidayOn } from '~/domain/holidays';
import { COUNTDOWN_TO, countdownDate, TIME_SINCE } from './favorites-countdown-now';

// The whole event: its title, moment, zone and repeat (docs/product.md#countdown).
export const COUNTDOWN_KEYS = ['title', 'date', 'tz', 'repeat'] as const;

/**
 * 'Countdown to Christmas, Friday, December 25, 2026' (the event's title, or the holiday named when
 * the date is one; the time given when it is not midnight); for a date already past, 'Time Since …', as the countdown
 * page heads it. Null without a date.
 */
export function countdownTitle(params: URLSearchParams, now = new Date()): string | null {
  const date = countdownDate(params);
  if (!date) return null;
  const midnight = date.getHours() === 0 && date.getMinutes() === 0 && date.getSeconds() === 0;
  const holiday = params.get('title')?.trim() || (midnight ? holidayOn(date) : undefined);
  const when = midnight ? formatLongDate(date) : formatLongDateTime(date);
  return `${date < now ? TIME_SINCE : COUNTDOWN_TO}${holiday ? `${holiday}, ` : ''}${when}`;
}
