import { defineQuantity, fraction } from './define';
import { HANDBOOK_44, SP_811, YARD_AND_POUND } from './sources';
import type { Unit } from './types';

// Fuel economy: the base is fuel used per distance (L/100 km). Distance-per-fuel units (mpg, km/L)
// are its reciprocal: L/100 km = numerator / (denominator × value), with the mile (1.609344 km,
// 1959) and the gallon (US 3.785411784 L, imperial 4.54609 L) exact. Fuel-per-distance units are
// linear. A reciprocal unit's reference is fuel per distance in GNU units' syntax, divided by the
// value the test appends (`usgallon/mi/(30)`).
const MILE_KM = 1.609344;
const US_GAL_L = 3.785411784;
const UK_GAL_L = 4.54609;
const US = `${SP_811}.9 (fuel economy); ${HANDBOOK_44}: gallon 231 in³; ${YARD_AND_POUND}: mile 1.609344 km`;
const UK = `UK Weights and Measures Act 1985, Schedule 1: gallon 4.54609 L; ${YARD_AND_POUND}: mile 1.609344 km`;
const METRIC = 'ISO 80000-1 notation of a quotient; SI Brochure (9th ed., 2019), Table 8: liter';
// Pair tables list what drivers look up, cars from about 3 to 20 L/100 km (12 to 80 mpg), in each
// unit's round numbers, instead of 0.25…100, which in mpg or km/L is no car at all.
const GAL_PER_100_MI = [1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 6, 7, 8, 10];

const units: Unit[] = [
  {
    key: 'L-per-100km', abbr: 'L/100 km', name: 'Liter per 100 kilometers', plural: 'Liters per 100 kilometers', system: 'metric',
    source: METRIC, reference: { gnu: 'l/(100 km)' }, factor: 1,
    tableValues: [3, 4, 4.5, 5, 5.5, 6, 6.5, 7, 7.5, 8, 8.5, 9, 10, 11, 12, 13, 14, 15, 20],
  },
  {
    key: 'mpg', abbr: 'mpg (US)', name: 'Mile per US gallon', plural: 'Miles per US gallon', slug: 'mpg', system: 'US customary',
    source: US, reference: { gnu: 'usgallon/mi/' }, scale: { kind: 'reciprocal', numerator: 100 * US_GAL_L, denominator: MILE_KM },
    tableValues: [10, 15, 18, 20, 22, 24, 25, 26, 28, 30, 32, 35, 38, 40, 45, 50, 55, 60],
  },
  {
    key: 'mpg-imp', abbr: 'mpg (imp)', name: 'Mile per imperial gallon', plural: 'Miles per imperial gallon', slug: 'mpg-imperial',
    system: 'imperial', source: UK, reference: { gnu: 'brgallon/mi/' },
    scale: { kind: 'reciprocal', numerator: 100 * UK_GAL_L, denominator: MILE_KM },
    tableValues: [15, 20, 25, 30, 32, 35, 38, 40, 42, 45, 48, 50, 55, 60, 65, 70],
  },
  {
    key: 'km-per-L', abbr: 'km/L', name: 'Kilometer per liter', plural: 'Kilometers per liter', slug: 'km-per-liter', system: 'metric',
    source: METRIC, reference: { gnu: 'l/km/' }, scale: { kind: 'reciprocal', numerator: 100, denominator: 1 },
    tableValues: [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 18, 20, 22, 25, 30],
  },
  {
    key: 'L-per-km', abbr: 'L/km', name: 'Liter per kilometer', plural: 'Liters per kilometer', system: 'metric',
    source: METRIC, reference: { gnu: 'l/km' }, factor: 100,
    tableValues: [0.04, 0.05, 0.06, 0.07, 0.08, 0.09, 0.1, 0.12, 0.15, 0.2],
  },
  {
    key: 'mi-per-L', abbr: 'mi/L', name: 'Mile per liter', plural: 'Miles per liter', system: 'other',
    source: US, reference: { gnu: 'l/mi/' }, scale: { kind: 'reciprocal', numerator: 100, denominator: MILE_KM },
    tableValues: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 16, 18, 20],
  },
  {
    key: 'km-per-usgal', abbr: 'km/gal (US)', name: 'Kilometer per US gallon', plural: 'Kilometers per US gallon', system: 'other',
    source: US, reference: { gnu: 'usgallon/km/' }, scale: { kind: 'reciprocal', numerator: 100 * US_GAL_L, denominator: 1 },
    tableValues: [15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 70, 80, 90, 100],
  },
  {
    key: 'usgal-per-100mi', abbr: 'gal (US)/100 mi', name: 'US gallon per 100 miles', plural: 'US gallons per 100 miles',
    system: 'US customary', source: US, reference: { gnu: 'usgallon/(100 mi)' }, ...fraction(US_GAL_L, MILE_KM),
    tableValues: GAL_PER_100_MI,
  },
  {
    key: 'ukgal-per-100mi', abbr: 'gal (imp)/100 mi', name: 'Imperial gallon per 100 miles', plural: 'Imperial gallons per 100 miles',
    system: 'imperial', source: UK, reference: { gnu: 'brgallon/(100 mi)' }, ...fraction(UK_GAL_L, MILE_KM),
    tableValues: GAL_PER_100_MI,
  },
  {
    key: 'usgal-per-mi', abbr: 'gal (US)/mi', name: 'US gallon per mile', plural: 'US gallons per mile',
    system: 'US customary', source: US, reference: { gnu: 'usgallon/mi' }, ...fraction(100 * US_GAL_L, MILE_KM),
    tableValues: [0.015, 0.02, 0.025, 0.03, 0.035, 0.04, 0.05, 0.06, 0.07, 0.08, 0.1],
  },
  {
    key: 'L-per-100mi', abbr: 'L/100 mi', name: 'Liter per 100 miles', plural: 'Liters per 100 miles', system: 'other',
    source: US, reference: { gnu: 'l/(100 mi)' }, ...fraction(1, MILE_KM),
    tableValues: [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 18, 20, 25],
  },
];

// No vehicle makes fuel as it goes: below 0 (in every unit, reciprocal ones keep the sign) it warns.
export const fuelEconomy = defineQuantity({
  id: 'fuel-economy',
  name: 'Fuel economy',
  units,
  floor: { base: 0 },
});
