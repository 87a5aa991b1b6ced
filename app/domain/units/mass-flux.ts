import { DAY, HOUR, LB } from './constants';
import { defineQuantity, fraction } from './define';
import { SI_ACCEPTED, SI_BROCHURE, SI_PREFIXED, YARD_AND_POUND } from './sources';
import type { Unit } from './types';

// Mass flux (mass flux density): a mass crossing a unit of area per unit of time, base kg/(m²·s).
// Metric units are SI masses over SI areas and the accepted hour and day; customary ones rest on
// the 1959 pound and inch (lb = 0.45359237 kg, grain = 1/7000 lb = 64.79891 mg, in = 0.0254 m).
// The water-vapor transmission rates of ASTM E96 and F1249 (grains per hour per square foot, grams
// per 100 square inches per day) are mass fluxes too. Repeating factors are kept as fractions.
const GRAIN = 0.00006479891;
const FT2 = 0.09290304;
const IN2_100 = 0.064516;
const LB_SOURCE = `${YARD_AND_POUND}: lb = 0.45359237 kg, ft = 0.3048 m`;
const WVT = 'ASTM E96 and F1249 (water-vapor transmission rate)';

const units: Unit[] = [
  { key: 'kg-per-m2-s', abbr: 'kg/(m²·s)', name: 'Kilogram per square meter second', plural: 'Kilograms per square meter second', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'kg/(m^2 s)' }, factor: 1 },
  { key: 'kg-per-m2-h', abbr: 'kg/(m²·h)', name: 'Kilogram per square meter hour', plural: 'Kilograms per square meter hour', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'kg/(m^2 hr)' }, ...fraction(1, HOUR) },
  { key: 'kg-per-m2-day', abbr: 'kg/(m²·d)', name: 'Kilogram per square meter day', plural: 'Kilograms per square meter day', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'kg/(m^2 day)' }, ...fraction(1, DAY) },
  { key: 'g-per-m2-s', abbr: 'g/(m²·s)', name: 'Gram per square meter second', plural: 'Grams per square meter second', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'g/(m^2 s)' }, factor: 0.001 },
  { key: 'g-per-m2-h', abbr: 'g/(m²·h)', name: 'Gram per square meter hour', plural: 'Grams per square meter hour', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'g/(m^2 hr)' }, ...fraction(0.001, HOUR) },
  { key: 'g-per-m2-day', abbr: 'g/(m²·d)', name: 'Gram per square meter day', plural: 'Grams per square meter day', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'g/(m^2 day)' }, ...fraction(0.001, DAY) },
  { key: 'ug-per-m2-h', abbr: 'μg/(m²·h)', name: 'Microgram per square meter hour', plural: 'Micrograms per square meter hour', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'microgram/(m^2 hr)' }, ...fraction(1e-9, HOUR) },
  { key: 'g-per-cm2-s', abbr: 'g/(cm²·s)', name: 'Gram per square centimeter second', plural: 'Grams per square centimeter second', system: 'CGS', source: SI_PREFIXED, reference: { gnu: 'g/(cm^2 s)' }, factor: 10 },
  {
    key: 'lb-per-ft2-s', abbr: 'lb/(ft²·s)', name: 'Pound per square foot second', plural: 'Pounds per square foot second', system: 'US customary',
    source: LB_SOURCE, reference: { gnu: 'lb/(ft^2 s)' }, ...fraction(LB, FT2),
  },
  {
    key: 'lb-per-ft2-min', abbr: 'lb/(ft²·min)', name: 'Pound per square foot minute', plural: 'Pounds per square foot minute', system: 'US customary',
    source: LB_SOURCE, reference: { gnu: 'lb/(ft^2 min)' }, ...fraction(LB, FT2 * 60),
  },
  {
    key: 'lb-per-ft2-h', abbr: 'lb/(ft²·h)', name: 'Pound per square foot hour', plural: 'Pounds per square foot hour', system: 'US customary',
    source: LB_SOURCE, reference: { gnu: 'lb/(ft^2 hr)' }, ...fraction(LB, FT2 * HOUR),
  },
  {
    key: 'gr-per-ft2-h', abbr: 'gr/(ft²·h)', name: 'Grain per square foot hour', plural: 'Grains per square foot hour', system: 'US customary',
    source: `${LB_SOURCE}; grain = 1/7000 lb; ${WVT}`, reference: { gnu: 'grain/(ft^2 hr)' }, ...fraction(GRAIN, FT2 * HOUR),
  },
  {
    key: 'g-per-100in2-day', abbr: 'g/(100 in²·d)', name: 'Gram per 100 square inches day', plural: 'Grams per 100 square inches day', slug: 'grams-per-100-square-inches-day',
    system: 'US customary', source: `${YARD_AND_POUND}: in = 0.0254 m; ${WVT}`, reference: { gnu: 'g/(100 in^2 day)' }, ...fraction(0.001, IN2_100 * DAY),
  },
];

export const massFlux = defineQuantity({ id: 'mass-flux', name: 'Mass flux', units });
