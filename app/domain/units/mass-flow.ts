import { DAY, HOUR, LB, MINUTE } from './constants';
import { defineQuantity, perTimeUnit } from './define';
import { SI_ACCEPTED, SI_BROCHURE, SI_PREFIXED, YARD_AND_POUND } from './sources';
import type { Unit } from './types';

// Mass flow rate: a mass per time, base kg/s. Exact masses (the 1959 pound, its ounce and tons,
// the tonne) over exact times, kept as fractions where the time makes the factor repeat.
const LB_SOURCE = `${YARD_AND_POUND}: lb = 0.45359237 kg`;


const units: Unit[] = [
  perTimeUnit('kg-per-s', 'kg/s', 'Kilogram per second', 'Kilograms per second', 'kg/s', 1, 1, 'SI', SI_BROCHURE),
  perTimeUnit('kg-per-min', 'kg/min', 'Kilogram per minute', 'Kilograms per minute', 'kg/min', 1, MINUTE, 'metric', SI_ACCEPTED),
  perTimeUnit('kg-per-h', 'kg/h', 'Kilogram per hour', 'Kilograms per hour', 'kg/hr', 1, HOUR, 'metric', SI_ACCEPTED),
  perTimeUnit('kg-per-day', 'kg/d', 'Kilogram per day', 'Kilograms per day', 'kg/day', 1, DAY, 'metric', SI_ACCEPTED),
  perTimeUnit('g-per-s', 'g/s', 'Gram per second', 'Grams per second', 'g/s', 0.001, 1, 'SI', SI_PREFIXED),
  perTimeUnit('g-per-min', 'g/min', 'Gram per minute', 'Grams per minute', 'g/min', 0.001, MINUTE, 'metric', SI_ACCEPTED),
  perTimeUnit('g-per-h', 'g/h', 'Gram per hour', 'Grams per hour', 'g/hr', 0.001, HOUR, 'metric', SI_ACCEPTED),
  perTimeUnit('mg-per-s', 'mg/s', 'Milligram per second', 'Milligrams per second', 'mg/s', 0.000001, 1, 'SI', SI_PREFIXED),
  perTimeUnit('t-per-h', 't/h', 'Tonne per hour', 'Tonnes per hour', 'tonne/hr', 1000, HOUR, 'metric', SI_ACCEPTED),
  perTimeUnit('t-per-day', 't/d', 'Tonne per day', 'Tonnes per day', 'tonne/day', 1000, DAY, 'metric', SI_ACCEPTED),
  perTimeUnit('lb-per-s', 'lb/s', 'Pound per second', 'Pounds per second', 'lb/s', LB, 1, 'US customary', LB_SOURCE),
  perTimeUnit('lb-per-min', 'lb/min', 'Pound per minute', 'Pounds per minute', 'lb/min', LB, MINUTE, 'US customary', LB_SOURCE),
  perTimeUnit('lb-per-h', 'lb/h', 'Pound per hour', 'Pounds per hour', 'lb/hr', LB, HOUR, 'US customary', LB_SOURCE),
  perTimeUnit('lb-per-day', 'lb/d', 'Pound per day', 'Pounds per day', 'lb/day', LB, DAY, 'US customary', LB_SOURCE),
  perTimeUnit('oz-per-s', 'oz/s', 'Ounce per second', 'Ounces per second', 'oz/s', LB / 16, 1, 'US customary', `${LB_SOURCE}; oz = 1/16 lb`),
  perTimeUnit('ton-per-h', 'ton/h', 'Short ton per hour', 'Short tons per hour', 'shortton/hr', 2000 * LB, HOUR, 'US customary', `${LB_SOURCE}; short ton = 2,000 lb`),
  perTimeUnit('longton-per-h', 'LT/h', 'Long ton per hour', 'Long tons per hour', 'longton/hr', 2240 * LB, HOUR, 'imperial', `${LB_SOURCE}; long ton = 2,240 lb`),
];

export const massFlow = defineQuantity({ id: 'mass-flow', name: 'Mass flow rate', units });
