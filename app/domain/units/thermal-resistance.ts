import { defineQuantity, fraction } from './define';
import { BTU_IT, BTU_TH_NUM, BTU_TH_SOURCE, CAL_IT, CAL_TH, FAHRENHEIT_SOURCE, HOUR, IT_SOURCE, TH_SOURCE } from './constants';
import { SI_BROCHURE, SI_PREFIXED } from './sources';
import type { Unit } from './types';

// Thermal resistance of a whole object (a heat sink, a wall of a given size, a pipe's insulation):
// the temperature difference needed to drive one unit of heat flow through it, base K/W. Per area it
// is thermal insulance, the R-value (thermal-insulance.ts). The degree is an interval: °C = K and
// °F = 5/9 K. The thermochemical BTU carries 5/9 in its own definition, so °F/BTU_th is exactly
// 1/(4.184 J/g × 453.59237 g) K/J.
const units: Unit[] = [
  { key: 'K-per-W', abbr: 'K/W', name: 'Kelvin per watt', plural: 'Kelvins per watt', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'K/W' }, factor: 1 },
  {
    key: 'C-per-W', abbr: '°C/W', name: 'Degree Celsius per watt', plural: 'Degrees Celsius per watt', slug: 'celsius-degrees-per-watt', system: 'SI',
    source: `${SI_BROCHURE}, §2.3.1: a difference of 1 °C equals 1 K`, reference: { gnu: 'degC/W' }, factor: 1,
  },
  { key: 'K-per-kW', abbr: 'K/kW', name: 'Kelvin per kilowatt', plural: 'Kelvins per kilowatt', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'K/kW' }, factor: 0.001 },
  {
    key: 'F-per-W', abbr: '°F/W', name: 'Degree Fahrenheit per watt', plural: 'Degrees Fahrenheit per watt', slug: 'fahrenheit-degrees-per-watt',
    system: 'US customary', source: FAHRENHEIT_SOURCE, reference: { gnu: 'degF/W' }, ...fraction(5, 9),
  },
  {
    key: 'F-h-per-BTU', abbr: '°F·h/BTU', name: 'Degree Fahrenheit hour per BTU (IT)', plural: 'Degree Fahrenheit hours per BTU (IT)',
    slug: 'fahrenheit-hours-per-btu', system: 'US customary', source: IT_SOURCE, reference: { gnu: 'degF hr/btu_IT' }, ...fraction(5 * HOUR, 9 * BTU_IT),
  },
  {
    key: 'F-h-per-BTUth', abbr: '°F·h/BTU_th', name: 'Degree Fahrenheit hour per BTU (thermochemical)',
    plural: 'Degree Fahrenheit hours per BTU (thermochemical)', slug: 'fahrenheit-hours-per-thermochemical-btu', system: 'US customary',
    source: BTU_TH_SOURCE, reference: { gnu: 'degF hr/btu_th' }, ...fraction(5 * HOUR, BTU_TH_NUM),
  },
  {
    key: 'F-s-per-BTU', abbr: '°F·s/BTU', name: 'Degree Fahrenheit second per BTU (IT)', plural: 'Degree Fahrenheit seconds per BTU (IT)',
    slug: 'fahrenheit-seconds-per-btu', system: 'US customary', source: IT_SOURCE, reference: { gnu: 'degF s/btu_IT' }, ...fraction(5, 9 * BTU_IT),
  },
  {
    key: 'F-s-per-BTUth', abbr: '°F·s/BTU_th', name: 'Degree Fahrenheit second per BTU (thermochemical)',
    plural: 'Degree Fahrenheit seconds per BTU (thermochemical)', slug: 'fahrenheit-seconds-per-thermochemical-btu', system: 'US customary',
    source: BTU_TH_SOURCE, reference: { gnu: 'degF s/btu_th' }, ...fraction(5, BTU_TH_NUM),
  },
  {
    key: 'C-h-per-kcal', abbr: '°C·h/kcal', name: 'Degree Celsius hour per kilocalorie (IT)', plural: 'Degree Celsius hours per kilocalorie (IT)',
    slug: 'celsius-hours-per-kilocalorie', system: 'metric', source: IT_SOURCE, reference: { gnu: 'degC hr/kcal_IT' }, ...fraction(HOUR, 1000 * CAL_IT),
  },
  {
    key: 'C-s-per-cal', abbr: '°C·s/cal', name: 'Degree Celsius second per calorie (IT)', plural: 'Degree Celsius seconds per calorie (IT)',
    slug: 'celsius-seconds-per-calorie', system: 'CGS', source: IT_SOURCE, reference: { gnu: 'degC s/cal_IT' }, ...fraction(1, CAL_IT),
  },
  {
    key: 'C-s-per-calth', abbr: '°C·s/cal_th', name: 'Degree Celsius second per calorie (thermochemical)',
    plural: 'Degree Celsius seconds per calorie (thermochemical)', slug: 'celsius-seconds-per-thermochemical-calorie', system: 'CGS',
    source: TH_SOURCE, reference: { gnu: 'degC s/cal_th' }, ...fraction(1, CAL_TH),
  },
];

export const thermalResistance = defineQuantity({ id: 'thermal-resistance', name: 'Thermal resistance', units });
