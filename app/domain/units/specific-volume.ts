import { LB } from './constants';
import { defineQuantity, fraction } from './define';
import { HANDBOOK_44, SI_ACCEPTED, SI_BROCHURE, SI_PREFIXED, SP_811, STANDARD_GRAVITY, YARD_AND_POUND } from './sources';

// Volume per unit mass, the reciprocal of density, on the SI's m³/kg: steam tables and
// thermodynamics (m³/kg, ft³/lb), chemistry (cm³/g), and cargo stowage (m³/t, ft³ per long ton).
// Every customary unit is an exact volume over an exact mass, kept as a fraction:
// 1 ft³ = 0.028316846592 m³, 1 lb = 0.45359237 kg, 1 slug = 1 lbf·s²/ft.
const FT3 = 0.028316846592;
const CUSTOMARY = `${SP_811}.8 (specific volume); ${YARD_AND_POUND}`;
/** 1 slug = 1 lbf·s²/ft = 0.45359237 × 9.80665 / 0.3048 kg. */
const SLUG_KG = (LB * 9.80665) / 0.3048;

export const specificVolume = defineQuantity({
  id: 'specific-volume',
  name: 'Specific volume',
  units: [
    { key: 'm3-per-kg', abbr: 'm³/kg', name: 'Cubic meter per kilogram', plural: 'Cubic meters per kilogram', system: 'SI', source: `${SI_BROCHURE}: specific volume, m³/kg`, reference: { gnu: 'm^3/kg' }, factor: 1 },
    { key: 'cm3-per-g', abbr: 'cm³/g', name: 'Cubic centimeter per gram', plural: 'Cubic centimeters per gram', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'cm^3/g' }, factor: 0.001 },
    { key: 'L-per-kg', abbr: 'L/kg', name: 'Liter per kilogram', plural: 'Liters per kilogram', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'liter/kg' }, factor: 0.001 },
    { key: 'mL-per-g', abbr: 'mL/g', name: 'Milliliter per gram', plural: 'Milliliters per gram', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'mL/g' }, factor: 0.001 },
    { key: 'm3-per-t', abbr: 'm³/t', name: 'Cubic meter per metric ton', plural: 'Cubic meters per metric ton', system: 'metric', source: `${SI_ACCEPTED} (tonne = 1000 kg)`, reference: { gnu: 'm^3/tonne' }, factor: 0.001 },
    { key: 'L-per-g', abbr: 'L/g', name: 'Liter per gram', plural: 'Liters per gram', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'liter/g' }, factor: 1 },
    { key: 'ft3-per-lb', abbr: 'ft³/lb', name: 'Cubic foot per pound', plural: 'Cubic feet per pound', system: 'US customary', source: CUSTOMARY, reference: { gnu: 'ft^3/lb' }, ...fraction(FT3, LB) },
    { key: 'in3-per-lb', abbr: 'in³/lb', name: 'Cubic inch per pound', plural: 'Cubic inches per pound', system: 'US customary', source: CUSTOMARY, reference: { gnu: 'inch^3/lb' }, ...fraction(0.000016387064, LB) },
    {
      key: 'gal-per-lb', abbr: 'gal/lb', name: 'US gallon per pound', plural: 'US gallons per pound', system: 'US customary', source: `${HANDBOOK_44}: 1 gal = 231 in³; ${YARD_AND_POUND}`,
      reference: { gnu: 'usgallon/lb' }, ...fraction(0.003785411784, LB),
    },
    {
      key: 'ukgal-per-lb', abbr: 'UK gal/lb', name: 'Imperial (UK) gallon per pound', plural: 'Imperial (UK) gallons per pound', system: 'imperial',
      source: `UK Weights and Measures Act 1985, Schedule 1: gallon = 4.54609 L; ${YARD_AND_POUND}`, reference: { gnu: 'brgallon/lb' }, ...fraction(0.00454609, LB),
    },
    {
      key: 'ft3-per-slug', abbr: 'ft³/slug', name: 'Cubic foot per slug', plural: 'Cubic feet per slug', system: 'US customary',
      source: `${CUSTOMARY}; slug = 1 lbf·s²/ft; ${STANDARD_GRAVITY}`, reference: { gnu: 'ft^3/slug' }, ...fraction(FT3, SLUG_KG),
    },
    {
      key: 'ft3-per-lt', abbr: 'ft³/LT', name: 'Cubic foot per long ton (stowage)', plural: 'Cubic feet per long ton (stowage)', slug: 'cubic-feet-per-long-ton', system: 'imperial',
      source: `${CUSTOMARY}; long ton = 2240 lb`, reference: { gnu: 'ft^3/longton' }, ...fraction(FT3, 2240 * LB),
    },
  ],
});
