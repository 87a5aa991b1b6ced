import type { HolidayDefinition, HolidayRule } from './holidays';
import { currentZone } from './time-zones';

/**
 * A list of holidays as a language's data file holds it (content/i18n/<code>/holidays.json),
 * checked as it is read: a month, day, weekday or count out of range, an equinox's zone that is not
 * an IANA zone by its current name, or an unknown kind of rule, is an error naming the holiday, not
 * a wrong date on a page.
 */
export function holidayList(data: unknown, source: string): HolidayDefinition[] {
  if (!Array.isArray(data)) throw new Error(`${source}: not a list of holidays`);
  const int = (n: unknown, min: number, max: number) => Number.isInteger(n) && (n as number) >= min && (n as number) <= max;
  const valid = (rule: unknown): rule is HolidayRule => {
    const r = rule as Record<string, unknown> | null;
    if (typeof r !== 'object' || r === null) return false;
    switch (r.kind) {
      case 'fixed':
        return int(r.month, 1, 12) && int(r.day, 1, 31);
      case 'nth-weekday':
        return int(r.month, 1, 12) && int(r.weekday, 0, 6) && int(r.nth, 1, 5);
      case 'last-weekday':
        return int(r.month, 1, 12) && int(r.weekday, 0, 6);
      case 'easter':
        return true;
      case 'offset':
        return int(r.days, -366, 366) && valid(r.from);
      case 'equinox':
        return (r.month === 3 || r.month === 9) && typeof r.zone === 'string' && currentZone(r.zone) === r.zone;
      default:
        return false;
    }
  };
  return data.map((item: { name?: unknown; rule?: unknown }) => {
    if (typeof item?.name !== 'string' || !item.name || !valid(item.rule)) throw new Error(`${source}: ${JSON.stringify(item)} is no holiday`);
    return { name: item.name, rule: item.rule };
  });
}
