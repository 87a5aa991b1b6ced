import { defineQuantity, fraction } from './define';
import { BTU_IT, CAL_IT, CUBIC_FOOT, CUBIC_INCH, HOUR, IT_SOURCE } from './constants';
import { SI_ACCEPTED, SI_BROCHURE, SI_PREFIXED, SP_811, STANDARD_GRAVITY, YARD_AND_POUND } from './sources';
import type { Unit } from './types';

// Power density per unit of volume, base W/m³: the heat generated in a reactor core or a
// conductor, the specific output of an engine (hp or kW per liter of displacement, horsepower per
// cubic inch) and the compactness of power electronics and batteries (kW/L, W/in³). Per area (W/m²)
// is heat flux density, another table. The mechanical horsepower is 550 ft·lbf/s, the metric one
// 75 kgf·m/s; the cubic inch 16.387064 cm³ and the cubic foot 0.3048³ m³.
const HP = 745.69987158227022;
const PS = 735.49875;

const units: Unit[] = [
  { key: 'W-per-m3', abbr: 'W/m³', name: 'Watt per cubic meter', plural: 'Watts per cubic meter', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'W/m^3' }, factor: 1 },
  { key: 'kW-per-m3', abbr: 'kW/m³', name: 'Kilowatt per cubic meter', plural: 'Kilowatts per cubic meter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kW/m^3' }, factor: 1000 },
  { key: 'MW-per-m3', abbr: 'MW/m³', name: 'Megawatt per cubic meter', plural: 'Megawatts per cubic meter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'MW/m^3' }, factor: 1e6 },
  { key: 'W-per-cm3', abbr: 'W/cm³', name: 'Watt per cubic centimeter', plural: 'Watts per cubic centimeter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'W/cm^3' }, factor: 1e6 },
  { key: 'W-per-L', abbr: 'W/L', name: 'Watt per liter', plural: 'Watts per liter', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'W/l' }, factor: 1000 },
  { key: 'kW-per-L', abbr: 'kW/L', name: 'Kilowatt per liter', plural: 'Kilowatts per liter', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'kW/l' }, factor: 1e6 },
  {
    key: 'hp-per-L', abbr: 'hp/L', name: 'Horsepower (mechanical) per liter', plural: 'Horsepower (mechanical) per liter', slug: 'horsepower-per-liter',
    system: 'metric', source: `${SP_811}.8: horsepower = 550 ft·lbf/s; ${SI_ACCEPTED}`, reference: { gnu: '(550 ft lbf/s)/l' }, ...fraction(HP, 0.001),
  },
  {
    key: 'PS-per-L', abbr: 'PS/L', name: 'Metric horsepower per liter', plural: 'Metric horsepower per liter', slug: 'metric-horsepower-per-liter',
    system: 'metric', source: `${SP_811}.8: horsepower (metric) = 75 kgf·m/s; ${STANDARD_GRAVITY}`, reference: { gnu: '(75 kgf m/s)/l' }, ...fraction(PS, 0.001),
  },
  {
    key: 'hp-per-in3', abbr: 'hp/in³', name: 'Horsepower (mechanical) per cubic inch', plural: 'Horsepower (mechanical) per cubic inch',
    slug: 'horsepower-per-cubic-inch', system: 'US customary', source: `${SP_811}.8: horsepower = 550 ft·lbf/s; ${YARD_AND_POUND}`,
    reference: { gnu: '(550 ft lbf/s)/in^3' }, ...fraction(HP, CUBIC_INCH),
  },
  {
    key: 'W-per-in3', abbr: 'W/in³', name: 'Watt per cubic inch', plural: 'Watts per cubic inch', system: 'US customary', source: YARD_AND_POUND,
    reference: { gnu: 'W/in^3' }, ...fraction(1, CUBIC_INCH),
  },
  {
    key: 'BTU-per-h-ft3', abbr: 'BTU/(h·ft³)', name: 'BTU (IT) per hour cubic foot', plural: 'BTU (IT) per hour cubic foot', slug: 'btu-per-hour-cubic-foot',
    system: 'US customary', source: IT_SOURCE, reference: { gnu: 'btu_IT/(hr ft^3)' }, ...fraction(BTU_IT, HOUR * CUBIC_FOOT),
  },
  {
    key: 'kcal-per-h-m3', abbr: 'kcal/(h·m³)', name: 'Kilocalorie (IT) per hour cubic meter', plural: 'Kilocalories (IT) per hour cubic meter',
    slug: 'kilocalories-per-hour-cubic-meter', system: 'metric', source: IT_SOURCE, reference: { gnu: 'kcal_IT/(hr m^3)' }, ...fraction(1000 * CAL_IT, HOUR),
  },
  {
    key: 'cal-per-s-cm3', abbr: 'cal/(s·cm³)', name: 'Calorie (IT) per second cubic centimeter', plural: 'Calories (IT) per second cubic centimeter',
    slug: 'calories-per-second-cubic-centimeter', system: 'CGS', source: IT_SOURCE, reference: { gnu: 'cal_IT/(s cm^3)' }, factor: 1e6 * CAL_IT,
  },
  {
    key: 'erg-per-s-cm3', abbr: 'erg/(s·cm³)', name: 'Erg per second cubic centimeter', plural: 'Ergs per second cubic centimeter',
    slug: 'ergs-per-second-cubic-centimeter', system: 'CGS', source: `${SP_811}.8: erg = 10⁻⁷ J`, reference: { gnu: 'erg/(s cm^3)' }, factor: 0.1,
  },
];

export const powerDensity = defineQuantity({ id: 'power-density', name: 'Power density (per volume)', units });
