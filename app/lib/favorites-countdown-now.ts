/**
 * How the favorites list shows a countdown favorite: a module of its own, with no date library, so
 * the favorites page loads none of the countdown's formatting (favorites-countdown.ts titles them).
 */
import { parseDateTimeLocal } from '~/domain/datetime-local';
import type { Favorite } from './favorites';

/** The countdown page's own words: its result is headed 'Time Until' or, for a past date, 'Time Since'. */
export const COUNTDOWN_TO = 'Countdown to ';
export const TIME_SINCE = 'Time Since ';

/** The countdown's date in its query (`date=2026-12-25T00:00`), or null. */
export const countdownDate = (params: URLSearchParams) => parseDateTimeLocal(params.get('date') ?? '');

/**
 * A favorite's title as the favorites list shows it now: a countdown saved before its date says
 * 'Countdown to …', and once that date has passed it says 'Time Since …', as the countdown page
 * does. Every other title as it was saved.
 */
export function favoriteTitleNow({ path, title }: Favorite, now = new Date()): string {
  if (!path.startsWith('/countdown?') || !title.startsWith(COUNTDOWN_TO)) return title;
  const date = countdownDate(new URLSearchParams(path.slice(path.indexOf('?'))));
  return date && date < now ? `${TIME_SINCE}${title.slice(COUNTDOWN_TO.length)}` : title;
}
