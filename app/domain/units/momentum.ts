import { LB } from './constants';
import { defineQuantity, fraction } from './define';
import { SI_ACCEPTED, SI_BROCHURE, SP_811, STANDARD_GRAVITY, YARD_AND_POUND } from './sources';

// Momentum (and impulse, its change), mass × velocity, on the SI's kg·m/s = N·s. Particle physics
// gives momentum in electronvolts over c: 1 eV/c = 1.602176634 × 10⁻¹⁹ J ÷ 299 792 458 m/s, both
// exact since 2019, so the eV/c units are exact fractions.
const EV = 1.602176634e-19;
const C = 299792458;
const CUSTOMARY = `${YARD_AND_POUND}: 1 lb = 0.45359237 kg, 1 ft = 0.3048 m`;
const EV_C = `${SI_BROCHURE}, §2.2 (e and c exact) and Table 8 (electronvolt): 1 eV/c = 1.602176634 × 10⁻¹⁹ J ÷ c`;

export const momentum = defineQuantity({
  id: 'momentum',
  name: 'Momentum',
  units: [
    { key: 'kg-m-per-s', abbr: 'kg·m/s', name: 'Kilogram meter per second', plural: 'Kilogram meters per second', system: 'SI', source: `${SI_BROCHURE}: momentum, kg·m/s`, reference: { gnu: 'kg m/s' }, factor: 1 },
    { key: 'N-s', abbr: 'N·s', name: 'Newton second', plural: 'Newton seconds', system: 'SI', source: `${SI_BROCHURE}: impulse, N·s = kg·m/s`, reference: { gnu: 'N s' }, factor: 1 },
    { key: 'kg-km-per-h', abbr: 'kg·km/h', name: 'Kilogram kilometer per hour', plural: 'Kilogram kilometers per hour', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'kg km/hour' }, ...fraction(1000, 3600) },
    { key: 'g-cm-per-s', abbr: 'g·cm/s', name: 'Gram centimeter per second', plural: 'Gram centimeters per second', system: 'CGS', source: `${SP_811}.8 (CGS)`, reference: { gnu: 'g cm/s' }, factor: 1e-5 },
    { key: 'dyn-s', abbr: 'dyn·s', name: 'Dyne second', plural: 'Dyne seconds', system: 'CGS', source: `${SP_811}.8: dyne = 10⁻⁵ N`, reference: { gnu: 'dyne s' }, factor: 1e-5 },
    { key: 'kgf-s', abbr: 'kgf·s', name: 'Kilogram-force second', plural: 'Kilogram-force seconds', system: 'metric', source: `${SP_811}.8: kilogram-force; ${STANDARD_GRAVITY}`, reference: { gnu: 'kg force s' }, factor: 9.80665 },
    { key: 'lb-ft-per-s', abbr: 'lb·ft/s', name: 'Pound foot per second', plural: 'Pound feet per second', system: 'US customary', source: CUSTOMARY, reference: { gnu: 'lb ft/s' }, factor: LB * 0.3048 },
    { key: 'lb-in-per-s', abbr: 'lb·in/s', name: 'Pound inch per second', plural: 'Pound inches per second', system: 'US customary', source: CUSTOMARY, reference: { gnu: 'lb inch/s' }, factor: LB * 0.0254 },
    { key: 'lb-mph', abbr: 'lb·mph', name: 'Pound mile per hour', plural: 'Pound miles per hour', system: 'US customary', source: CUSTOMARY, reference: { gnu: 'lb mile/hour' }, factor: LB * 0.44704 },
    {
      key: 'lbf-s', abbr: 'lbf·s', name: 'Pound-force second (slug foot per second)', plural: 'Pound-force seconds (slug feet per second)', slug: 'pound-force-seconds', system: 'US customary',
      source: `${SP_811}.8: pound-force = 4.448 221 615 260 5 N`, reference: { gnu: 'lbf s' }, factor: 4.4482216152605,
    },
    { key: 'eV-per-c', abbr: 'eV/c', name: 'Electronvolt per c', plural: 'Electronvolts per c', system: 'other', source: EV_C, reference: { gnu: 'eV/c' }, ...fraction(EV, C) },
    { key: 'keV-per-c', abbr: 'keV/c', name: 'Kiloelectronvolt per c', plural: 'Kiloelectronvolts per c', system: 'other', source: EV_C, reference: { gnu: 'keV/c' }, ...fraction(EV * 1e3, C) },
    { key: 'MeV-per-c', abbr: 'MeV/c', name: 'Megaelectronvolt per c', plural: 'Megaelectronvolts per c', system: 'other', source: EV_C, reference: { gnu: 'MeV/c' }, ...fraction(EV * 1e6, C) },
    { key: 'GeV-per-c', abbr: 'GeV/c', name: 'Gigaelectronvolt per c', plural: 'Gigaelectronvolts per c', system: 'other', source: EV_C, reference: { gnu: 'GeV/c' }, ...fraction(EV * 1e9, C) },
    { key: 'TeV-per-c', abbr: 'TeV/c', name: 'Teraelectronvolt per c', plural: 'Teraelectronvolts per c', system: 'other', source: EV_C, reference: { gnu: 'TeV/c' }, ...fraction(EV * 1e12, C) },
  ],
});
