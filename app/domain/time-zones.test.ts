import { describe, expect, it } from 'vitest';
import { findZone, knownZones } from './time-zones';

const ZONES = ['America/New_York', 'America/Argentina/Buenos_Aires', 'Asia/Tokyo', 'Europe/Berlin', 'UTC'];

describe('findZone: what people type in the "Time zone" field', () => {
  it.each([
    ['Europe/Berlin', 'Europe/Berlin'],
    ['europe/berlin', 'Europe/Berlin'],
    ['  Tokyo ', 'Asia/Tokyo'],
    ['new york', 'America/New_York'],
    ['New_York', 'America/New_York'],
    ['Buenos Aires', 'America/Argentina/Buenos_Aires'],
    ['utc', 'UTC'],
    ['Atlantis', null],
    ['Berl', null],
    ['', null],
  ])('%j is %s', (text, zone) => {
    expect(findZone(ZONES, text)).toBe(zone);
  });

  it('knows the runtime’s zones, UTC among them', () => {
    const zones = knownZones();
    expect(zones).toContain('UTC');
    expect(zones).toContain('Europe/Berlin');
    expect(zones.length).toBeGreaterThan(300);
  });
});
