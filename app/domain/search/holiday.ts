import { writeDay } from '../day-text';
import { upcomingHolidays } from '../holidays';
import { MONTH_NAMES } from '../number-format';
import { fill } from './language';
import type { PreparedIndex } from './terms';
import type { Suggestion } from './types';

/**
 * "countdown to christmas", "days until xmas", "how long until thanksgiving": the countdown opened at
 * the holiday's next date, computed when the query is read (a holiday's date moves every year, so
 * the index names holidays, not dates). Dates are the reader's local midnight, as on the countdown.
 * An index in another language names its own list's holidays ("navidad", "Weihnachten"), carries
 * that list's rules and says it in its words: "Cuenta atrás para Navidad", "25 de diciembre de 2026".
 */
const pad = (n: number) => String(n).padStart(2, '0');

export function holidayCountdown(p: PreparedIndex, words: string, now: Date): Suggestion | null {
  const padded = ` ${words} `;
  const found = p.holidayWords.find(([phrase]) => padded.includes(` ${phrase} `));
  if (!found) return null;
  const local = p.index.language;
  const holiday = upcomingHolidays(now, local?.holidays).find((h) => h.name === found[1]);
  if (!holiday) return null;
  const { date } = holiday;
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return {
    kind: 'page',
    label: local?.labels.holiday ? fill(local.labels.holiday, { holiday: holiday.name }) : `Countdown to ${holiday.name}`,
    detail: local?.day ? writeDay(day, local.day) : `${MONTH_NAMES[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`,
    href: `/countdown?date=${day}T00:00`,
  };
}
