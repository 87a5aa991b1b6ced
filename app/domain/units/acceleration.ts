import { defineQuantity, fraction } from './define';
import { SI_ACCEPTED, SI_BROCHURE, SI_PREFIXED, SP_811, STANDARD_GRAVITY, YARD_AND_POUND } from './sources';

// Speed gained per unit time, on m/s². Standard gravity g_n = 9.80665 m/s² is a defined value;
// the speed-per-time units are exact fractions (1 km/h per second = 1000/3600 m/s²).
const GAL = `${SP_811}.8: gal = 1 cm/s²`;
const KNOT = `${SI_BROCHURE}, Table 8 note: 1 nautical mile = 1852 m`;

export const acceleration = defineQuantity({
  id: 'acceleration',
  name: 'Acceleration',
  units: [
    { key: 'm-per-s2', abbr: 'm/s²', name: 'Meter per second squared', plural: 'Meters per second squared', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'm/s^2' }, factor: 1 },
    { key: 'g', abbr: 'g', name: 'Standard gravity (g-force)', plural: 'Standard gravities (g)', slug: 'g-force', system: 'other', source: STANDARD_GRAVITY, reference: { gnu: 'gravity' }, factor: 9.80665 },
    { key: 'km-per-s2', abbr: 'km/s²', name: 'Kilometer per second squared', plural: 'Kilometers per second squared', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'km/s^2' }, factor: 1000 },
    { key: 'cm-per-s2', abbr: 'cm/s²', name: 'Centimeter per second squared', plural: 'Centimeters per second squared', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'cm/s^2' }, factor: 0.01 },
    { key: 'mm-per-s2', abbr: 'mm/s²', name: 'Millimeter per second squared', plural: 'Millimeters per second squared', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'mm/s^2' }, factor: 0.001 },
    { key: 'Gal', abbr: 'Gal', name: 'Gal (galileo)', plural: 'Gals (galileos)', slug: 'gals', system: 'CGS', source: GAL, reference: { gnu: 'Gal' }, factor: 0.01 },
    { key: 'mGal', abbr: 'mGal', name: 'Milligal', plural: 'Milligals', system: 'CGS', source: GAL, reference: { gnu: 'milliGal' }, factor: 1e-5 },
    { key: 'uGal', abbr: 'μGal', name: 'Microgal', plural: 'Microgals', system: 'CGS', source: GAL, reference: { gnu: 'microGal' }, factor: 1e-8 },
    { key: 'ft-per-s2', abbr: 'ft/s²', name: 'Foot per second squared', plural: 'Feet per second squared', system: 'US customary', source: `${SP_811}.8: foot per second squared`, reference: { gnu: 'ft/s^2' }, factor: 0.3048 },
    { key: 'in-per-s2', abbr: 'in/s²', name: 'Inch per second squared', plural: 'Inches per second squared', system: 'US customary', source: `${SP_811}.8: inch per second squared`, reference: { gnu: 'inch/s^2' }, factor: 0.0254 },
    { key: 'ft-per-min-s', abbr: 'ft/(min·s)', name: 'Foot per minute per second', plural: 'Feet per minute per second', system: 'US customary', source: YARD_AND_POUND, reference: { gnu: 'ft/min/s' }, ...fraction(0.3048, 60) },
    { key: 'mph-per-s', abbr: 'mph/s', name: 'Mile per hour per second', plural: 'Miles per hour per second', system: 'US customary', source: `${YARD_AND_POUND}; ${SI_ACCEPTED}`, reference: { gnu: 'mph/s' }, factor: 0.44704 },
    { key: 'kmh-per-s', abbr: 'km/(h·s)', name: 'Kilometer per hour per second', plural: 'Kilometers per hour per second', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'km/hr/s' }, ...fraction(1000, 3600) },
    { key: 'kn-per-s', abbr: 'kn/s', name: 'Knot per second', plural: 'Knots per second', system: 'nautical', source: KNOT, reference: { gnu: 'knot/s' }, ...fraction(1852, 3600) },
    { key: 'km-per-h2', abbr: 'km/h²', name: 'Kilometer per hour squared', plural: 'Kilometers per hour squared', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'km/hr^2' }, ...fraction(1000, 12960000) },
    { key: 'mi-per-h2', abbr: 'mi/h²', name: 'Mile per hour squared', plural: 'Miles per hour squared', system: 'US customary', source: `${YARD_AND_POUND}; ${SI_ACCEPTED}`, reference: { gnu: 'mile/hr^2' }, ...fraction(1609.344, 12960000) },
  ],
});
