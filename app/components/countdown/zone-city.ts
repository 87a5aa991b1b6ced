import { useEffect, useState } from 'react';
import { zoneCity } from '~/domain/time-zones';
import type { CountdownWords } from './countdown-words';

// Each language's cities whose name is not the IANA name's (content/i18n/<code>/zone-cities.json,
// a few kB): loaded when a zone the page was not told of is shown (the visitor's, one picked in
// the field), not with the page.
const TABLES = import.meta.glob<Record<string, string>>('../../../content/i18n/*/zone-cities.json', { import: 'default' });
const loaded = new Map<string, Record<string, string>>();

/** The language's table of zones' cities, loaded once; null for a language without one (English). */
export async function loadZoneCities(code: string): Promise<Record<string, string> | null> {
  const load = TABLES[`../../../content/i18n/${code}/zone-cities.json`];
  if (!load) return null;
  const cities = loaded.get(code) ?? (await load());
  loaded.set(code, cities);
  return cities;
}

/**
 * The city `zone` is named by in the page's language ('Nueva York'): the one the server sent (the
 * link's zone), else from the language's table once loaded, else the IANA name's ('New York').
 */
export function useZoneCity(words: CountdownWords, zone: string | null): string {
  const { code, known } = words.cities;
  const [table, setTable] = useState(() => loaded.get(code));
  const needed = zone !== null && !(zone in known) && table === undefined;
  useEffect(() => {
    if (needed) void loadZoneCities(code).then((cities) => setTable(cities ?? {}));
  }, [needed, code]);
  if (zone === null) return '';
  return known[zone] ?? table?.[zone] ?? zoneCity(zone);
}
