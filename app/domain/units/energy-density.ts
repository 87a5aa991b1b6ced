import { defineQuantity, fraction } from './define';
import {
  BTU_IT, CAL_IT, CUBIC_FOOT, HOUR, IMPERIAL_GALLON, IMPERIAL_GALLON_SOURCE, IT_SOURCE, US_GALLON, US_GALLON_SOURCE, US_THERM, US_THERM_SOURCE,
} from './constants';
import { SI_ACCEPTED, SI_BROCHURE, SI_PREFIXED, SP_811 } from './sources';
import type { Unit } from './types';

// Energy density: energy per unit of volume, base J/m³. The heating value of a gas (MJ/m³, kWh/m³,
// BTU/ft³, kcal/m³) or a liquid fuel (MJ/L, BTU per US or imperial gallon, MMBtu per barrel), the
// volumetric energy density of a battery (Wh/L). Gallons are the US gallon of 231 in³ and the
// imperial gallon of 4.54609 L; the barrel is the 42-US-gallon petroleum barrel; the therm is the
// US therm of 1.054804 × 10⁸ J that gas utilities bill.
const BARREL = 42 * US_GALLON;

const units: Unit[] = [
  { key: 'J-per-m3', abbr: 'J/m³', name: 'Joule per cubic meter', plural: 'Joules per cubic meter', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'J/m^3' }, factor: 1 },
  { key: 'kJ-per-m3', abbr: 'kJ/m³', name: 'Kilojoule per cubic meter', plural: 'Kilojoules per cubic meter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kJ/m^3' }, factor: 1000 },
  { key: 'MJ-per-m3', abbr: 'MJ/m³', name: 'Megajoule per cubic meter', plural: 'Megajoules per cubic meter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'MJ/m^3' }, factor: 1e6 },
  { key: 'GJ-per-m3', abbr: 'GJ/m³', name: 'Gigajoule per cubic meter', plural: 'Gigajoules per cubic meter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'GJ/m^3' }, factor: 1e9 },
  { key: 'MJ-per-L', abbr: 'MJ/L', name: 'Megajoule per liter', plural: 'Megajoules per liter', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'MJ/l' }, factor: 1e9 },
  { key: 'Wh-per-L', abbr: 'Wh/L', name: 'Watt-hour per liter', plural: 'Watt-hours per liter', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'Wh/l' }, factor: 1000 * HOUR },
  { key: 'kWh-per-L', abbr: 'kWh/L', name: 'Kilowatt-hour per liter', plural: 'Kilowatt-hours per liter', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'kWh/l' }, factor: 1e6 * HOUR },
  { key: 'kWh-per-m3', abbr: 'kWh/m³', name: 'Kilowatt-hour per cubic meter', plural: 'Kilowatt-hours per cubic meter', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'kWh/m^3' }, factor: 1000 * HOUR },
  {
    key: 'kcal-per-m3', abbr: 'kcal/m³', name: 'Kilocalorie (IT) per cubic meter', plural: 'Kilocalories (IT) per cubic meter',
    slug: 'kilocalories-per-cubic-meter', system: 'metric', source: IT_SOURCE, reference: { gnu: 'kcal_IT/m^3' }, factor: 1000 * CAL_IT,
  },
  {
    key: 'cal-per-cm3', abbr: 'cal/cm³', name: 'Calorie (IT) per cubic centimeter', plural: 'Calories (IT) per cubic centimeter',
    slug: 'calories-per-cubic-centimeter', system: 'CGS', source: IT_SOURCE, reference: { gnu: 'cal_IT/cm^3' }, factor: 1e6 * CAL_IT,
  },
  {
    key: 'erg-per-cm3', abbr: 'erg/cm³', name: 'Erg per cubic centimeter', plural: 'Ergs per cubic centimeter', system: 'CGS',
    source: `${SP_811}.8: erg = 10⁻⁷ J`, reference: { gnu: 'erg/cm^3' }, factor: 0.1,
  },
  {
    key: 'BTU-per-ft3', abbr: 'BTU/ft³', name: 'BTU (IT) per cubic foot', plural: 'BTU (IT) per cubic foot', slug: 'btu-per-cubic-foot',
    system: 'US customary', source: IT_SOURCE, reference: { gnu: 'btu_IT/ft^3' }, ...fraction(BTU_IT, CUBIC_FOOT),
  },
  {
    key: 'BTU-per-gal', abbr: 'BTU/gal (US)', name: 'BTU (IT) per US gallon', plural: 'BTU (IT) per US gallon', slug: 'btu-per-us-gallon',
    system: 'US customary', source: `${IT_SOURCE}; ${US_GALLON_SOURCE}`, reference: { gnu: 'btu_IT/usgallon' }, ...fraction(BTU_IT, US_GALLON),
  },
  {
    key: 'BTU-per-gal-imp', abbr: 'BTU/gal (imp)', name: 'BTU (IT) per imperial gallon', plural: 'BTU (IT) per imperial gallon',
    slug: 'btu-per-imperial-gallon', system: 'imperial', source: `${IT_SOURCE}; ${IMPERIAL_GALLON_SOURCE}`, reference: { gnu: 'btu_IT/brgallon' },
    ...fraction(BTU_IT, IMPERIAL_GALLON),
  },
  {
    key: 'MMBTU-per-bbl', abbr: 'MMBtu/bbl', name: 'Million BTU (IT) per barrel', plural: 'Million BTU (IT) per barrel', slug: 'million-btu-per-barrel',
    system: 'US customary', source: `${IT_SOURCE}; petroleum barrel = 42 US gallons (NIST Handbook 44, Appendix C)`,
    reference: { gnu: '1e6 btu_IT/barrel' }, ...fraction(1e6 * BTU_IT, BARREL),
  },
  {
    key: 'therm-per-ft3', abbr: 'thm/ft³', name: 'Therm (US) per cubic foot', plural: 'Therms (US) per cubic foot', slug: 'us-therms-per-cubic-foot',
    system: 'US customary', source: US_THERM_SOURCE, reference: { gnu: 'therm/ft^3' }, ...fraction(US_THERM, CUBIC_FOOT),
  },
  {
    key: 'therm-per-gal', abbr: 'thm/gal (US)', name: 'Therm (US) per US gallon', plural: 'Therms (US) per US gallon', slug: 'us-therms-per-us-gallon',
    system: 'US customary', source: `${US_THERM_SOURCE}; ${US_GALLON_SOURCE}`, reference: { gnu: 'therm/usgallon' }, ...fraction(US_THERM, US_GALLON),
  },
];

export const energyDensity = defineQuantity({ id: 'energy-density', name: 'Energy density', units });
