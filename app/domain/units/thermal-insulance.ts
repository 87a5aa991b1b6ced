import { defineQuantity, fraction } from './define';
import { BTU_IT, BTU_TH_NUM, BTU_TH_SOURCE, CAL_IT, FT, HOUR, IT_SOURCE } from './constants';
import { SI_BROCHURE, SI_PREFIXED, SP_811 } from './sources';
import type { Unit } from './types';

// Thermal insulance, the R-value: thermal resistance per unit of area, the temperature difference
// that drives one watt through each square meter, base m²·K/W (Canada's and Europe's "RSI", ISO
// 80000-5's thermal insulance). The US R-value is ft²·°F·h/BTU (IT): 0.3048² m² × 5/9 K × 3600 s /
// 1,055.05585262 J; its inverse is the U-value (heat-transfer-coefficient.ts). Clothing and
// bedding have their own units, the clo and the tog.
const units: Unit[] = [
  {
    key: 'm2-K-per-W', abbr: 'm²·K/W', name: 'Square meter kelvin per watt (RSI)', plural: 'Square meter kelvins per watt (RSI)', slug: 'rsi',
    system: 'SI', source: SI_BROCHURE, reference: { gnu: 'm^2 K/W' }, factor: 1,
  },
  {
    key: 'ft2-F-h-per-BTU', abbr: 'ft²·°F·h/BTU', name: 'US R-value', plural: 'US R-value', slug: 'us-r-value',
    system: 'US customary', source: `${IT_SOURCE}; ${SP_811}.9: °F·h·ft²/Btu_IT = 1.761 102 E−01 m²·K/W`, reference: { gnu: 'degF hr ft^2/btu_IT' },
    ...fraction(FT * FT * 5 * HOUR, 9 * BTU_IT),
  },
  {
    key: 'clo', abbr: 'clo', name: 'Clo', plural: 'Clo', slug: 'clo', system: 'other',
    source: `ISO 9920:2007 and ASHRAE 55: 1 clo = 0.155 m²·K/W (${SP_811}.8)`, reference: { gnu: 'clo' }, factor: 0.155,
  },
  {
    key: 'tog', abbr: 'tog', name: 'Tog', plural: 'Togs', system: 'other', source: 'BS 4745: 1 tog = 0.1 m²·K/W', reference: { gnu: 'tog' }, factor: 0.1,
  },
  {
    key: 'm2-K-per-kW', abbr: 'm²·K/kW', name: 'Square meter kelvin per kilowatt', plural: 'Square meter kelvins per kilowatt',
    system: 'SI', source: SI_PREFIXED, reference: { gnu: 'm^2 K/kW' }, factor: 0.001,
  },
  {
    key: 'm2-C-h-per-kcal', abbr: 'm²·°C·h/kcal', name: 'Square meter degree Celsius hour per kilocalorie (IT)',
    plural: 'Square meter degree Celsius hours per kilocalorie (IT)', slug: 'square-meter-celsius-hours-per-kilocalorie', system: 'metric',
    source: IT_SOURCE, reference: { gnu: 'degC hr m^2/kcal_IT' }, ...fraction(HOUR, 1000 * CAL_IT),
  },
  {
    key: 'ft2-F-h-per-BTUth', abbr: 'ft²·°F·h/BTU_th', name: 'Square foot degree Fahrenheit hour per BTU (thermochemical)',
    plural: 'Square foot degree Fahrenheit hours per BTU (thermochemical)', slug: 'square-foot-fahrenheit-hours-per-thermochemical-btu',
    system: 'US customary', source: BTU_TH_SOURCE, reference: { gnu: 'degF hr ft^2/btu_th' }, ...fraction(FT * FT * 5 * HOUR, BTU_TH_NUM),
  },
  {
    key: 'cm2-C-s-per-cal', abbr: 'cm²·°C·s/cal', name: 'Square centimeter degree Celsius second per calorie (IT)',
    plural: 'Square centimeter degree Celsius seconds per calorie (IT)', slug: 'square-centimeter-celsius-seconds-per-calorie', system: 'CGS',
    source: IT_SOURCE, reference: { gnu: 'degC s cm^2/cal_IT' }, ...fraction(0.0001, CAL_IT),
  },
];

export const thermalInsulance = defineQuantity({ id: 'thermal-insulance', name: 'Thermal insulance (R-value)', units });
