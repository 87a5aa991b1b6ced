/**
 * Finding an IANA time zone by what people type: its name ('Europe/Berlin', any case) or its city
 * ('berlin', 'New York', 'buenos_aires'), as the countdown's "Time zone" field does.
 */
import { zoneCity } from './countdown-event';

const words = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ');

/** The zone of `zones` that `text` names, by its full name first, then by its city; null for none. */
export function findZone(zones: readonly string[], text: string): string | null {
  const wanted = words(text);
  if (!wanted) return null;
  return zones.find((zone) => words(zone) === wanted) ?? zones.find((zone) => words(zoneCity(zone)) === wanted) ?? null;
}

/** Every zone this runtime knows, UTC included (some runtimes leave it out of the list). */
export function knownZones(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
}
