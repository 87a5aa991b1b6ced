import { defineQuantity, fraction } from './define';
import { SI_BROCHURE, SI_PREFIXED, YARD_AND_POUND } from './sources';

export const electricFieldStrength = defineQuantity({
  id: 'electric-field-strength',
  name: 'Electric field strength',
  units: [
    { key: 'V-per-m', abbr: 'V/m', name: 'Volt per meter', plural: 'Volts per meter', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'V/m' }, factor: 1 },
    { key: 'kV-per-m', abbr: 'kV/m', name: 'Kilovolt per meter', plural: 'Kilovolts per meter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kV/m' }, factor: 1000 },
    { key: 'V-per-cm', abbr: 'V/cm', name: 'Volt per centimeter', plural: 'Volts per centimeter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'V/cm' }, factor: 100 },
    {
      key: 'V-per-in', abbr: 'V/in', name: 'Volt per inch', plural: 'Volts per inch', system: 'US customary', source: `${SI_BROCHURE}; ${YARD_AND_POUND}`,
      reference: { gnu: 'V/inch' }, ...fraction(1, 0.0254),
    },
  ],
});
