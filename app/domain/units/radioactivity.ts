import { defineQuantity } from './define';
import { RADIATION_UNITS, SI_BROCHURE, SI_PREFIXED } from './sources';

// One table serves both radiation pages (DECISIONS: the union of SPEC's two
// lists); each page picks its own default pair. 1 Ci = 3.7e10 Bq exactly.
const CURIE = `${RADIATION_UNITS}: 1 Ci = 3.7 × 10¹⁰ Bq`;

export const radioactivity = defineQuantity({
  id: 'radioactivity',
  name: 'Radioactivity',
  units: [
    { key: 'Bq', abbr: 'Bq', name: 'Becquerel', plural: 'Becquerels', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'Bq' }, factor: 1 },
    { key: 'kBq', abbr: 'kBq', name: 'Kilobecquerel', plural: 'Kilobecquerels', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kBq' }, factor: 1e3 },
    { key: 'MBq', abbr: 'MBq', name: 'Megabecquerel', plural: 'Megabecquerels', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'MBq' }, factor: 1e6 },
    { key: 'GBq', abbr: 'GBq', name: 'Gigabecquerel', plural: 'Gigabecquerels', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'GBq' }, factor: 1e9 },
    { key: 'Ci', abbr: 'Ci', name: 'Curie', plural: 'Curies', system: 'other', source: CURIE, reference: { gnu: 'curie' }, factor: 3.7e10 },
    { key: 'mCi', abbr: 'mCi', name: 'Millicurie', plural: 'Millicuries', system: 'other', source: CURIE, reference: { gnu: 'millicurie' }, factor: 3.7e7 },
    { key: 'uCi', abbr: 'μCi', name: 'Microcurie', plural: 'Microcuries', system: 'other', source: CURIE, reference: { gnu: 'microcurie' }, factor: 3.7e4 },
  ],
});
