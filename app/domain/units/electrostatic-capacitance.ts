import { defineQuantity } from './define';

export const electrostaticCapacitance = defineQuantity({
  id: 'electrostatic-capacitance',
  name: 'Capacitance',
  units: [
    { key: 'F', abbr: 'F', name: 'Farad', factor: 1 },
    { key: 'uF', abbr: 'μF', name: 'Microfarad', factor: 1e-6 },
    { key: 'nF', abbr: 'nF', name: 'Nanofarad', factor: 1e-9 },
    { key: 'pF', abbr: 'pF', name: 'Picofarad', factor: 1e-12 },
  ],
});
