import { defineQuantity } from './define';
import { SI_BROCHURE, SI_PREFIXED } from './sources';

export const electricPotential = defineQuantity({
  id: 'electric-potential',
  name: 'Electric potential',
  units: [
    { key: 'V', abbr: 'V', name: 'Volt', plural: 'Volts', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'V' }, factor: 1 },
    { key: 'kV', abbr: 'kV', name: 'Kilovolt', plural: 'Kilovolts', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kV' }, factor: 1e3 },
    { key: 'mV', abbr: 'mV', name: 'Millivolt', plural: 'Millivolts', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'mV' }, factor: 1e-3 },
    { key: 'uV', abbr: 'μV', name: 'Microvolt', plural: 'Microvolts', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'microvolt' }, factor: 1e-6 },
  ],
});
