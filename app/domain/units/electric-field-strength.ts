import { defineQuantity, fraction } from './define';
import { CGS_UNITS, SI_BROCHURE, SI_PREFIXED, YARD_AND_POUND } from './sources';

// Dielectric strength is quoted in kV/mm and MV/m (the same size), and in US data sheets in volts
// per mil (0.0000254 m). The CGS units: 1 abV/cm = 10⁻⁶ V/m; 1 statV/cm = 29 979.2458 V/m.

export const electricFieldStrength = defineQuantity({
  id: 'electric-field-strength',
  name: 'Electric field strength',
  units: [
    { key: 'V-per-m', abbr: 'V/m', name: 'Volt per meter', plural: 'Volts per meter', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'V/m' }, factor: 1 },
    { key: 'kV-per-m', abbr: 'kV/m', name: 'Kilovolt per meter', plural: 'Kilovolts per meter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kV/m' }, factor: 1000 },
    { key: 'V-per-cm', abbr: 'V/cm', name: 'Volt per centimeter', plural: 'Volts per centimeter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'V/cm' }, factor: 100 },
    {
      key: 'V-per-in', abbr: 'V/in', name: 'Volt per inch', plural: 'Volts per inch', system: 'US customary', source: `${SI_BROCHURE}; ${YARD_AND_POUND}`,
      reference: { gnu: 'V/inch' }, ...fraction(1, 0.0254),
    },
    { key: 'MV-per-m', abbr: 'MV/m', name: 'Megavolt per meter', plural: 'Megavolts per meter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'megavolt/m' }, factor: 1e6 },
    { key: 'kV-per-cm', abbr: 'kV/cm', name: 'Kilovolt per centimeter', plural: 'Kilovolts per centimeter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kV/cm' }, factor: 1e5 },
    { key: 'kV-per-mm', abbr: 'kV/mm', name: 'Kilovolt per millimeter', plural: 'Kilovolts per millimeter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kV/mm' }, factor: 1e6 },
    { key: 'V-per-mm', abbr: 'V/mm', name: 'Volt per millimeter', plural: 'Volts per millimeter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'V/mm' }, factor: 1e3 },
    { key: 'mV-per-m', abbr: 'mV/m', name: 'Millivolt per meter', plural: 'Millivolts per meter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'mV/m' }, factor: 1e-3 },
    { key: 'uV-per-m', abbr: 'μV/m', name: 'Microvolt per meter', plural: 'Microvolts per meter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'microvolt/m' }, factor: 1e-6 },
    {
      key: 'V-per-mil', abbr: 'V/mil', name: 'Volt per mil', plural: 'Volts per mil', system: 'US customary', source: `${SI_BROCHURE}; ${YARD_AND_POUND} (1 mil = 0.001 in)`,
      reference: { gnu: 'V/mil' }, ...fraction(1, 0.0000254),
    },
    {
      key: 'kV-per-in', abbr: 'kV/in', name: 'Kilovolt per inch', plural: 'Kilovolts per inch', system: 'US customary', source: `${SI_PREFIXED}; ${YARD_AND_POUND}`,
      reference: { gnu: 'kV/inch' }, ...fraction(1000, 0.0254),
    },
    { key: 'abV-per-cm', abbr: 'abV/cm', name: 'Abvolt per centimeter', plural: 'Abvolts per centimeter', system: 'CGS', source: `${CGS_UNITS}: 1 abV = 10⁻⁸ V`, reference: { gnu: 'abvolt/cm' }, factor: 1e-6 },
    {
      key: 'statV-per-cm', abbr: 'statV/cm', name: 'Statvolt per centimeter', plural: 'Statvolts per centimeter', system: 'CGS',
      source: `${CGS_UNITS}: 1 statV = 299.792458 V`, reference: { gnu: 'statvolt/cm' }, factor: 29979.2458,
    },
  ],
});
