import { defineQuantity, fraction } from './define';
import { BTU_IT, BTU_TH_NUM, BTU_TH_SOURCE, CAL_IT, CAL_TH, FT, HOUR, IT_SOURCE, TH_SOURCE } from './constants';
import { SI_ACCEPTED, SI_BROCHURE, SI_PREFIXED, SP_811 } from './sources';
import type { Unit } from './types';

// Heat density: energy received or delivered per unit of area, base J/m². It is the solar
// engineer's insolation (kWh/m², MJ/m²), the meteorologist's langley (one thermochemical calorie
// per square centimeter), the arc-flash incident energy in cal/cm² (thermochemical, as IEEE 1584
// and NFPA 70E count it), and the fluence or dose of lasers and UV lamps (J/cm², mJ/cm²).
const units: Unit[] = [
  { key: 'J-per-m2', abbr: 'J/m²', name: 'Joule per square meter', plural: 'Joules per square meter', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'J/m^2' }, factor: 1 },
  { key: 'kJ-per-m2', abbr: 'kJ/m²', name: 'Kilojoule per square meter', plural: 'Kilojoules per square meter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kJ/m^2' }, factor: 1000 },
  { key: 'MJ-per-m2', abbr: 'MJ/m²', name: 'Megajoule per square meter', plural: 'Megajoules per square meter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'MJ/m^2' }, factor: 1e6 },
  { key: 'J-per-cm2', abbr: 'J/cm²', name: 'Joule per square centimeter', plural: 'Joules per square centimeter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'J/cm^2' }, factor: 10000 },
  { key: 'mJ-per-cm2', abbr: 'mJ/cm²', name: 'Millijoule per square centimeter', plural: 'Millijoules per square centimeter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'mJ/cm^2' }, factor: 10 },
  { key: 'Wh-per-m2', abbr: 'Wh/m²', name: 'Watt-hour per square meter', plural: 'Watt-hours per square meter', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'Wh/m^2' }, factor: HOUR },
  { key: 'kWh-per-m2', abbr: 'kWh/m²', name: 'Kilowatt-hour per square meter', plural: 'Kilowatt-hours per square meter', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'kWh/m^2' }, factor: 1000 * HOUR },
  {
    key: 'langley', abbr: 'Ly', name: 'Langley', plural: 'Langleys', system: 'CGS', source: `${SP_811}.8: langley (cal_th/cm²) = 4.184 E+04 J/m²`,
    reference: { gnu: 'langley' }, factor: 41840,
  },
  {
    key: 'calth-per-cm2', abbr: 'cal_th/cm²', name: 'Calorie (thermochemical) per square centimeter', plural: 'Calories (thermochemical) per square centimeter',
    slug: 'thermochemical-calories-per-square-centimeter', system: 'CGS', source: TH_SOURCE, reference: { gnu: 'cal_th/cm^2' }, factor: 10000 * CAL_TH,
  },
  {
    key: 'cal-per-cm2', abbr: 'cal/cm²', name: 'Calorie (IT) per square centimeter', plural: 'Calories (IT) per square centimeter',
    slug: 'calories-per-square-centimeter', system: 'CGS', source: IT_SOURCE, reference: { gnu: 'cal_IT/cm^2' }, factor: 10000 * CAL_IT,
  },
  {
    key: 'erg-per-cm2', abbr: 'erg/cm²', name: 'Erg per square centimeter', plural: 'Ergs per square centimeter', system: 'CGS',
    source: `${SP_811}.8: erg = 10⁻⁷ J`, reference: { gnu: 'erg/cm^2' }, factor: 0.001,
  },
  {
    key: 'BTU-per-ft2', abbr: 'BTU/ft²', name: 'BTU (IT) per square foot', plural: 'BTU (IT) per square foot', slug: 'btu-per-square-foot',
    system: 'US customary', source: IT_SOURCE, reference: { gnu: 'btu_IT/ft^2' }, ...fraction(BTU_IT, FT * FT),
  },
  {
    key: 'BTUth-per-ft2', abbr: 'BTU_th/ft²', name: 'BTU (thermochemical) per square foot', plural: 'BTU (thermochemical) per square foot',
    slug: 'thermochemical-btu-per-square-foot', system: 'US customary', source: BTU_TH_SOURCE, reference: { gnu: 'btu_th/ft^2' },
    ...fraction(BTU_TH_NUM, 9 * FT * FT),
  },
];

export const heatDensity = defineQuantity({ id: 'heat-density', name: 'Heat density', units });
