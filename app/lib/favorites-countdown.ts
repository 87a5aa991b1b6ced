/** The title of a favorite countdown (the timer's star), and how the favorites list shows it. */
import { formatLongDate, formatLongDateTime, parseDateTimeLocal } from '~/domain/countdown';
import { holidayOn } from '~/domain/holidays';
import type { Favorite } from './favorites';

export const COUNTDOWN_KEYS = ['date'] as const;

/** The countdown page's own words: its result is headed 'Time Until' or, for a past date, 'Time Since'. */
const COUNTDOWN_TO = 'Countdown to ';
const TIME_SINCE = 'Time Since ';

const dateOf = (params: URLSearchParams) => parseDateTimeLocal(params.get('date') ?? '');

/**
 * 'Countdown to Christmas, Friday, December 25, 2026' (the holiday named when the date is one, the
 * time given when it is not midnight); for a date already past, 'Time Since …', as the countdown
 * page heads it. Null without a date.
 */
export function countdownTitle(params: URLSearchParams, now = new Date()): string | null {
  const date = dateOf(params);
  if (!date) return null;
  const midnight = date.getHours() === 0 && date.getMinutes() === 0 && date.getSeconds() === 0;
  const holiday = midnight ? holidayOn(date) : undefined;
  const when = midnight ? formatLongDate(date) : formatLongDateTime(date);
  return `${date < now ? TIME_SINCE : COUNTDOWN_TO}${holiday ? `${holiday}, ` : ''}${when}`;
}

/**
 * A favorite's title as the favorites list shows it now: a countdown saved before its date says
 * 'Countdown to …', and once that date has passed it says 'Time Since …', as the countdown page
 * does. Every other title as it was saved.
 */
export function favoriteTitleNow({ path, title }: Favorite, now = new Date()): string {
  if (!path.startsWith('/countdown?') || !title.startsWith(COUNTDOWN_TO)) return title;
  const date = dateOf(new URLSearchParams(path.slice(path.indexOf('?'))));
  return date && date < now ? `${TIME_SINCE}${title.slice(COUNTDOWN_TO.length)}` : title;
}
