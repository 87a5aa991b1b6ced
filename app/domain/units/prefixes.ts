import { defineQuantity } from './define';
import { SI_PREFIXED } from './sources';

// Prefix multiples of any unit; "unit" stands for the unit without a prefix, so an example reads
// "1 k = 1,000.0000 unit" (its key stays "one", which addresses use). A prefix has no plural:
// "kilo to mega".
export const prefixes = defineQuantity({
  id: 'prefixes',
  name: 'Metric prefixes',
  units: [
    { key: 'one', abbr: 'unit', name: 'Base unit (no prefix)', plural: 'Base units (no prefix)', slug: 'no-prefix', system: 'SI', source: SI_PREFIXED, reference: { gnu: '1' }, factor: 1 },
    { key: 'k', abbr: 'k', name: 'Kilo', plural: 'Kilo', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kilo' }, factor: 1e3 },
    { key: 'M', abbr: 'M', name: 'Mega', plural: 'Mega', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'mega' }, factor: 1e6 },
    { key: 'G', abbr: 'G', name: 'Giga', plural: 'Giga', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'giga' }, factor: 1e9 },
    { key: 'T', abbr: 'T', name: 'Tera', plural: 'Tera', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'tera' }, factor: 1e12 },
    { key: 'm', abbr: 'm', name: 'Milli', plural: 'Milli', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'milli' }, factor: 1e-3 },
    { key: 'u', abbr: 'μ', name: 'Micro', plural: 'Micro', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'micro' }, factor: 1e-6 },
    { key: 'n', abbr: 'n', name: 'Nano', plural: 'Nano', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'nano' }, factor: 1e-9 },
  ],
});
