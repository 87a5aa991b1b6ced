import { defineQuantity } from './define';
import { CGS_UNITS, SI_BROCHURE, SI_PREFIXED, YARD_AND_POUND } from './sources';

// Wire tables give Ω·mm²/m (= μΩ·m); US wire tables give ohm circular mils per foot, the circular
// mil being the area of a circle 0.001 in across, π/4 × 0.0254² × 10⁻⁶ m², over the 0.3048 m foot
// (π, so computed, never a rounded literal). The CGS units multiply 1 abΩ and 1 statΩ by a centimeter.
const CIRCULAR_MIL = `${YARD_AND_POUND}; NIST SP 811 (2008), Appendix B.8 (circular mil = π/4 × 10⁻⁶ in²)`;

export const electricResistivity = defineQuantity({
  id: 'electric-resistivity',
  name: 'Electric resistivity',
  units: [
    { key: 'ohm-m', abbr: 'Ω⋅m', name: 'Ohm meter', plural: 'Ohm meters', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'ohm m' }, factor: 1 },
    { key: 'ohm-cm', abbr: 'Ω⋅cm', name: 'Ohm centimeter', plural: 'Ohm centimeters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'ohm cm' }, factor: 0.01 },
    { key: 'ohm-mm', abbr: 'Ω⋅mm', name: 'Ohm millimeter', plural: 'Ohm millimeters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'ohm mm' }, factor: 0.001 },
    { key: 'uohm-cm', abbr: 'μΩ⋅cm', name: 'Microhm centimeter', plural: 'Microhm centimeters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'microohm cm' }, factor: 1e-8 },
    { key: 'uohm-m', abbr: 'μΩ⋅m', name: 'Microhm meter', plural: 'Microhm meters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'microohm m' }, factor: 1e-6 },
    { key: 'nohm-m', abbr: 'nΩ⋅m', name: 'Nanohm meter', plural: 'Nanohm meters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'nanoohm m' }, factor: 1e-9 },
    {
      key: 'ohm-mm2-per-m', abbr: 'Ω⋅mm²/m', name: 'Ohm square millimeter per meter', plural: 'Ohm square millimeters per meter', system: 'SI',
      source: SI_PREFIXED, reference: { gnu: 'ohm mm^2/m' }, factor: 1e-6,
    },
    { key: 'kohm-cm', abbr: 'kΩ⋅cm', name: 'Kilohm centimeter', plural: 'Kilohm centimeters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kiloohm cm' }, factor: 10 },
    { key: 'Mohm-cm', abbr: 'MΩ⋅cm', name: 'Megohm centimeter', plural: 'Megohm centimeters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'megaohm cm' }, factor: 1e4 },
    { key: 'kohm-m', abbr: 'kΩ⋅m', name: 'Kilohm meter', plural: 'Kilohm meters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kiloohm m' }, factor: 1e3 },
    {
      key: 'ohm-cmil-per-ft', abbr: 'Ω⋅cmil/ft', name: 'Ohm circular mil per foot', plural: 'Ohm circular mils per foot', system: 'US customary',
      source: CIRCULAR_MIL, reference: { gnu: 'ohm circularmil/ft' }, factor: ((Math.PI / 4) * 0.0254 * 0.0254 * 1e-6) / 0.3048,
    },
    { key: 'ohm-in', abbr: 'Ω⋅in', name: 'Ohm inch', plural: 'Ohm inches', system: 'US customary', source: YARD_AND_POUND, reference: { gnu: 'ohm inch' }, factor: 0.0254 },
    { key: 'ohm-ft', abbr: 'Ω⋅ft', name: 'Ohm foot', plural: 'Ohm feet', system: 'US customary', source: YARD_AND_POUND, reference: { gnu: 'ohm ft' }, factor: 0.3048 },
    { key: 'abohm-cm', abbr: 'abΩ⋅cm', name: 'Abohm centimeter', plural: 'Abohm centimeters', system: 'CGS', source: `${CGS_UNITS}: 1 abΩ = 10⁻⁹ Ω`, reference: { gnu: 'abohm cm' }, factor: 1e-11 },
    {
      key: 'statohm-cm', abbr: 'statΩ⋅cm', name: 'Statohm centimeter', plural: 'Statohm centimeters', system: 'CGS',
      source: `${CGS_UNITS}: 1 statΩ = 898 755 178 736.817 64 Ω`, reference: { gnu: 'statohm cm' }, factor: 8987551787.3681764,
    },
  ],
});
