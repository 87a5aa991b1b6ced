/**
 * The "Time zone" field's list: every current IANA zone with its city, the main cities it covers
 * and its country, from `@vvo/tzdb` (kept in step with IANA and GeoNames), so 'Kolkata', 'Mumbai',
 * 'Kyiv', 'Kiev' or 'India' all find their zone (ADR 082); on a page of another language, labelled
 * with that language's names and found by them and the English ones ('Múnich', 'Alemania', ADR 089).
 * Loaded by the field when it is first used, not with the page: the list weighs some 10 kB gzipped.
 */
import RAW_ZONES from '@vvo/tzdb/raw-time-zones.json';
import ZONE_NAMES from '@vvo/tzdb/time-zones-names.json';
import { oldNames, zoneCity } from './time-zones';

export interface ZoneChoice {
  /** The current IANA name, which goes into the link. */
  zone: string;
  /** What the list shows beside it: 'Kolkata, Mumbai, Delhi, Bengaluru, Hyderabad (India)'. */
  label: string;
  /**
   * What finds it, plain (see `plain`), surest first: its IANA names (current and old), its own
   * cities ('kolkata', 'calcutta'), the main cities it covers, and its country if it has one clock.
   */
  names: [iana: string[], city: string[], cities: string[], country: string[]];
}

interface RawZone {
  name: string;
  group: string[];
  countryName: string;
  countryCode: string;
  mainCities: string[];
}

/**
 * A language's names for the list, where they are not the English ones of tzdb (GeoNames): the
 * zones' cities (CLDR's exemplar cities, `content/i18n/<code>/zone-cities.json`), the main cities
 * (`main-cities.json`), the countries by ISO code (CLDR through `countryNamesIn`) and UTC's name.
 */
export interface ZoneNames {
  zoneCities: Readonly<Record<string, string>>;
  mainCities: Readonly<Record<string, string>>;
  country: (code: string) => string | undefined;
  utc: string;
}

/**
 * The countries' names in `locale`, from the CLDR data of the runtime's Intl.DisplayNames (the
 * browser's own: no table to load); undefined where it has none, so the English name stays.
 */
export function countryNamesIn(locale: string): (code: string) => string | undefined {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  } catch {
    // A runtime without Intl.DisplayNames keeps tzdb's English names.
  }
  return (code) => names?.of(code);
}

/** What matches ignores: case, accents, underscores and runs of spaces ('São_Paulo' is 'sao paulo'). */
export const plain = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_]+/g, ' ')
    .trim();

/**
 * Every zone of the list that `accept` takes (the ones this browser can compute), UTC first;
 * labelled in the language of `names` and found by its names and the English ones, if given.
 */
export function zoneChoices(accept: (zone: string) => boolean, names?: ZoneNames): ZoneChoice[] {
  const raw = RAW_ZONES as RawZone[];
  const byMember = new Map(raw.flatMap((entry) => entry.group.map((zone) => [zone, entry] as const)));
  // A country whose zones all keep one clock today (Germany's Berlin and Büsingen) is found by its name.
  const zonesOfCountry = new Map<string, number>();
  for (const { countryName } of raw) zonesOfCountry.set(countryName, (zonesOfCountry.get(countryName) ?? 0) + 1);
  const utc = 'Coordinated Universal Time';
  const choices: ZoneChoice[] = [
    { zone: 'UTC', label: names?.utc ?? utc, names: [['utc'], [...new Set([utc, names?.utc ?? utc].map(plain))], [], []] },
  ];
  // Each name in the language and in English, once.
  const both = (english: string[], local: string[]) => [...new Set([...english, ...local].map(plain))];
  const mainCity = (city: string) => names?.mainCities[city] ?? city;
  for (const zone of ZONE_NAMES) {
    if (!accept(zone)) continue;
    const entry = byMember.get(zone);
    const city = zoneCity(zone);
    // tzdb groups zones that keep the same clocks today (Detroit with New York): the main cities
    // are the group's first zone's, the country every member's.
    const main = entry?.name === zone ? entry.mainCities.filter((c) => plain(c) !== plain(city)) : [];
    const localCity = names?.zoneCities[zone] ?? city;
    const country = entry?.countryName;
    const localCountry = (entry && names?.country(entry.countryCode)) ?? country;
    const shown = [localCity, ...main.map(mainCity)].join(', ');
    const old = oldNames(zone);
    choices.push({
      zone,
      label: localCountry ? `${shown} (${localCountry})` : shown,
      names: [
        [zone, ...old].map(plain),
        both([city, ...old.map(zoneCity)], [localCity]),
        both(main, main.map(mainCity)),
        country && localCountry && zonesOfCountry.get(country) === 1 && entry?.name === zone ? both([country], [localCountry]) : [],
      ],
    });
  }
  return choices;
}

/**
 * The zone `text` names: an IANA name, old or current ('Asia/Calcutta' gives Asia/Kolkata), then
 * the zone's own city ('kyiv', 'New York', 'kiev'), then a main city or a country with one zone
 * ('Mumbai', 'India'); null for none. Whole names only: 'Berl' is none.
 */
export function findZone(choices: readonly ZoneChoice[], text: string): string | null {
  const wanted = plain(text);
  if (!wanted) return null;
  for (let kind = 0; kind < 4; kind++) {
    const found = choices.find((choice) => choice.names[kind]!.includes(wanted));
    if (found) return found.zone;
  }
  return null;
}
