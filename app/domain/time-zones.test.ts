import { readFileSync } from 'node:fs';
import RAW_ZONES from '@vvo/tzdb/raw-time-zones.json';
import { describe, expect, it } from 'vitest';
import { ZONE_ALIASES_FILE, zoneAliasesFromCldr } from '../../scripts/zone-aliases';
import { countryNamesIn, findZone, zoneChoices } from './time-zone-cities';
import { currentZone, isTimeZone } from './time-zones';

describe('currentZone: a zone by its current IANA name', () => {
  // Old names that IANA's `backward` file keeps as links to the renamed zones.
  it.each([
    ['Asia/Calcutta', 'Asia/Kolkata'],
    ['asia/calcutta', 'Asia/Kolkata'],
    ['Asia/Kolkata', 'Asia/Kolkata'],
    ['Europe/Kiev', 'Europe/Kyiv'],
    ['Europe/Kyiv', 'Europe/Kyiv'],
    ['Asia/Saigon', 'Asia/Ho_Chi_Minh'],
    ['US/Eastern', 'America/New_York'],
    ['America/Indianapolis', 'America/Indiana/Indianapolis'],
    ['europe/berlin', 'Europe/Berlin'],
    // A place of its own, though IANA now links it to Berlin's rules: it keeps its name.
    ['Europe/Oslo', 'Europe/Oslo'],
    ['Etc/UTC', 'UTC'],
    ['UTC', 'UTC'],
    ['Mars/Olympus_Mons', null],
    ['../etc/passwd', null],
    ['', null],
  ])('%j is %j', (zone, current) => {
    expect(currentZone(zone)).toBe(current);
  });

  it('has the table CLDR gives (run `npx tsx scripts/zone-aliases.ts` after updating cldr-bcp47)', () => {
    expect(JSON.parse(readFileSync(ZONE_ALIASES_FILE, 'utf8'))).toEqual(zoneAliasesFromCldr());
  });
});

describe('findZone: what people type in the "Time zone" field', () => {
  const choices = zoneChoices(isTimeZone);

  it.each([
    ['Europe/Berlin', 'Europe/Berlin'],
    ['europe/berlin', 'Europe/Berlin'],
    ['  Tokyo ', 'Asia/Tokyo'],
    ['new york', 'America/New_York'],
    ['New_York', 'America/New_York'],
    ['Buenos Aires', 'America/Argentina/Buenos_Aires'],
    // Cities whose zone the browser lists by an old name (issue 37).
    ['Kolkata', 'Asia/Kolkata'],
    ['Kyiv', 'Europe/Kyiv'],
    ['Ho Chi Minh', 'Asia/Ho_Chi_Minh'],
    // Old names and old spellings lead to the current zone.
    ['Asia/Calcutta', 'Asia/Kolkata'],
    ['Calcutta', 'Asia/Kolkata'],
    ['Kiev', 'Europe/Kyiv'],
    // A zone's main cities, accents or none, and a country with one clock.
    ['Mumbai', 'Asia/Kolkata'],
    ['São Paulo', 'America/Sao_Paulo'],
    ['Sao Paulo', 'America/Sao_Paulo'],
    ['India', 'Asia/Kolkata'],
    ['utc', 'UTC'],
    // A country with several clocks is no one zone.
    ['United States', null],
    ['Atlantis', null],
    ['Berl', null],
    ['', null],
  ])('%j is %s', (text, zone) => {
    expect(findZone(choices, text)).toBe(zone);
  });

  it('lists every zone by its current name with its cities and country, and no old name', () => {
    const zones = choices.map((c) => c.zone);
    expect(zones).toContain('UTC');
    expect(zones).toContain('Asia/Kolkata');
    expect(zones).toContain('Europe/Kyiv');
    expect(zones).not.toContain('Asia/Calcutta');
    expect(zones).not.toContain('Europe/Kiev');
    expect(zones.length).toBeGreaterThan(300);
    expect(choices.find((c) => c.zone === 'Asia/Kolkata')?.label).toBe('Kolkata, Mumbai, Delhi, Bengaluru, Hyderabad (India)');
  });
});

describe('the "Time zone" list in Spanish and German: their names and the English ones', () => {
  // The language's tables of cities, as the field loads them; the countries from the runtime's CLDR.
  const table = (code: string, file: string) => JSON.parse(readFileSync(`content/i18n/${code}/${file}.json`, 'utf8')) as Record<string, string>;
  const listIn = (code: string, locale: string, utc: string) =>
    zoneChoices(isTimeZone, { zoneCities: table(code, 'zone-cities'), mainCities: table(code, 'main-cities'), country: countryNamesIn(locale), utc });
  const spanish = listIn('es', 'es-ES', 'Tiempo universal coordinado');
  const german = listIn('de', 'de-DE', 'Koordinierte Weltzeit');
  const label = (list: typeof spanish, zone: string) => list.find((c) => c.zone === zone)?.label;

  // Names as Spanish and German write them (CLDR's exemplar cities and territories, the usual exonyms).
  it.each([
    ['Múnich', 'Europe/Berlin'],
    ['munich', 'Europe/Berlin'],
    ['Alemania', 'Europe/Berlin'],
    ['Germany', 'Europe/Berlin'],
    ['Berlín', 'Europe/Berlin'],
    ['Nueva York', 'America/New_York'],
    ['New York', 'America/New_York'],
    ['Tokio', 'Asia/Tokyo'],
    ['Japon', 'Asia/Tokyo'],
    ['Bombay', 'Asia/Kolkata'],
    ['Calcuta', 'Asia/Kolkata'],
    ['Viena', 'Europe/Vienna'],
    ['tiempo universal coordinado', 'UTC'],
    ['Estados Unidos', null],
  ])('in Spanish, %j is %s', (text, zone) => {
    expect(findZone(spanish, text)).toBe(zone);
  });

  it.each([
    ['München', 'Europe/Berlin'],
    ['Munchen', 'Europe/Berlin'],
    ['Munich', 'Europe/Berlin'],
    ['Deutschland', 'Europe/Berlin'],
    ['Germany', 'Europe/Berlin'],
    ['Wien', 'Europe/Vienna'],
    ['Österreich', 'Europe/Vienna'],
    ['Moskau', 'Europe/Moscow'],
    ['Kalkutta', 'Asia/Kolkata'],
    ['Indien', 'Asia/Kolkata'],
    ['Koordinierte Weltzeit', 'UTC'],
    ['Vereinigte Staaten', null],
  ])('in German, %j is %s', (text, zone) => {
    expect(findZone(german, text)).toBe(zone);
  });

  it('labels each zone with the language’s names of its cities and country', () => {
    expect(label(spanish, 'Europe/Berlin')).toBe('Berlín, Hamburgo, Múnich, Colonia (Alemania)');
    expect(label(spanish, 'Asia/Tokyo')).toBe('Tokio, Yokohama, Osaka, Nagoya (Japón)');
    expect(label(spanish, 'America/Mexico_City')).toBe('Ciudad de México, Iztapalapa, Puebla, Ecatepec de Morelos (México)');
    expect(label(spanish, 'UTC')).toBe('Tiempo universal coordinado');
    expect(label(german, 'Europe/Berlin')).toBe('Berlin, Hamburg, München, Köln (Deutschland)');
    expect(label(german, 'Europe/Vienna')).toBe('Wien, Graz, Linz, Salzburg (Österreich)');
    expect(label(german, 'Asia/Kolkata')).toBe('Kalkutta, Mumbai, Delhi, Bengaluru, Hyderabad (Indien)');
  });

  // A main city's table is keyed by tzdb's English name: a misspelt key would translate nothing.
  it.each(['es', 'de'])('%s names only main cities tzdb lists', (code) => {
    const tzdb = new Set((RAW_ZONES as { mainCities: string[] }[]).flatMap((z) => z.mainCities));
    expect(Object.keys(table(code, 'main-cities')).filter((city) => !tzdb.has(city))).toEqual([]);
  });
});
