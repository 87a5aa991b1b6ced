import { defineQuantity, fraction } from './define';
import { BTU_TH_SOURCE, CAL_IT, CAL_TH, HOUR, IT_SOURCE, TH_SOURCE } from './constants';
import { SI_ACCEPTED, SI_BROCHURE, SI_PREFIXED, SP_811, STANDARD_GRAVITY, YARD_AND_POUND } from './sources';
import type { Unit } from './types';

// Specific energy: energy per unit of mass, base J/kg. The heating value of a fuel (MJ/kg, BTU/lb,
// kcal/kg, MMBtu per short ton of coal), the energy stored in a battery (Wh/kg), the energy in food
// (kJ/g, kcal/g) and the specific energy used to make a product (kWh/t). The IT BTU was chosen in
// 1956 so that 1 BTU/lb is exactly 2.326 kJ/kg, hence MMBtu per short ton (2,000 lb) is exactly
// 1.163 MJ/kg. The thermochemical BTU per pound is 4.184 J/g × 5/9, as its definition says.
const BTU_PER_LB = `${IT_SOURCE}; 1 Btu_IT/lb = 2.326 kJ/kg exactly (5th International Conference on the Properties of Steam, London, 1956)`;

const units: Unit[] = [
  { key: 'J-per-kg', abbr: 'J/kg', name: 'Joule per kilogram', plural: 'Joules per kilogram', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'J/kg' }, factor: 1 },
  { key: 'kJ-per-kg', abbr: 'kJ/kg', name: 'Kilojoule per kilogram', plural: 'Kilojoules per kilogram', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kJ/kg' }, factor: 1000 },
  { key: 'MJ-per-kg', abbr: 'MJ/kg', name: 'Megajoule per kilogram', plural: 'Megajoules per kilogram', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'MJ/kg' }, factor: 1e6 },
  { key: 'J-per-g', abbr: 'J/g', name: 'Joule per gram', plural: 'Joules per gram', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'J/g' }, factor: 1000 },
  { key: 'kJ-per-g', abbr: 'kJ/g', name: 'Kilojoule per gram', plural: 'Kilojoules per gram', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kJ/g' }, factor: 1e6 },
  { key: 'GJ-per-t', abbr: 'GJ/t', name: 'Gigajoule per tonne', plural: 'Gigajoules per tonne', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'GJ/tonne' }, factor: 1e6 },
  { key: 'Wh-per-kg', abbr: 'Wh/kg', name: 'Watt-hour per kilogram', plural: 'Watt-hours per kilogram', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'Wh/kg' }, factor: HOUR },
  { key: 'kWh-per-kg', abbr: 'kWh/kg', name: 'Kilowatt-hour per kilogram', plural: 'Kilowatt-hours per kilogram', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'kWh/kg' }, factor: 1000 * HOUR },
  { key: 'kWh-per-t', abbr: 'kWh/t', name: 'Kilowatt-hour per tonne', plural: 'Kilowatt-hours per tonne', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'kWh/tonne' }, factor: HOUR },
  {
    key: 'kcal-per-kg', abbr: 'kcal/kg', name: 'Kilocalorie (IT) per kilogram', plural: 'Kilocalories (IT) per kilogram', slug: 'kilocalories-per-kilogram',
    system: 'metric', source: IT_SOURCE, reference: { gnu: 'kcal_IT/kg' }, factor: 1000 * CAL_IT,
  },
  {
    key: 'kcalth-per-g', abbr: 'kcal_th/g', name: 'Food kilocalorie (thermochemical) per gram', plural: 'Food kilocalories (thermochemical) per gram',
    slug: 'food-kilocalories-per-gram', system: 'metric', source: `${TH_SOURCE}; the food Calorie is 1 kcal_th = 4.184 kJ (FAO, 2003)`,
    reference: { gnu: '1000 cal_th/g' }, factor: 1e6 * CAL_TH,
  },
  {
    key: 'cal-per-g', abbr: 'cal/g', name: 'Calorie (IT) per gram', plural: 'Calories (IT) per gram', slug: 'calories-per-gram', system: 'CGS',
    source: IT_SOURCE, reference: { gnu: 'cal_IT/g' }, factor: 1000 * CAL_IT,
  },
  {
    key: 'calth-per-g', abbr: 'cal_th/g', name: 'Calorie (thermochemical) per gram', plural: 'Calories (thermochemical) per gram',
    slug: 'thermochemical-calories-per-gram', system: 'CGS', source: TH_SOURCE, reference: { gnu: 'cal_th/g' }, factor: 1000 * CAL_TH,
  },
  { key: 'erg-per-g', abbr: 'erg/g', name: 'Erg per gram', plural: 'Ergs per gram', system: 'CGS', source: `${SP_811}.8: erg = 10⁻⁷ J`, reference: { gnu: 'erg/g' }, factor: 0.0001 },
  {
    key: 'BTU-per-lb', abbr: 'BTU/lb', name: 'BTU (IT) per pound', plural: 'BTU (IT) per pound', slug: 'btu-per-pound', system: 'US customary',
    source: BTU_PER_LB, reference: { gnu: 'btu_IT/lb' }, factor: 2326,
  },
  {
    key: 'BTUth-per-lb', abbr: 'BTU_th/lb', name: 'BTU (thermochemical) per pound', plural: 'BTU (thermochemical) per pound',
    slug: 'thermochemical-btu-per-pound', system: 'US customary', source: BTU_TH_SOURCE, reference: { gnu: 'btu_th/lb' }, ...fraction(4184 * 5, 9),
  },
  {
    key: 'MMBTU-per-ton', abbr: 'MMBtu/ton', name: 'Million BTU (IT) per short ton', plural: 'Million BTU (IT) per short ton',
    slug: 'million-btu-per-short-ton', system: 'US customary', source: `${BTU_PER_LB}; short ton = 2,000 lb (NIST Handbook 44, Appendix C)`,
    reference: { gnu: '1e6 btu_IT/shortton' }, factor: 1163000,
  },
  {
    key: 'ft-lbf-per-lb', abbr: 'ft·lbf/lb', name: 'Foot-pound-force per pound', plural: 'Foot-pounds-force per pound', system: 'US customary',
    source: `${YARD_AND_POUND}; ${STANDARD_GRAVITY}: 1 ft·lbf/lb = 0.3048 m × 9.80665 m/s²`, reference: { gnu: 'ft lbf/lb' }, factor: 2.98906692,
  },
];

export const specificEnergy = defineQuantity({ id: 'specific-energy', name: 'Specific energy', units });
