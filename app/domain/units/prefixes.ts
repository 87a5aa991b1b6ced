import { defineQuantity } from './define';

// Prefix multiples of any unit; "1" stands for the unit without a prefix.
export const prefixes = defineQuantity({
  id: 'prefixes',
  name: 'Metric prefixes',
  units: [
    { key: 'one', abbr: '1', name: 'Base unit (no prefix)', factor: 1 },
    { key: 'k', abbr: 'k', name: 'Kilo', factor: 1e3 },
    { key: 'M', abbr: 'M', name: 'Mega', factor: 1e6 },
    { key: 'G', abbr: 'G', name: 'Giga', factor: 1e9 },
    { key: 'T', abbr: 'T', name: 'Tera', factor: 1e12 },
    { key: 'm', abbr: 'm', name: 'Milli', factor: 1e-3 },
    { key: 'u', abbr: 'μ', name: 'Micro', factor: 1e-6 },
    { key: 'n', abbr: 'n', name: 'Nano', factor: 1e-9 },
  ],
});
