import { LB } from './constants';
import { defineQuantity, fraction } from './define';
import { HANDBOOK_44, SI_ACCEPTED, SI_BROCHURE, SI_PREFIXED, YARD_AND_POUND } from './sources';
import type { Unit } from './types';

// Density: mass per volume, base kg/m³. Customary units are an exact mass (the 1959 pound and its
// ounce, ton and grain; the slug, 1 lbf·s²/ft with g_n = 9.80665 m/s²) over an exact volume.
const OZ = LB / 16;
const GRAIN = LB / 7000;
const SHORT_TON = 2000 * LB;
const LONG_TON = 2240 * LB;
const SLUG = (LB * 9.80665) / 0.3048;
const IN3 = 0.000016387064;
const FT3 = 0.028316846592;
const YD3 = 0.764554857984;
const US_GAL = 0.003785411784;
const UK_GAL = 0.00454609;

const LB_SOURCE = `${YARD_AND_POUND}: lb = 0.45359237 kg, yd = 0.9144 m`;
const US_GAL_SOURCE = `${YARD_AND_POUND}; ${HANDBOOK_44}: gallon 231 in³`;
const UK_GAL_SOURCE = `${YARD_AND_POUND}; UK Weights and Measures Act 1985, Schedule 1: gallon 4.54609 L`;

const units: Unit[] = [
  { key: 'kg-per-m3', abbr: 'kg/m³', name: 'Kilogram per cubic meter', plural: 'Kilograms per cubic meter', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'kg/m^3' }, factor: 1 },
  { key: 'g-per-cm3', abbr: 'g/cm³', name: 'Gram per cubic centimeter', plural: 'Grams per cubic centimeter', system: 'CGS', source: SI_PREFIXED, reference: { gnu: 'g/cm^3' }, factor: 1000 },
  { key: 'g-per-mL', abbr: 'g/mL', name: 'Gram per milliliter', plural: 'Grams per milliliter', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'g/ml' }, factor: 1000 },
  { key: 'kg-per-L', abbr: 'kg/L', name: 'Kilogram per liter', plural: 'Kilograms per liter', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'kg/l' }, factor: 1000 },
  { key: 't-per-m3', abbr: 't/m³', name: 'Tonne per cubic meter', plural: 'Tonnes per cubic meter', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'tonne/m^3' }, factor: 1000 },
  { key: 'g-per-L', abbr: 'g/L', name: 'Gram per liter', plural: 'Grams per liter', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'g/l' }, factor: 1 },
  { key: 'mg-per-L', abbr: 'mg/L', name: 'Milligram per liter', plural: 'Milligrams per liter', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'mg/l' }, factor: 0.001 },
  { key: 'g-per-m3', abbr: 'g/m³', name: 'Gram per cubic meter', plural: 'Grams per cubic meter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'g/m^3' }, factor: 0.001 },
  { key: 'mg-per-m3', abbr: 'mg/m³', name: 'Milligram per cubic meter', plural: 'Milligrams per cubic meter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'mg/m^3' }, factor: 0.000001 },
  { key: 'ug-per-m3', abbr: 'μg/m³', name: 'Microgram per cubic meter', plural: 'Micrograms per cubic meter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'microgram/m^3' }, factor: 1e-9 },
  {
    key: 'lb-per-ft3', abbr: 'lb/ft³', name: 'Pound per cubic foot', plural: 'Pounds per cubic foot', system: 'US customary',
    source: LB_SOURCE, reference: { gnu: 'lb/ft^3' }, ...fraction(LB, FT3),
  },
  {
    key: 'lb-per-in3', abbr: 'lb/in³', name: 'Pound per cubic inch', plural: 'Pounds per cubic inch', system: 'US customary',
    source: LB_SOURCE, reference: { gnu: 'lb/in^3' }, ...fraction(LB, IN3),
  },
  {
    key: 'lb-per-yd3', abbr: 'lb/yd³', name: 'Pound per cubic yard', plural: 'Pounds per cubic yard', system: 'US customary',
    source: LB_SOURCE, reference: { gnu: 'lb/yd^3' }, ...fraction(LB, YD3),
  },
  {
    key: 'lb-per-usgal', abbr: 'lb/gal (US)', name: 'Pound per US gallon', plural: 'Pounds per US gallon', slug: 'ppg', system: 'US customary',
    source: US_GAL_SOURCE, reference: { gnu: 'lb/usgallon' }, ...fraction(LB, US_GAL),
  },
  {
    key: 'lb-per-ukgal', abbr: 'lb/gal (imp)', name: 'Pound per imperial gallon', plural: 'Pounds per imperial gallon', system: 'imperial',
    source: UK_GAL_SOURCE, reference: { gnu: 'lb/brgallon' }, ...fraction(LB, UK_GAL),
  },
  {
    key: 'oz-per-in3', abbr: 'oz/in³', name: 'Ounce per cubic inch', plural: 'Ounces per cubic inch', system: 'US customary',
    source: LB_SOURCE, reference: { gnu: 'oz/in^3' }, ...fraction(OZ, IN3),
  },
  {
    key: 'oz-per-usgal', abbr: 'oz/gal (US)', name: 'Ounce per US gallon', plural: 'Ounces per US gallon', system: 'US customary',
    source: US_GAL_SOURCE, reference: { gnu: 'oz/usgallon' }, ...fraction(OZ, US_GAL),
  },
  {
    key: 'oz-per-ukgal', abbr: 'oz/gal (imp)', name: 'Ounce per imperial gallon', plural: 'Ounces per imperial gallon', system: 'imperial',
    source: UK_GAL_SOURCE, reference: { gnu: 'oz/brgallon' }, ...fraction(OZ, UK_GAL),
  },
  {
    key: 'gr-per-usgal', abbr: 'gr/gal (US)', name: 'Grain per US gallon', plural: 'Grains per US gallon', system: 'US customary',
    source: `${US_GAL_SOURCE}; grain = 1/7000 lb`, reference: { gnu: 'grain/usgallon' }, ...fraction(GRAIN, US_GAL),
  },
  {
    key: 'ton-per-yd3', abbr: 'ton/yd³', name: 'Short ton per cubic yard', plural: 'Short tons per cubic yard', system: 'US customary',
    source: `${LB_SOURCE}; short ton = 2,000 lb`, reference: { gnu: 'shortton/yd^3' }, ...fraction(SHORT_TON, YD3),
  },
  {
    key: 'longton-per-yd3', abbr: 'LT/yd³', name: 'Long ton per cubic yard', plural: 'Long tons per cubic yard', system: 'imperial',
    source: `${LB_SOURCE}; long ton = 2,240 lb`, reference: { gnu: 'longton/yd^3' }, ...fraction(LONG_TON, YD3),
  },
  {
    key: 'slug-per-ft3', abbr: 'slug/ft³', name: 'Slug per cubic foot', plural: 'Slugs per cubic foot', system: 'US customary',
    source: 'NIST SP 811 (2008), Appendix B.8: slug = 1 lbf·s²/ft (g_n = 9.80665 m/s²)', reference: { gnu: 'slug/ft^3' }, ...fraction(SLUG, FT3),
  },
];

export const density = defineQuantity({ id: 'density', name: 'Density', units });
