/**
 * Time zones by their current IANA names (ADR 082). Browsers and Node name some zones by CLDR's
 * old names (a visitor in India is in 'Asia/Calcutta', one in Ukraine in 'Europe/Kiev'); links,
 * fields and the result use today's ('Asia/Kolkata', 'Europe/Kyiv'), and read the old ones too.
 * The table of old names is CLDR's (zone-aliases.json, written by scripts/zone-aliases.ts); the
 * city list for the "Time zone" field is in time-zone-cities.ts, loaded when the field is used.
 */
import ZONE_ALIASES from './zone-aliases.json';

const ALIASES: Readonly<Record<string, string>> = ZONE_ALIASES;
const ZONE_SHAPE = /^(?:UTC|[A-Za-z]+(?:\/[A-Za-z0-9_+-]+){1,2})$/;

/** The name this runtime gives `zone` ('Asia/Calcutta' for 'asia/kolkata' in Node 20), or null for a zone it does not know. */
function runtimeName(zone: string): string | null {
  if (!ZONE_SHAPE.test(zone)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** An IANA time zone this runtime knows ('Europe/Berlin', 'UTC'); old names such as 'Asia/Calcutta' too. */
export const isTimeZone = (zone: string): boolean => runtimeName(zone) !== null;

/**
 * The current IANA name of a zone, in its own case: 'Asia/Kolkata' for 'Asia/Calcutta' or
 * 'asia/kolkata', 'Europe/Kyiv' for 'Europe/Kiev', 'America/New_York' for 'US/Eastern'; null for a
 * name no runtime zone has.
 */
export function currentZone(zone: string): string | null {
  const name = runtimeName(zone);
  if (name === null) return null;
  // The name as asked first: a runtime may answer a current name with an old one.
  return ALIASES[zone] ?? (name === zone ? zone : (ALIASES[name] ?? name));
}

/** 'Berlin' for Europe/Berlin, 'Buenos Aires' for America/Argentina/Buenos_Aires: what people search a zone by. */
export const zoneCity = (zone: string) => (zone.split('/').at(-1) ?? zone).replace(/_/g, ' ');

/** Every old name of a zone ('Asia/Calcutta' for 'Asia/Kolkata'), so its old city finds it too. */
export function oldNames(zone: string): string[] {
  return Object.keys(ALIASES).filter((name) => ALIASES[name] === zone);
}
