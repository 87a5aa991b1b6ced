import { defineQuantity, fraction, unitSlug } from './define';
import { SI_ACCEPTED, SI_BROCHURE, SI_PREFIXED } from './sources';
import { frequency } from './frequency';
import type { Unit } from './types';

// Electromagnetic radiation described three ways, on the hertz: its frequency f, its wavelength in
// vacuum λ = c/f (a reciprocal scale: f = c / (denominator × λ), the denominator being the length
// unit in meters) and its photon energy E = h·f (linear: 1 eV = e/h Hz). c = 299 792 458 m/s,
// h = 6.626 070 15 × 10⁻³⁴ J·s and e = 1.602 176 634 × 10⁻¹⁹ C are exact in the 2019 SI, so every
// unit here is exact. A wavelength unit's GNU reference is `c/nm/`, to which the reference test
// appends the sample wavelength: `c/nm/(500)` is the frequency of 500 nm light.
const C = 299_792_458;
const H = 6.62607015e-34;
const E = 1.602176634e-19;
const DEFINING = `${SI_BROCHURE}, Table 1 (defining constants): c = 299 792 458 m/s, h = 6.626 070 15 × 10⁻³⁴ J·s, e = 1.602 176 634 × 10⁻¹⁹ C`;
const WAVELENGTH = `${DEFINING}; wavelength in vacuum λ = c/f`;
const HERTZ = ['Hz', 'kHz', 'MHz', 'GHz', 'THz', 'PHz'];
const PHOTON = `${DEFINING}; photon energy E = h·f; ${SI_ACCEPTED}: electronvolt`;

const wavelength = (key: string, abbr: string, name: string, plural: string, meters: number, gnu: string, system: Unit['system'] = 'SI'): Unit => ({
  key, abbr, name: `${name} (wavelength)`, plural: `${plural} (wavelength)`, slug: unitSlug({ plural }), system,
  source: meters === 1e-10 ? `${WAVELENGTH}; SI Brochure (8th ed., 2006), Table 8: 1 Å = 0.1 nm` : WAVELENGTH,
  reference: { gnu: `c/${gnu}/` }, scale: { kind: 'reciprocal', numerator: C, denominator: meters },
});
// Light is looked up in nanometers: ultraviolet, the visible 380–750 nm, common laser lines (405,
// 532, 633, 1064 nm) and the fiber bands (1310, 1550 nm), all beyond the default table's 100 nm.
const LIGHT_NM = [250, 300, 350, 400, 405, 450, 500, 532, 550, 600, 633, 650, 700, 750, 800, 850, 940, 1064, 1310, 1550];

export const frequencyWavelength = defineQuantity({
  id: 'frequency-wavelength',
  name: 'Frequency and wavelength',
  units: [
    // Hertz to petahertz as on the frequency page (same keys, symbols and addresses).
    ...frequency.units.filter((unit) => HERTZ.includes(unit.key)),
    { key: 'EHz', abbr: 'EHz', name: 'Exahertz', plural: 'Exahertz', slug: 'ehz', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'EHz' }, factor: 1e18 },
    wavelength('km', 'km', 'Kilometer', 'Kilometers', 1e3, 'km'),
    wavelength('m', 'm', 'Meter', 'Meters', 1, 'm'),
    wavelength('cm', 'cm', 'Centimeter', 'Centimeters', 1e-2, 'cm'),
    wavelength('mm', 'mm', 'Millimeter', 'Millimeters', 1e-3, 'mm'),
    wavelength('um', 'μm', 'Micrometer', 'Micrometers', 1e-6, 'micrometer'),
    { ...wavelength('nm', 'nm', 'Nanometer', 'Nanometers', 1e-9, 'nm'), tableValues: LIGHT_NM },
    wavelength('angstrom', 'Å', 'Ångström', 'Ångströms', 1e-10, 'angstrom', 'metric'),
    wavelength('pm', 'pm', 'Picometer', 'Picometers', 1e-12, 'pm'),
    { key: 'eV', abbr: 'eV', name: 'Electronvolt (photon energy)', plural: 'Electronvolts (photon energy)', slug: 'electronvolts', system: 'metric', source: PHOTON, reference: { gnu: 'eV/h' }, ...fraction(E, H) },
    { key: 'meV', abbr: 'meV', name: 'Millielectronvolt (photon energy)', plural: 'Millielectronvolts (photon energy)', slug: 'millielectronvolts', system: 'metric', source: PHOTON, reference: { gnu: 'millieV/h' }, ...fraction(E / 1000, H) },
    { key: 'keV', abbr: 'keV', name: 'Kiloelectronvolt (photon energy)', plural: 'Kiloelectronvolts (photon energy)', slug: 'kiloelectronvolts', system: 'metric', source: PHOTON, reference: { gnu: 'keV/h' }, ...fraction(E * 1000, H) },
    {
      key: 'per-cm', abbr: 'cm⁻¹', name: 'Wavenumber per centimeter', plural: 'Wavenumbers per centimeter', slug: 'wavenumbers',
      system: 'CGS', source: `${DEFINING}; spectroscopic wavenumber ν̃ = 1/λ, so f = c·ν̃ and 1 cm⁻¹ = 100·c Hz`, reference: { gnu: 'c kayser' }, factor: C * 100,
    },
  ],
});
