/**
 * How the favorites list shows a countdown favorite: a module of its own, with no date library, so
 * the favorites page loads none of the countdown's formatting (favorites-countdown.ts titles them).
 */
import { parseDateTimeLocal } from '~/domain/datetime-local';
import { fill } from '~/i18n/fill';
import type { Favorite } from './favorites';

/**
 * A countdown page's words for its favorites in one language: its address (`/es/cuenta-atras`) and
 * the titles of a countdown to come and of one past, each with `{event}` where the event goes
 * (`Countdown to {event}`, `Time Since {event}`: the countdown page heads its result so).
 */
export interface CountdownTitles {
  path: string;
  to: string;
  since: string;
}

/** The countdown's date in its query (`date=2026-12-25T00:00`), or null. */
export const countdownDate = (params: URLSearchParams) => parseDateTimeLocal(params.get('date') ?? '');

/**
 * A favorite's title as the favorites list shows it now: a countdown saved before its date says
 * 'Countdown to …', and once that date has passed it says 'Time Since …', as the countdown page
 * does, in the language it was saved in (its address's). Every other title as it was saved.
 */
export function favoriteTitleNow({ path, title }: Favorite, titles: readonly CountdownTitles[], now = new Date()): string {
  const words = titles.find((entry) => path.startsWith(`${entry.path}?`));
  const [before = '', after = ''] = words?.to.split('{event}') ?? [];
  if (!words || !title.startsWith(before) || !title.endsWith(after) || title.length < before.length + after.length) return title;
  const date = countdownDate(new URLSearchParams(path.slice(path.indexOf('?'))));
  return date && date < now ? fill(words.since, { event: title.slice(before.length, title.length - after.length) }) : title;
}
