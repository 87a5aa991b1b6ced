import { defineQuantity, fraction } from './define';
import { BTU_IT, BTU_TH_NUM, BTU_TH_SOURCE, CAL_IT, CAL_TH, FT, HOUR, IT_SOURCE, TH_SOURCE } from './constants';
import { SI_BROCHURE, SI_PREFIXED } from './sources';
import type { Unit } from './types';

// The heat transfer coefficient: heat flux per degree of temperature difference, base W/(m²·K).
// It is the film coefficient h of convection and boiling, and the overall coefficient, the
// U-value, of a wall or a window (the inverse of its total R-value, thermal-insulance.ts). The
// degree is an interval: °C = K, °F = 5/9 K; the thermochemical BTU's own 5/9 cancels the degree's.
const C = `${SI_BROCHURE}, §2.3.1: a difference of 1 °C equals 1 K`;

const units: Unit[] = [
  {
    key: 'W-per-m2-K', abbr: 'W/(m²·K)', name: 'Watt per square meter kelvin', plural: 'Watts per square meter kelvin', system: 'SI',
    source: SI_BROCHURE, reference: { gnu: 'W/(m^2 K)' }, factor: 1,
  },
  {
    key: 'W-per-m2-C', abbr: 'W/(m²·°C)', name: 'Watt per square meter degree Celsius', plural: 'Watts per square meter degree Celsius',
    slug: 'watts-per-square-meter-celsius', system: 'SI', source: C, reference: { gnu: 'W/(m^2 degC)' }, factor: 1,
  },
  {
    key: 'kW-per-m2-K', abbr: 'kW/(m²·K)', name: 'Kilowatt per square meter kelvin', plural: 'Kilowatts per square meter kelvin', system: 'SI',
    source: SI_PREFIXED, reference: { gnu: 'kW/(m^2 K)' }, factor: 1000,
  },
  {
    key: 'W-per-cm2-K', abbr: 'W/(cm²·K)', name: 'Watt per square centimeter kelvin', plural: 'Watts per square centimeter kelvin', system: 'SI',
    source: SI_PREFIXED, reference: { gnu: 'W/(cm^2 K)' }, factor: 10000,
  },
  {
    key: 'BTU-per-h-ft2-F', abbr: 'BTU/(h·ft²·°F)', name: 'BTU (IT) per hour square foot degree Fahrenheit',
    plural: 'BTU (IT) per hour square foot degree Fahrenheit', slug: 'btu-per-hour-square-foot-fahrenheit', system: 'US customary',
    source: IT_SOURCE, reference: { gnu: 'btu_IT/(hr ft^2 degF)' }, ...fraction(9 * BTU_IT, 5 * HOUR * FT * FT),
  },
  {
    key: 'BTUth-per-h-ft2-F', abbr: 'BTU_th/(h·ft²·°F)', name: 'BTU (thermochemical) per hour square foot degree Fahrenheit',
    plural: 'BTU (thermochemical) per hour square foot degree Fahrenheit', slug: 'thermochemical-btu-per-hour-square-foot-fahrenheit',
    system: 'US customary', source: BTU_TH_SOURCE, reference: { gnu: 'btu_th/(hr ft^2 degF)' }, ...fraction(BTU_TH_NUM, 5 * HOUR * FT * FT),
  },
  {
    key: 'BTU-per-s-ft2-F', abbr: 'BTU/(s·ft²·°F)', name: 'BTU (IT) per second square foot degree Fahrenheit',
    plural: 'BTU (IT) per second square foot degree Fahrenheit', slug: 'btu-per-second-square-foot-fahrenheit', system: 'US customary',
    source: IT_SOURCE, reference: { gnu: 'btu_IT/(s ft^2 degF)' }, ...fraction(9 * BTU_IT, 5 * FT * FT),
  },
  {
    key: 'kcal-per-h-m2-C', abbr: 'kcal/(h·m²·°C)', name: 'Kilocalorie (IT) per hour square meter degree Celsius',
    plural: 'Kilocalories (IT) per hour square meter degree Celsius', slug: 'kilocalories-per-hour-square-meter-celsius', system: 'metric',
    source: IT_SOURCE, reference: { gnu: 'kcal_IT/(hr m^2 degC)' }, ...fraction(1000 * CAL_IT, HOUR),
  },
  {
    key: 'cal-per-s-cm2-C', abbr: 'cal/(s·cm²·°C)', name: 'Calorie (IT) per second square centimeter degree Celsius',
    plural: 'Calories (IT) per second square centimeter degree Celsius', slug: 'calories-per-second-square-centimeter-celsius', system: 'CGS',
    source: IT_SOURCE, reference: { gnu: 'cal_IT/(s cm^2 degC)' }, factor: 10000 * CAL_IT,
  },
  {
    key: 'calth-per-s-cm2-C', abbr: 'cal_th/(s·cm²·°C)', name: 'Calorie (thermochemical) per second square centimeter degree Celsius',
    plural: 'Calories (thermochemical) per second square centimeter degree Celsius',
    slug: 'thermochemical-calories-per-second-square-centimeter-celsius', system: 'CGS', source: TH_SOURCE,
    reference: { gnu: 'cal_th/(s cm^2 degC)' }, factor: 10000 * CAL_TH,
  },
];

export const heatTransferCoefficient = defineQuantity({ id: 'heat-transfer-coefficient', name: 'Heat transfer coefficient', units });
