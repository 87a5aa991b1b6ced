import { defineQuantity, fraction } from './define';
import { MTS_SYSTEM, SI_BROCHURE, SI_PREFIXED, SP_811, STANDARD_GRAVITY, YARD_AND_POUND } from './sources';

// Gravitational units: a mass's weight under g_n = 9.80665 m/s², so
// 1 kgf = 9.80665 N and 1 lbf = 0.45359237 kg × g_n = 4.4482216152605 N exactly.
const LBF = 4.4482216152605;
const POUND_FORCE = `${YARD_AND_POUND}; ${STANDARD_GRAVITY}`;

export const force = defineQuantity({
  id: 'force',
  name: 'Force',
  units: [
    { key: 'N', abbr: 'N', name: 'Newton', plural: 'Newtons', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'N' }, factor: 1 },
    { key: 'kN', abbr: 'kN', name: 'Kilonewton', plural: 'Kilonewtons', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kN' }, factor: 1000 },
    { key: 'MN', abbr: 'MN', name: 'Meganewton', plural: 'Meganewtons', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'MN' }, factor: 1e6 },
    { key: 'GN', abbr: 'GN', name: 'Giganewton', plural: 'Giganewtons', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'GN' }, factor: 1e9 },
    { key: 'TN', abbr: 'TN', name: 'Teranewton', plural: 'Teranewtons', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'TN' }, factor: 1e12 },
    { key: 'hN', abbr: 'hN', name: 'Hectonewton', plural: 'Hectonewtons', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'hectoN' }, factor: 100 },
    { key: 'daN', abbr: 'daN', name: 'Decanewton', plural: 'Decanewtons', system: 'SI', source: SI_PREFIXED, reference: { gnu: '10 N' }, factor: 10 },
    { key: 'dN', abbr: 'dN', name: 'Decinewton', plural: 'Decinewtons', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'deciN' }, factor: 0.1 },
    { key: 'cN', abbr: 'cN', name: 'Centinewton', plural: 'Centinewtons', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'centiN' }, factor: 0.01 },
    { key: 'mN', abbr: 'mN', name: 'Millinewton', plural: 'Millinewtons', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'milliN' }, factor: 0.001 },
    { key: 'uN', abbr: 'μN', name: 'Micronewton', plural: 'Micronewtons', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'microN' }, factor: 1e-6 },
    { key: 'nN', abbr: 'nN', name: 'Nanonewton', plural: 'Nanonewtons', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'nanoN' }, factor: 1e-9 },
    { key: 'pN', abbr: 'pN', name: 'Piconewton', plural: 'Piconewtons', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'picoN' }, factor: 1e-12 },
    { key: 'J-per-m', abbr: 'J/m', name: 'Joule per meter', plural: 'Joules per meter', system: 'SI', source: `${SI_BROCHURE}: N = J/m`, reference: { gnu: 'J/m' }, factor: 1 },
    { key: 'J-per-cm', abbr: 'J/cm', name: 'Joule per centimeter', plural: 'Joules per centimeter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'J/cm' }, factor: 100 },
    { key: 'dyn', abbr: 'dyn', name: 'Dyne', plural: 'Dynes', system: 'CGS', source: `${SP_811}.8: dyne = 10⁻⁵ N`, reference: { gnu: 'dyne' }, factor: 1e-5 },
    { key: 'kgf', abbr: 'kgf', name: 'Kilogram-force', plural: 'Kilograms-force', slug: 'kgf', system: 'metric', source: `${SP_811}.8: kilogram-force; ${STANDARD_GRAVITY}`, reference: { gnu: 'kg force' }, factor: 9.80665 },
    { key: 'kp', abbr: 'kp', name: 'Kilopond', plural: 'Kiloponds', system: 'metric', source: `${SP_811}.8: kilopond = 1 kgf; ${STANDARD_GRAVITY}`, reference: { gnu: 'kilopond' }, factor: 9.80665 },
    { key: 'gf', abbr: 'gf', name: 'Gram-force', plural: 'Grams-force', slug: 'gf', system: 'metric', source: STANDARD_GRAVITY, reference: { gnu: 'gram force' }, factor: 0.00980665 },
    { key: 'p', abbr: 'p', name: 'Pond', plural: 'Ponds', system: 'metric', source: `${STANDARD_GRAVITY}; pond = 1 gf`, reference: { gnu: 'pond' }, factor: 0.00980665 },
    { key: 'tf', abbr: 'tf', name: 'Metric ton-force (tonne-force)', plural: 'Metric tons-force (tonnes-force)', slug: 'metric-tons-force', system: 'metric', source: `${SP_811}.8: ton-force (metric); ${STANDARD_GRAVITY}`, reference: { gnu: 'tonne force' }, factor: 9806.65 },
    { key: 'Mp', abbr: 'Mp', name: 'Megapond', plural: 'Megaponds', system: 'metric', source: `${STANDARD_GRAVITY}; megapond = 1 tf`, reference: { gnu: 'megapond' }, factor: 9806.65 },
    { key: 'lbf', abbr: 'lbf', name: 'Pound-force', plural: 'Pounds-force', slug: 'lbf', system: 'US customary', source: `${SP_811}.8: pound-force; ${POUND_FORCE}`, reference: { gnu: 'lbf' }, factor: LBF },
    { key: 'ozf', abbr: 'ozf', name: 'Ounce-force', plural: 'Ounces-force', slug: 'ozf', system: 'US customary', source: `${SP_811}.8: ounce (avoirdupois)-force = 1/16 lbf`, reference: { gnu: 'ounce force' }, factor: 0.27801385095378125 },
    { key: 'grf', abbr: 'grf', name: 'Grain-force', plural: 'Grains-force', system: 'US customary', source: `${POUND_FORCE}; grain = 1/7000 lb`, reference: { gnu: 'grain force' }, ...fraction(LBF, 7000) },
    { key: 'kip', abbr: 'kip', name: 'Kip (kilopound-force)', plural: 'Kips (kilopounds-force)', slug: 'kips', system: 'US customary', source: `${SP_811}.8: kip = 1000 lbf`, reference: { gnu: 'kip' }, factor: 4448.2216152605 },
    { key: 'short-tonf', abbr: 'tonf (short)', name: 'Short ton-force (US)', plural: 'Short tons-force (US)', slug: 'short-tons-force', system: 'US customary', source: `${SP_811}.8: ton-force (2000 lb)`, reference: { gnu: 'shortton force' }, factor: 8896.443230521 },
    { key: 'long-tonf', abbr: 'tonf (long)', name: 'Long ton-force (UK)', plural: 'Long tons-force (UK)', slug: 'long-tons-force', system: 'imperial', source: `${POUND_FORCE}; long ton = 2240 lb`, reference: { gnu: 'longton force' }, factor: 9964.01641818352 },
    { key: 'pdl', abbr: 'pdl', name: 'Poundal', plural: 'Poundals', system: 'imperial', source: `${SP_811}.8: poundal = 1 lb·ft/s²`, reference: { gnu: 'lb ft/s^2' }, factor: 0.138254954376 },
    { key: 'sn', abbr: 'sn', name: 'Sthène', plural: 'Sthènes', system: 'historical', source: MTS_SYSTEM, reference: { gnu: 'sthene' }, factor: 1000 },
  ],
});
