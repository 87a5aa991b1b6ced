import { defineQuantity } from './define';
import { HANDBOOK_44, SI_ACCEPTED, SI_BROCHURE, SI_PREFIXED, YARD_AND_POUND } from './sources';

// US customary measures are exact (1 gal = 231 in³). The UK gallon, fluid
// ounce and cup come after SPEC's table, as DECISIONS "Numbers" appends them.
const US_LIQUID = `${HANDBOOK_44}: 1 gal = 231 in³`;

export const volume = defineQuantity({
  id: 'volume',
  name: 'Volume',
  units: [
    { key: 'm3', abbr: 'm³', name: 'Cubic meter', plural: 'Cubic meters', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'm^3' }, factor: 1 },
    { key: 'L', abbr: 'L', name: 'Liter', plural: 'Liters', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'liter' }, factor: 0.001 },
    { key: 'mL', abbr: 'mL', name: 'Milliliter', plural: 'Milliliters', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'milliliter' }, factor: 0.000001 },
    { key: 'cm3', abbr: 'cm³', name: 'Cubic centimeter', plural: 'Cubic centimeters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'cm^3' }, factor: 0.000001 },
    { key: 'ft3', abbr: 'ft³', name: 'Cubic foot', plural: 'Cubic feet', system: 'US customary', source: YARD_AND_POUND, reference: { gnu: 'ft^3' }, factor: 0.028316846592 },
    { key: 'gal', abbr: 'gal', name: 'US gallon', plural: 'US gallons', system: 'US customary', source: US_LIQUID, reference: { gnu: 'usgallon' }, factor: 0.003785411784 },
    { key: 'qt', abbr: 'qt', name: 'US quart', plural: 'US quarts', system: 'US customary', source: `${US_LIQUID}; 1 qt = 1/4 gal`, reference: { gnu: 'usquart' }, factor: 0.000946352946 },
    { key: 'pt', abbr: 'pt', name: 'US pint', plural: 'US pints', system: 'US customary', source: `${US_LIQUID}; 1 pt = 1/8 gal`, reference: { gnu: 'uspint' }, factor: 0.000473176473 },
    {
      key: 'ukgal', abbr: 'UK gal', name: 'Imperial (UK) gallon', plural: 'Imperial (UK) gallons', system: 'imperial',
      source: 'UK Weights and Measures Act 1985, Schedule 1: 4.54609 L', reference: { gnu: 'brgallon' }, factor: 0.00454609,
    },
    {
      key: 'floz', abbr: 'fl oz', name: 'US fluid ounce', plural: 'US fluid ounces', system: 'US customary', source: `${US_LIQUID}; 1 fl oz = 1/128 gal`,
      reference: { gnu: 'usfloz' }, factor: 0.0000295735295625,
    },
    { key: 'cup', abbr: 'cup', name: 'US cup', plural: 'US cups', system: 'US customary', source: `${US_LIQUID}; 1 cup = 8 fl oz`, reference: { gnu: 'uscup' }, factor: 0.0002365882365 },
  ],
});
