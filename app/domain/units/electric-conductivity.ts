import { defineQuantity, fraction } from './define';
import { CGS_UNITS, SI_BROCHURE, SI_PREFIXED } from './sources';

// Water quality reads μS/cm and mS/cm, soil salinity dS/m (= mS/cm), metals MS/m or %IACS: the
// International Annealed Copper Standard fixes copper's resistivity at 1/58 Ω·mm²/m, so
// 100 %IACS = 58 MS/m and 1 %IACS = 580 000 S/m. The CGS units divide 1 abS and 1 statS by a centimeter.
const IACS = 'IEC 60028:1925 (International Annealed Copper Standard: 1/58 Ω·mm²/m at 20 °C = 100 %IACS)';
const MHO = 'NIST SP 811 (2008), §5.1 (mho, an obsolete name for the siemens: 1 ℧ = 1 S)';

export const electricConductivity = defineQuantity({
  id: 'electric-conductivity',
  name: 'Electric conductivity',
  units: [
    { key: 'S-per-m', abbr: 'S/m', name: 'Siemens per meter', plural: 'Siemens per meter', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'S/m' }, factor: 1 },
    { key: 'S-per-cm', abbr: 'S/cm', name: 'Siemens per centimeter', plural: 'Siemens per centimeter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'S/cm' }, factor: 100 },
    { key: 'mS-per-m', abbr: 'mS/m', name: 'Millisiemens per meter', plural: 'Millisiemens per meter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'mS/m' }, factor: 1e-3 },
    { key: 'mS-per-cm', abbr: 'mS/cm', name: 'Millisiemens per centimeter', plural: 'Millisiemens per centimeter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'mS/cm' }, factor: 0.1 },
    { key: 'uS-per-cm', abbr: 'μS/cm', name: 'Microsiemens per centimeter', plural: 'Microsiemens per centimeter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'microsiemens/cm' }, factor: 1e-4 },
    { key: 'dS-per-m', abbr: 'dS/m', name: 'Decisiemens per meter', plural: 'Decisiemens per meter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'decisiemens/m' }, factor: 0.1 },
    { key: 'uS-per-m', abbr: 'μS/m', name: 'Microsiemens per meter', plural: 'Microsiemens per meter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'microsiemens/m' }, factor: 1e-6 },
    { key: 'MS-per-m', abbr: 'MS/m', name: 'Megasiemens per meter', plural: 'Megasiemens per meter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'megasiemens/m' }, factor: 1e6 },
    {
      key: 'umho-per-cm', abbr: 'μ℧/cm', name: 'Micromho per centimeter', plural: 'Micromhos per centimeter', system: 'other',
      source: `${SI_PREFIXED}; ${MHO}`, reference: { gnu: 'micromho/cm' }, factor: 1e-4,
    },
    {
      key: 'pct-IACS', abbr: '%IACS', name: 'Percent IACS (annealed copper)', plural: 'Percent IACS', slug: 'percent-iacs', system: 'other',
      source: IACS, reference: { gnu: 'percent IACS' }, factor: 580000,
    },
    {
      key: 'abS-per-cm', abbr: 'abS/cm', name: 'Absiemens per centimeter', plural: 'Absiemens per centimeter', system: 'CGS',
      source: `${CGS_UNITS}: 1 abS = 10⁹ S`, reference: { gnu: 'abmho/cm' }, factor: 1e11,
    },
    {
      key: 'statS-per-cm', abbr: 'statS/cm', name: 'Statsiemens per centimeter', plural: 'Statsiemens per centimeter', system: 'CGS',
      source: `${CGS_UNITS}: 1 statS = 1/898 755 178 736.817 64 S`, reference: { gnu: 'statmho/cm' }, ...fraction(100, 898755178736.81764),
    },
  ],
});
