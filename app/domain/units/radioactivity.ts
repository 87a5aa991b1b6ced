import { defineQuantity } from './define';

// One table serves both radiation pages (DECISIONS: the union of SPEC's two
// lists); each page picks its own default pair. 1 Ci = 3.7e10 Bq exactly.
export const radioactivity = defineQuantity({
  id: 'radioactivity',
  name: 'Radioactivity',
  units: [
    { key: 'Bq', abbr: 'Bq', name: 'Becquerel', factor: 1 },
    { key: 'kBq', abbr: 'kBq', name: 'Kilobecquerel', factor: 1e3 },
    { key: 'MBq', abbr: 'MBq', name: 'Megabecquerel', factor: 1e6 },
    { key: 'GBq', abbr: 'GBq', name: 'Gigabecquerel', factor: 1e9 },
    { key: 'Ci', abbr: 'Ci', name: 'Curie', factor: 3.7e10 },
    { key: 'mCi', abbr: 'mCi', name: 'Millicurie', factor: 3.7e7 },
    { key: 'uCi', abbr: 'μCi', name: 'Microcurie', factor: 3.7e4 },
  ],
});
