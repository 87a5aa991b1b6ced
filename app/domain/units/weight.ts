import { defineQuantity } from './define';
import { HANDBOOK_44, SI_ACCEPTED, SI_BROCHURE, SI_PREFIXED, YARD_AND_POUND } from './sources';

// Exact avoirdupois definitions (NIST SP 811), not SPEC's rounded 0.453592.
export const weight = defineQuantity({
  id: 'weight',
  name: 'Weight',
  units: [
    { key: 'kg', abbr: 'kg', name: 'Kilogram', plural: 'Kilograms', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'kg' }, factor: 1 },
    { key: 'g', abbr: 'g', name: 'Gram', plural: 'Grams', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'g' }, factor: 0.001 },
    { key: 'mg', abbr: 'mg', name: 'Milligram', plural: 'Milligrams', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'mg' }, factor: 0.000001 },
    { key: 't', abbr: 't', name: 'Metric ton', plural: 'Metric tons', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'tonne' }, factor: 1000 },
    { key: 'lb', abbr: 'lb', name: 'Pound', plural: 'Pounds', system: 'US customary', source: YARD_AND_POUND, reference: { gnu: 'lb' }, factor: 0.45359237 },
    { key: 'oz', abbr: 'oz', name: 'Ounce', plural: 'Ounces', system: 'US customary', source: `${YARD_AND_POUND}: 1 oz = 1/16 lb`, reference: { gnu: 'ounce' }, factor: 0.028349523125 },
    { key: 'ton', abbr: 'ton', name: 'US ton', plural: 'US tons', system: 'US customary', source: `${HANDBOOK_44}: short ton = 2000 lb`, reference: { gnu: 'shortton' }, factor: 907.18474 },
  ],
});
