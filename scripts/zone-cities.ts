/**
 * Writes content/i18n/<code>/zone-cities.json for each language but English: the name of each time
 * zone's city in the language, CLDR's exemplar city (`Nueva York`, `Tokio`, `Kiew`), where it is not
 * the city as the zone's IANA name spells it (zoneCity: `New York`), keyed by the zone's current
 * IANA name (CLDR keys some by an old one: `Asia/Calcutta`). The countdown names the event's zone by
 * it (app/components/countdown/countdown-words.server.ts): only these few differences reach a page.
 *
 * CLDR's time-zone names are in `cldr-dates-full` (about 100 MB unpacked), which the site does not
 * install; run `npx tsx scripts/zone-cities.ts <its folder>` (from `npm pack cldr-dates-full@48.2.0`),
 * the version of the CLDR packages the site has (cldr-bcp47, cldr-units-full).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import languages from '../content/i18n/languages.json';
import aliases from '../app/domain/zone-aliases.json';
import { zoneCity } from '../app/domain/time-zones';

type Zones = { [name: string]: Zones | { exemplarCity?: string } };

/** Each zone of the tree with its exemplar city: `America/Argentina/Buenos_Aires` → `Buenos Aires`. */
function exemplarCities(tree: Zones, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([name, node]) => {
    const zone = `${prefix}${name}`;
    if ('exemplarCity' in node && typeof node.exemplarCity === 'string') return [[zone, node.exemplarCity] as [string, string]];
    return '_type' in node ? [] : exemplarCities(node as Zones, `${zone}/`);
  });
}

/** The cities of `locale` (its own folder, else its language's) that differ from the IANA name's. */
export function zoneCitiesOf(cldrDates: string, locale: string): Record<string, string> {
  const folder = [locale, locale.split('-')[0]!].map((name) => join(cldrDates, 'main', name)).find((path) => existsSync(path));
  if (!folder) throw new Error(`No CLDR dates for ${locale} in ${cldrDates}`);
  const data = JSON.parse(readFileSync(join(folder, 'timeZoneNames.json'), 'utf8')) as {
    main: Record<string, { dates: { timeZoneNames: { zone: Zones } } }>;
  };
  const zones = Object.values(data.main)[0]!.dates.timeZoneNames.zone;
  const current = aliases as Record<string, string>;
  const cities = exemplarCities(zones)
    .filter(([zone]) => !zone.startsWith('Etc/'))
    .map(([zone, city]) => [current[zone] ?? zone, city] as const)
    .filter(([zone, city]) => city !== zoneCity(zone));
  return Object.fromEntries(cities.sort(([a], [b]) => (a < b ? -1 : 1)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cldrDates = process.argv[2];
  if (!cldrDates) throw new Error('usage: npx tsx scripts/zone-cities.ts <folder of cldr-dates-full>');
  for (const language of languages.filter((l) => l.code !== 'en')) {
    const file = fileURLToPath(new URL(`../content/i18n/${language.code}/zone-cities.json`, import.meta.url));
    const cities = zoneCitiesOf(cldrDates, language.locale);
    writeFileSync(file, `${JSON.stringify(cities, null, 2)}\n`);
    console.log(`Wrote ${file}: ${Object.keys(cities).length} cities`);
  }
}
