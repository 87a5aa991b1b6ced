import { upcomingHolidays } from '../holidays';
import { MONTH_NAMES } from '../number-format';
import type { PreparedIndex } from './terms';
import type { Suggestion } from './types';

/**
 * "countdown to christmas", "days until xmas", "how long until thanksgiving": the countdown opened at
 * the holiday's next date, computed when the query is read (a holiday's date moves every year, so
 * the index names holidays, not dates). Dates are the reader's local midnight, as on the countdown.
 */
const pad = (n: number) => String(n).padStart(2, '0');

export function holidayCountdown(p: PreparedIndex, words: string, now: Date): Suggestion | null {
  const padded = ` ${words} `;
  const found = p.holidayWords.find(([phrase]) => padded.includes(` ${phrase} `));
  if (!found) return null;
  const holiday = upcomingHolidays(now).find((h) => h.name === found[1]);
  if (!holiday) return null;
  const { date } = holiday;
  const value = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T00:00`;
  return {
    kind: 'page',
    label: `Countdown to ${holiday.name}`,
    detail: `${MONTH_NAMES[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`,
    href: `/countdown?date=${value}`,
  };
}
