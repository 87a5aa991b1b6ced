/** The title of a favorite countdown (the timer's star). */
import { formatLongDate, formatLongDateTime, parseDateTimeLocal } from '~/domain/countdown';

export const COUNTDOWN_KEYS = ['date'] as const;

/** 'Countdown to Friday, December 25, 2026' (with the time when it is not midnight), or null without a date. */
export function countdownTitle(params: URLSearchParams): string | null {
  const date = parseDateTimeLocal(params.get('date') ?? '');
  if (!date) return null;
  const midnight = date.getHours() === 0 && date.getMinutes() === 0 && date.getSeconds() === 0;
  return `Countdown to ${midnight ? formatLongDate(date) : formatLongDateTime(date)}`;
}
