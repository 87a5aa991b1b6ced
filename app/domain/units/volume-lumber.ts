import { defineQuantity } from './define';
import { HANDBOOK_44, SI_BROCHURE, YARD_AND_POUND } from './sources';

// Base m³ comes first like every table; the first lumber table listed bd ft first, which the page
// can still show by ordering its units. 1 in³ = 0.000016387064 m³ exactly, and
// 1 bd ft = 144 in³ = 1/12 ft³.
export const volumeLumber = defineQuantity({
  id: 'volume-lumber',
  name: 'Lumber volume',
  units: [
    { key: 'm3', abbr: 'm³', name: 'Cubic meter', plural: 'Cubic meters', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'm^3' }, factor: 1 },
    { key: 'bdft', abbr: 'bd ft', name: 'Board foot', plural: 'Board feet', system: 'US customary', source: `${HANDBOOK_44}: 1 board foot = 144 in³`, reference: { gnu: 'boardfoot' }, factor: 0.002359737216 },
    { key: 'ft3', abbr: 'ft³', name: 'Cubic foot', plural: 'Cubic feet', system: 'US customary', source: YARD_AND_POUND, reference: { gnu: 'ft^3' }, factor: 0.028316846592 },
    { key: 'in3', abbr: 'in³', name: 'Cubic inch', plural: 'Cubic inches', system: 'US customary', source: YARD_AND_POUND, reference: { gnu: 'inch^3' }, factor: 0.000016387064 },
  ],
});
