import { defineQuantity } from './define';

// US customary measures are exact (1 gal = 231 in³). The UK gallon, fluid
// ounce and cup come after SPEC's table, as DECISIONS "Numbers" appends them.
export const volume = defineQuantity({
  id: 'volume',
  name: 'Volume',
  units: [
    { key: 'm3', abbr: 'm³', name: 'Cubic meter', factor: 1 },
    { key: 'L', abbr: 'L', name: 'Liter', factor: 0.001 },
    { key: 'mL', abbr: 'mL', name: 'Milliliter', factor: 0.000001 },
    { key: 'cm3', abbr: 'cm³', name: 'Cubic centimeter', factor: 0.000001 },
    { key: 'ft3', abbr: 'ft³', name: 'Cubic foot', factor: 0.028316846592 },
    { key: 'gal', abbr: 'gal', name: 'US gallon', factor: 0.003785411784 },
    { key: 'qt', abbr: 'qt', name: 'US quart', factor: 0.000946352946 },
    { key: 'pt', abbr: 'pt', name: 'US pint', factor: 0.000473176473 },
    { key: 'ukgal', abbr: 'UK gal', name: 'Imperial (UK) gallon', factor: 0.00454609 },
    { key: 'floz', abbr: 'fl oz', name: 'US fluid ounce', factor: 0.0000295735295625 },
    { key: 'cup', abbr: 'cup', name: 'US cup', factor: 0.0002365882365 },
  ],
});
