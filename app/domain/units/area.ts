import { defineQuantity } from './define';
import { HANDBOOK_44, SI_ACCEPTED, SI_BROCHURE, SI_PREFIXED, YARD_AND_POUND } from './sources';

// Exact values from the international foot (DECISIONS "Numbers").
export const area = defineQuantity({
  id: 'area',
  name: 'Area',
  units: [
    { key: 'm2', abbr: 'm²', name: 'Square meter', plural: 'Square meters', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'm^2' }, factor: 1 },
    { key: 'km2', abbr: 'km²', name: 'Square kilometer', plural: 'Square kilometers', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'km^2' }, factor: 1000000 },
    { key: 'cm2', abbr: 'cm²', name: 'Square centimeter', plural: 'Square centimeters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'cm^2' }, factor: 0.0001 },
    { key: 'mi2', abbr: 'mi²', name: 'Square mile', plural: 'Square miles', system: 'US customary', source: YARD_AND_POUND, reference: { gnu: 'mile^2' }, factor: 2589988.110336 },
    { key: 'ft2', abbr: 'ft²', name: 'Square foot', plural: 'Square feet', system: 'US customary', source: YARD_AND_POUND, reference: { gnu: 'ft^2' }, factor: 0.09290304 },
    { key: 'ac', abbr: 'ac', name: 'Acre', plural: 'Acres', system: 'US customary', source: `${HANDBOOK_44}: 1 acre = 43,560 ft² (international foot)`, reference: { gnu: 'intacre' }, factor: 4046.8564224 },
    { key: 'ha', abbr: 'ha', name: 'Hectare', plural: 'Hectares', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'hectare' }, factor: 10000 },
  ],
});
