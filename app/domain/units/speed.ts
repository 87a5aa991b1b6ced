import { defineQuantity, fraction } from './define';
import { SI_ACCEPTED, SI_BROCHURE, YARD_AND_POUND } from './sources';

// km/h and the knot are not finite decimals of m/s, so they are fractions:
// 1 m/s is then exactly 3.6 km/h and 1 kn exactly 1.852 km/h.
export const speed = defineQuantity({
  id: 'speed',
  name: 'Speed',
  units: [
    { key: 'mps', abbr: 'm/s', name: 'Meter per second', plural: 'Meters per second', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'm/s' }, factor: 1 },
    {
      key: 'kmh', abbr: 'km/h', name: 'Kilometer per hour', plural: 'Kilometers per hour', system: 'metric', source: SI_ACCEPTED,
      reference: { gnu: 'km/hour' }, ...fraction(1000, 3600),
    },
    { key: 'mph', abbr: 'mph', name: 'Mile per hour', plural: 'Miles per hour', system: 'US customary', source: YARD_AND_POUND, reference: { gnu: 'mile/hour' }, factor: 0.44704 },
    { key: 'fps', abbr: 'ft/s', name: 'Foot per second', plural: 'Feet per second', system: 'US customary', source: YARD_AND_POUND, reference: { gnu: 'ft/s' }, factor: 0.3048 },
    {
      key: 'kn', abbr: 'kn', name: 'Knot', plural: 'Knots', system: 'nautical', source: `${SI_BROCHURE}, Table 8 note: 1 nautical mile = 1852 m; 1 kn = 1 nautical mile per hour`,
      reference: { gnu: 'knot' }, ...fraction(1852, 3600),
    },
  ],
});
