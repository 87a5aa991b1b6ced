import { defineQuantity } from './define';
import { SI_BROCHURE, SI_PREFIXED, YARD_AND_POUND } from './sources';

// International yard and pound agreement (1959): 1 yd = 0.9144 m exactly.
export const length = defineQuantity({
  id: 'length',
  name: 'Length',
  units: [
    { key: 'm', abbr: 'm', name: 'Meter', plural: 'Meters', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'm' }, factor: 1 },
    { key: 'km', abbr: 'km', name: 'Kilometer', plural: 'Kilometers', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'km' }, factor: 1000 },
    { key: 'cm', abbr: 'cm', name: 'Centimeter', plural: 'Centimeters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'cm' }, factor: 0.01 },
    { key: 'mm', abbr: 'mm', name: 'Millimeter', plural: 'Millimeters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'mm' }, factor: 0.001 },
    { key: 'mi', abbr: 'mi', name: 'Mile', plural: 'Miles', system: 'US customary', source: `${YARD_AND_POUND}: 1 mi = 1760 yd`, reference: { gnu: 'mile' }, factor: 1609.344 },
    { key: 'yd', abbr: 'yd', name: 'Yard', plural: 'Yards', system: 'US customary', source: YARD_AND_POUND, reference: { gnu: 'yard' }, factor: 0.9144 },
    { key: 'ft', abbr: 'ft', name: 'Foot', plural: 'Feet', system: 'US customary', source: `${YARD_AND_POUND}: 1 ft = 1/3 yd`, reference: { gnu: 'ft' }, factor: 0.3048 },
    { key: 'in', abbr: 'in', name: 'Inch', plural: 'Inches', system: 'US customary', source: `${YARD_AND_POUND}: 1 in = 1/36 yd`, reference: { gnu: 'inch' }, factor: 0.0254 },
  ],
});
