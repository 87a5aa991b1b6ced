import { defineQuantity } from './define';

// Thermochemical calorie, the SI 2019 exact electronvolt and the IT BTU.
export const energy = defineQuantity({
  id: 'energy',
  name: 'Energy',
  units: [
    { key: 'J', abbr: 'J', name: 'Joule', factor: 1 },
    { key: 'kJ', abbr: 'kJ', name: 'Kilojoule', factor: 1000 },
    { key: 'cal', abbr: 'cal', name: 'Calorie', factor: 4.184 },
    { key: 'kcal', abbr: 'kcal', name: 'Kilocalorie', factor: 4184 },
    { key: 'Wh', abbr: 'Wh', name: 'Watt-hour', factor: 3600 },
    { key: 'kWh', abbr: 'kWh', name: 'Kilowatt-hour', factor: 3600000 },
    { key: 'eV', abbr: 'eV', name: 'Electronvolt', factor: 1.602176634e-19 },
    { key: 'BTU', abbr: 'BTU', name: 'British thermal unit', factor: 1055.05585262 },
  ],
});
