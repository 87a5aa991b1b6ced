import { defineQuantity, fraction } from './define';
import { RADIATION_UNITS, SI_ACCEPTED, SI_BROCHURE, SI_PREFIXED } from './sources';

// One table serves both radiation pages (docs/product.md#unit-tables: the union of the two
// lists); each page picks its own default pair. 1 Ci = 3.7e10 Bq exactly.
const CURIE = `${RADIATION_UNITS}: 1 Ci = 3.7 × 10¹⁰ Bq`;

// Disintegrations per minute (1/60 Bq) are what wipe tests and liquid scintillation counters
// report; the rutherford (1 Rd = 10⁶ Bq) is obsolete but appears in older literature.
const RUTHERFORD = 'E. U. Condon and L. F. Curtiss, Physical Review 69, 672 (1946): 1 rutherford = 10⁶ decays per second (obsolete)';
const PER_MINUTE = `${SI_BROCHURE}: 1 Bq = 1 s⁻¹; ${SI_ACCEPTED} (1 min = 60 s)`;

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
    { key: 'TBq', abbr: 'TBq', name: 'Terabecquerel', plural: 'Terabecquerels', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'TBq' }, factor: 1e12 },
    { key: 'PBq', abbr: 'PBq', name: 'Petabecquerel', plural: 'Petabecquerels', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'PBq' }, factor: 1e15 },
    { key: 'kCi', abbr: 'kCi', name: 'Kilocurie', plural: 'Kilocuries', system: 'other', source: CURIE, reference: { gnu: 'kilocurie' }, factor: 3.7e13 },
    { key: 'MCi', abbr: 'MCi', name: 'Megacurie', plural: 'Megacuries', system: 'other', source: CURIE, reference: { gnu: 'megacurie' }, factor: 3.7e16 },
    { key: 'nCi', abbr: 'nCi', name: 'Nanocurie', plural: 'Nanocuries', system: 'other', source: CURIE, reference: { gnu: 'nanocurie' }, factor: 37 },
    { key: 'pCi', abbr: 'pCi', name: 'Picocurie', plural: 'Picocuries', system: 'other', source: CURIE, reference: { gnu: 'picocurie' }, factor: 0.037 },
    { key: 'Rd', abbr: 'Rd', name: 'Rutherford', plural: 'Rutherfords', system: 'historical', source: RUTHERFORD, reference: { gnu: 'rutherford' }, factor: 1e6 },
    {
      key: 'dpm', abbr: 'dpm', name: 'Disintegration per minute', plural: 'Disintegrations per minute', system: 'other', source: PER_MINUTE,
      reference: { gnu: '1/min' }, ...fraction(1, 60),
    },
  ],
});
