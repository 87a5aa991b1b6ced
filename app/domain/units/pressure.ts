import { defineQuantity, fraction } from './define';
import { MTS_SYSTEM, SI_BROCHURE, SI_PREFIXED, SP_811, STANDARD_GRAVITY } from './sources';

// Pair tables (tableValues) of what people look up: tyre pressures (car 26–50 psi, 180–350 kPa,
// 1.8–3.5 bar; a bike's 80–120 psi), weather (950–1050 hPa, 28–31 inHg), blood pressure in mmHg,
// and 200–300 bar for a diving cylinder.
const TYRES_KPA = [100, 150, 180, 200, 210, 220, 230, 240, 250, 260, 280, 300, 350, 400, 500];
const TYRES_PSI = [1, 5, 10, 14.7, 20, 25, 28, 30, 32, 33, 35, 36, 38, 40, 44, 50, 60, 80, 100, 120];
const TYRES_BAR = [0.5, 1, 1.5, 1.8, 2, 2.2, 2.4, 2.5, 2.8, 3, 3.5, 4, 5, 6, 8, 10, 200, 300];
const WEATHER_HPA = [950, 960, 970, 980, 990, 1000, 1010, 1013.25, 1020, 1030, 1040, 1050];
const WEATHER_INHG = [28, 28.5, 29, 29.5, 29.92, 30, 30.5, 31];
const BLOOD_MMHG = [40, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160, 180, 200, 760];
const PASCALS = [1, 10, 50, 100, 250, 500, 1000, 2500, 5000, 10000, 50000, 100000, 101325];

// Gravitational units rest on g_n = 9.80665 m/s² and 1 lbf = 0.45359237 kg × g_n = 4.4482216152605 N.
// Manometric units are the conventional ones: mercury 13.5951 g/cm³ and water 1 g/cm³ under g_n.
const LBF = 4.4482216152605;
const IN2 = 0.00064516;
const FT2 = 0.09290304;
const MERCURY = `${SP_811}.8: conventional mercury column, 13.5951 g/cm³ × g_n`;
const WATER = `${SP_811}.8: conventional water column, 1 g/cm³ × g_n`;

export const pressure = defineQuantity({
  id: 'pressure',
  name: 'Pressure',
  units: [
    { key: 'Pa', abbr: 'Pa', name: 'Pascal', plural: 'Pascals', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'Pa' }, factor: 1, tableValues: PASCALS },
    { key: 'kPa', abbr: 'kPa', name: 'Kilopascal', plural: 'Kilopascals', slug: 'kpa', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kPa' }, factor: 1000, tableValues: TYRES_KPA },
    { key: 'MPa', abbr: 'MPa', name: 'Megapascal', plural: 'Megapascals', slug: 'mpa', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'MPa' }, factor: 1e6 },
    { key: 'GPa', abbr: 'GPa', name: 'Gigapascal', plural: 'Gigapascals', slug: 'gpa', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'GPa' }, factor: 1e9 },
    { key: 'hPa', abbr: 'hPa', name: 'Hectopascal', plural: 'Hectopascals', slug: 'hpa', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'hPa' }, factor: 100, tableValues: WEATHER_HPA },
    { key: 'mPa', abbr: 'mPa', name: 'Millipascal', plural: 'Millipascals', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'milliPa' }, factor: 0.001 },
    { key: 'uPa', abbr: 'μPa', name: 'Micropascal', plural: 'Micropascals', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'microPa' }, factor: 1e-6 },
    { key: 'N-per-m2', abbr: 'N/m²', name: 'Newton per square meter', plural: 'Newtons per square meter', system: 'SI', source: `${SI_BROCHURE}: Pa = N/m²`, reference: { gnu: 'N/m^2' }, factor: 1 },
    { key: 'N-per-cm2', abbr: 'N/cm²', name: 'Newton per square centimeter', plural: 'Newtons per square centimeter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'N/cm^2' }, factor: 10000 },
    { key: 'N-per-mm2', abbr: 'N/mm²', name: 'Newton per square millimeter', plural: 'Newtons per square millimeter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'N/mm^2' }, factor: 1e6 },
    { key: 'bar', abbr: 'bar', name: 'Bar', plural: 'Bars', slug: 'bar', system: 'metric', source: `${SP_811}.8: bar = 10⁵ Pa`, reference: { gnu: 'bar' }, factor: 100000, tableValues: TYRES_BAR },
    { key: 'mbar', abbr: 'mbar', name: 'Millibar', plural: 'Millibars', slug: 'mbar', system: 'metric', source: `${SP_811}.8: millibar = 100 Pa`, reference: { gnu: 'millibar' }, factor: 100, tableValues: WEATHER_HPA },
    { key: 'kbar', abbr: 'kbar', name: 'Kilobar', plural: 'Kilobars', slug: 'kbar', system: 'metric', source: `${SP_811}.8: bar = 10⁵ Pa`, reference: { gnu: 'kilobar' }, factor: 1e8 },
    { key: 'atm', abbr: 'atm', name: 'Standard atmosphere', plural: 'Standard atmospheres', slug: 'atm', system: 'metric', source: `${SP_811}.8: standard atmosphere = 101325 Pa (10th CGPM, 1954)`, reference: { gnu: 'atm' }, factor: 101325 },
    { key: 'at', abbr: 'at', name: 'Technical atmosphere', plural: 'Technical atmospheres', system: 'metric', source: `${SP_811}.8: technical atmosphere = 1 kgf/cm²; ${STANDARD_GRAVITY}`, reference: { gnu: 'technicalatmosphere' }, factor: 98066.5 },
    { key: 'kgf-per-cm2', abbr: 'kgf/cm²', name: 'Kilogram-force per square centimeter', plural: 'Kilograms-force per square centimeter', slug: 'kgf-per-cm2', system: 'metric', source: STANDARD_GRAVITY, reference: { gnu: 'kgf/cm^2' }, factor: 98066.5 },
    { key: 'kgf-per-m2', abbr: 'kgf/m²', name: 'Kilogram-force per square meter', plural: 'Kilograms-force per square meter', slug: 'kgf-per-m2', system: 'metric', source: STANDARD_GRAVITY, reference: { gnu: 'kgf/m^2' }, factor: 9.80665 },
    { key: 'kgf-per-mm2', abbr: 'kgf/mm²', name: 'Kilogram-force per square millimeter', plural: 'Kilograms-force per square millimeter', slug: 'kgf-per-mm2', system: 'metric', source: STANDARD_GRAVITY, reference: { gnu: 'kgf/mm^2' }, factor: 9806650 },
    { key: 'gf-per-cm2', abbr: 'gf/cm²', name: 'Gram-force per square centimeter', plural: 'Grams-force per square centimeter', slug: 'gf-per-cm2', system: 'metric', source: STANDARD_GRAVITY, reference: { gnu: 'gram force/cm^2' }, factor: 98.0665 },
    { key: 'torr', abbr: 'Torr', name: 'Torr', plural: 'Torr', slug: 'torr', system: 'metric', source: `${SP_811}.8: torr = 101325/760 Pa`, reference: { gnu: 'atm/760' }, ...fraction(101325, 760) },
    { key: 'mTorr', abbr: 'mTorr', name: 'Millitorr', plural: 'Millitorr', slug: 'mtorr', system: 'metric', source: `${SP_811}.8: torr = 101325/760 Pa`, reference: { gnu: 'millitorr' }, ...fraction(101.325, 760) },
    { key: 'mmHg', abbr: 'mmHg', name: 'Millimeter of mercury', plural: 'Millimeters of mercury', slug: 'mmhg', system: 'metric', source: MERCURY, reference: { gnu: 'mm Hg' }, factor: 133.322387415, tableValues: BLOOD_MMHG },
    { key: 'cmHg', abbr: 'cmHg', name: 'Centimeter of mercury', plural: 'Centimeters of mercury', slug: 'cmhg', system: 'metric', source: MERCURY, reference: { gnu: 'cm Hg' }, factor: 1333.22387415 },
    { key: 'inHg', abbr: 'inHg', name: 'Inch of mercury', plural: 'Inches of mercury', slug: 'inhg', system: 'US customary', source: MERCURY, reference: { gnu: 'inch Hg' }, factor: 3386.388640341, tableValues: WEATHER_INHG },
    { key: 'mmH2O', abbr: 'mmH₂O', name: 'Millimeter of water', plural: 'Millimeters of water', slug: 'mmh2o', system: 'metric', source: WATER, reference: { gnu: 'mm water' }, factor: 9.80665 },
    { key: 'cmH2O', abbr: 'cmH₂O', name: 'Centimeter of water', plural: 'Centimeters of water', slug: 'cmh2o', system: 'metric', source: WATER, reference: { gnu: 'cm water' }, factor: 98.0665 },
    { key: 'mH2O', abbr: 'mH₂O', name: 'Meter of water', plural: 'Meters of water', slug: 'mh2o', system: 'metric', source: WATER, reference: { gnu: 'm water' }, factor: 9806.65 },
    { key: 'inH2O', abbr: 'inH₂O', name: 'Inch of water', plural: 'Inches of water', slug: 'inh2o', system: 'US customary', source: WATER, reference: { gnu: 'inch water' }, factor: 249.08891 },
    { key: 'ftH2O', abbr: 'ftH₂O', name: 'Foot of water', plural: 'Feet of water', slug: 'fth2o', system: 'US customary', source: WATER, reference: { gnu: 'ft water' }, factor: 2989.06692 },
    { key: 'psi', abbr: 'psi', name: 'Pound-force per square inch', plural: 'Pounds-force per square inch', slug: 'psi', system: 'US customary', source: `${SP_811}.8: lbf/in²`, reference: { gnu: 'lbf/in^2' }, ...fraction(LBF, IN2), tableValues: TYRES_PSI },
    { key: 'ksi', abbr: 'ksi', name: 'Kip per square inch', plural: 'Kips per square inch', slug: 'ksi', system: 'US customary', source: `${SP_811}.8: kip/in² = 1000 lbf/in²`, reference: { gnu: 'kip/in^2' }, ...fraction(4448.2216152605, IN2) },
    { key: 'psf', abbr: 'psf', name: 'Pound-force per square foot', plural: 'Pounds-force per square foot', slug: 'psf', system: 'US customary', source: `${SP_811}.8: lbf/ft²`, reference: { gnu: 'lbf/ft^2' }, ...fraction(LBF, FT2) },
    {
      key: 'short-tonf-per-in2', abbr: 'tonf/in² (short)', name: 'Short ton-force per square inch (US)', plural: 'Short tons-force per square inch (US)', slug: 'short-tons-per-square-inch',
      system: 'US customary', source: `${SP_811}.8: ton-force (2000 lb) per in²`, reference: { gnu: 'shortton force/in^2' }, ...fraction(8896.443230521, IN2),
    },
    {
      key: 'long-tonf-per-in2', abbr: 'tonf/in² (long)', name: 'Long ton-force per square inch (UK)', plural: 'Long tons-force per square inch (UK)', slug: 'long-tons-per-square-inch',
      system: 'imperial', source: `${SP_811}.8: long ton (2240 lb) force per in²`, reference: { gnu: 'longton force/in^2' }, ...fraction(9964.01641818352, IN2),
    },
    {
      key: 'short-tonf-per-ft2', abbr: 'tonf/ft² (short)', name: 'Short ton-force per square foot (US)', plural: 'Short tons-force per square foot (US)', slug: 'short-tons-per-square-foot',
      system: 'US customary', source: `${SP_811}.8: ton-force (2000 lb) per ft²`, reference: { gnu: 'shortton force/ft^2' }, ...fraction(8896.443230521, FT2),
    },
    { key: 'pdl-per-ft2', abbr: 'pdl/ft²', name: 'Poundal per square foot', plural: 'Poundals per square foot', slug: 'poundals-per-square-foot', system: 'imperial', source: `${SP_811}.8: poundal = 1 lb·ft/s²`, reference: { gnu: 'poundal/ft^2' }, ...fraction(0.138254954376, FT2) },
    { key: 'dyn-per-cm2', abbr: 'dyn/cm²', name: 'Dyne per square centimeter', plural: 'Dynes per square centimeter', slug: 'dynes-per-square-centimeter', system: 'CGS', source: `${SP_811}.8: dyn/cm² = 0.1 Pa`, reference: { gnu: 'dyne/cm^2' }, factor: 0.1 },
    { key: 'Ba', abbr: 'Ba', name: 'Barye', plural: 'Baryes', system: 'CGS', source: `${SP_811}.8: barye = 1 dyn/cm²`, reference: { gnu: 'barye' }, factor: 0.1 },
    { key: 'pz', abbr: 'pz', name: 'Pieze', plural: 'Piezes', system: 'historical', source: MTS_SYSTEM, reference: { gnu: 'pieze' }, factor: 1000 },
  ],
});
