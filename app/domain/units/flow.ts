import { DAY, HOUR, MINUTE } from './constants';
import { defineQuantity, fraction } from './define';
import { HANDBOOK_44, SI_ACCEPTED, SI_BROCHURE, SI_PREFIXED, SP_811, YARD_AND_POUND } from './sources';
import type { Unit } from './types';

// Volumetric flow rate: a volume per time, base m³/s. Every factor is an exact volume (the liter,
// the international foot, the US gallon of 231 in³, the imperial gallon of 4.54609 L, the
// 42-gallon oil barrel) over an exact time, kept as a fraction where the time makes it repeat.
const M3 = 1;
const L = 0.001;
const ML = 0.000001;
const FT3 = 0.028316846592;
const IN3 = 0.000016387064;
const US_GAL = 0.003785411784;
const UK_GAL = 0.00454609;
const OIL_BARREL = 42 * US_GAL;
const ACRE_FOOT = 43560 * FT3;

const US = `${HANDBOOK_44}: gallon 231 in³`;
const UK = 'UK Weights and Measures Act 1985, Schedule 1: gallon 4.54609 L';

const units: Unit[] = [
  { key: 'm3-per-s', abbr: 'm³/s', name: 'Cubic meter per second', plural: 'Cubic meters per second', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'm^3/s' }, factor: 1 },
  { key: 'm3-per-min', abbr: 'm³/min', name: 'Cubic meter per minute', plural: 'Cubic meters per minute', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'm^3/min' }, ...fraction(M3, MINUTE) },
  { key: 'm3-per-h', abbr: 'm³/h', name: 'Cubic meter per hour', plural: 'Cubic meters per hour', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'm^3/hr' }, ...fraction(M3, HOUR) },
  { key: 'm3-per-day', abbr: 'm³/d', name: 'Cubic meter per day', plural: 'Cubic meters per day', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'm^3/day' }, ...fraction(M3, DAY) },
  { key: 'L-per-s', abbr: 'L/s', name: 'Liter per second', plural: 'Liters per second', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'l/s' }, factor: L },
  { key: 'L-per-min', abbr: 'L/min', name: 'Liter per minute', plural: 'Liters per minute', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'l/min' }, ...fraction(L, MINUTE) },
  { key: 'L-per-h', abbr: 'L/h', name: 'Liter per hour', plural: 'Liters per hour', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'l/hr' }, ...fraction(L, HOUR) },
  { key: 'L-per-day', abbr: 'L/d', name: 'Liter per day', plural: 'Liters per day', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'l/day' }, ...fraction(L, DAY) },
  { key: 'mL-per-s', abbr: 'mL/s', name: 'Milliliter per second', plural: 'Milliliters per second', system: 'metric', source: SI_PREFIXED, reference: { gnu: 'ml/s' }, factor: ML },
  { key: 'mL-per-min', abbr: 'mL/min', name: 'Milliliter per minute', plural: 'Milliliters per minute', system: 'metric', source: SI_PREFIXED, reference: { gnu: 'ml/min' }, ...fraction(ML, MINUTE) },
  { key: 'mL-per-h', abbr: 'mL/h', name: 'Milliliter per hour', plural: 'Milliliters per hour', system: 'metric', source: SI_PREFIXED, reference: { gnu: 'ml/hr' }, ...fraction(ML, HOUR) },
  {
    key: 'ML-per-day', abbr: 'ML/d', name: 'Megaliter per day', plural: 'Megaliters per day', system: 'metric',
    source: SI_PREFIXED, reference: { gnu: 'megaliter/day' }, ...fraction(1000 * M3, DAY),
  },
  {
    key: 'ft3-per-s', abbr: 'ft³/s', name: 'Cubic foot per second', plural: 'Cubic feet per second', slug: 'cfs', system: 'US customary',
    source: YARD_AND_POUND, reference: { gnu: 'ft^3/s' }, factor: FT3,
  },
  {
    key: 'ft3-per-min', abbr: 'ft³/min', name: 'Cubic foot per minute', plural: 'Cubic feet per minute', slug: 'cfm', system: 'US customary',
    source: YARD_AND_POUND, reference: { gnu: 'ft^3/min' }, ...fraction(FT3, MINUTE),
  },
  {
    key: 'ft3-per-h', abbr: 'ft³/h', name: 'Cubic foot per hour', plural: 'Cubic feet per hour', slug: 'cfh', system: 'US customary',
    source: YARD_AND_POUND, reference: { gnu: 'ft^3/hr' }, ...fraction(FT3, HOUR),
  },
  {
    key: 'in3-per-min', abbr: 'in³/min', name: 'Cubic inch per minute', plural: 'Cubic inches per minute', system: 'US customary',
    source: YARD_AND_POUND, reference: { gnu: 'in^3/min' }, ...fraction(IN3, MINUTE),
  },
  {
    key: 'usgal-per-s', abbr: 'gal (US)/s', name: 'US gallon per second', plural: 'US gallons per second', system: 'US customary',
    source: US, reference: { gnu: 'usgallon/s' }, factor: US_GAL,
  },
  {
    key: 'usgal-per-min', abbr: 'gpm (US)', name: 'US gallon per minute', plural: 'US gallons per minute', slug: 'gpm', system: 'US customary',
    source: US, reference: { gnu: 'usgallon/min' }, ...fraction(US_GAL, MINUTE),
  },
  {
    key: 'usgal-per-h', abbr: 'gph (US)', name: 'US gallon per hour', plural: 'US gallons per hour', slug: 'gph', system: 'US customary',
    source: US, reference: { gnu: 'usgallon/hr' }, ...fraction(US_GAL, HOUR),
  },
  {
    key: 'usgal-per-day', abbr: 'gpd (US)', name: 'US gallon per day', plural: 'US gallons per day', slug: 'gpd', system: 'US customary',
    source: US, reference: { gnu: 'usgallon/day' }, ...fraction(US_GAL, DAY),
  },
  {
    key: 'mgd', abbr: 'MGD', name: 'Million US gallons per day', plural: 'Million US gallons per day', slug: 'mgd', system: 'US customary',
    source: US, reference: { gnu: '1e6 usgallon/day' }, ...fraction(1e6 * US_GAL, DAY),
  },
  {
    key: 'ukgal-per-min', abbr: 'gpm (imp)', name: 'Imperial gallon per minute', plural: 'Imperial gallons per minute', slug: 'gpm-imperial',
    system: 'imperial', source: UK, reference: { gnu: 'brgallon/min' }, ...fraction(UK_GAL, MINUTE),
  },
  {
    key: 'ukgal-per-h', abbr: 'gph (imp)', name: 'Imperial gallon per hour', plural: 'Imperial gallons per hour', slug: 'gph-imperial',
    system: 'imperial', source: UK, reference: { gnu: 'brgallon/hr' }, ...fraction(UK_GAL, HOUR),
  },
  {
    key: 'ukgal-per-day', abbr: 'gpd (imp)', name: 'Imperial gallon per day', plural: 'Imperial gallons per day', slug: 'gpd-imperial',
    system: 'imperial', source: UK, reference: { gnu: 'brgallon/day' }, ...fraction(UK_GAL, DAY),
  },
  {
    key: 'bbl-per-day', abbr: 'bbl/d', name: 'Oil barrel per day', plural: 'Oil barrels per day', slug: 'barrels-per-day', system: 'US customary',
    source: `${SP_811}.8: barrel (for petroleum, 42 gal); ${US}`, reference: { gnu: 'bbl/day' }, ...fraction(OIL_BARREL, DAY),
  },
  {
    key: 'acre-ft-per-day', abbr: 'ac·ft/d', name: 'Acre-foot per day', plural: 'Acre-feet per day', system: 'US customary',
    source: `${YARD_AND_POUND}: acre-foot = 43,560 ft³ (international foot)`, reference: { gnu: 'acrefoot/day' }, ...fraction(ACRE_FOOT, DAY),
  },
];

export const flow = defineQuantity({ id: 'flow', name: 'Volumetric flow rate', units });
