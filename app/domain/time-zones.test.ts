import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ZONE_ALIASES_FILE, zoneAliasesFromCldr } from '../../scripts/zone-aliases';
import { findZone, zoneChoices } from './time-zone-cities';
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
