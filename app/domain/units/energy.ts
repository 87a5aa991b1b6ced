import { defineQuantity, fraction } from './define';
import { SI_ACCEPTED, SI_BROCHURE, SI_PREFIXED, SP_811 } from './sources';

// Thermochemical calorie, the SI 2019 exact electronvolt and the IT BTU; the core eight come
// first. The IT calorie (4.1868 J) and the thermochemical BTU (4.184 J/cal × 453.59237 g/lb ×
// 5/9 K/°F) are their own, named units. GNU units' `therm` is the US therm; the EC therm is
// `ECtherm`. The pound-force is 0.45359237 kg × 9.80665 m/s²; the horsepower 550 ft·lbf/s.
// The hartree is measured (CODATA 2018, as GNU units 2.22 has it).
export const energy = defineQuantity({
  id: 'energy',
  name: 'Energy',
  units: [
    { key: 'J', abbr: 'J', name: 'Joule', plural: 'Joules', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'J' }, factor: 1 },
    { key: 'kJ', abbr: 'kJ', name: 'Kilojoule', plural: 'Kilojoules', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kJ' }, factor: 1000 },
    { key: 'cal', abbr: 'cal', name: 'Calorie', plural: 'Calories', system: 'metric', source: `${SP_811}.8: calorie_th = 4.184 J`, reference: { gnu: 'calorie_th' }, factor: 4.184 },
    { key: 'kcal', abbr: 'kcal', name: 'Kilocalorie', plural: 'Kilocalories', system: 'metric', source: `${SP_811}.8: kilocalorie_th = 4184 J`, reference: { gnu: 'kcal_th' }, factor: 4184 },
    { key: 'Wh', abbr: 'Wh', name: 'Watt-hour', plural: 'Watt-hours', system: 'metric', source: `${SI_ACCEPTED}: watt × hour`, reference: { gnu: 'W hour' }, factor: 3600 },
    { key: 'kWh', abbr: 'kWh', name: 'Kilowatt-hour', plural: 'Kilowatt-hours', system: 'metric', source: `${SI_ACCEPTED}: kilowatt × hour`, reference: { gnu: 'kW hour' }, factor: 3600000 },
    {
      key: 'eV', abbr: 'eV', name: 'Electronvolt', plural: 'Electronvolts', system: 'metric', source: `${SI_ACCEPTED}: e = 1.602176634 × 10⁻¹⁹ C exactly`,
      reference: { gnu: 'eV' }, factor: 1.602176634e-19,
    },
    {
      key: 'BTU', abbr: 'BTU', name: 'British thermal unit', plural: 'British thermal units', slug: 'btu', system: 'imperial',
      source: `${SP_811}.8: Btu_IT (International Table), 1055.05585262 J`, reference: { gnu: 'btu_IT' }, factor: 1055.05585262,
    },
    { key: 'uJ', abbr: 'μJ', name: 'Microjoule', plural: 'Microjoules', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'uJ' }, factor: 1e-6 },
    { key: 'mJ', abbr: 'mJ', name: 'Millijoule', plural: 'Millijoules', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'mJ' }, factor: 0.001 },
    { key: 'MJ', abbr: 'MJ', name: 'Megajoule', plural: 'Megajoules', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'MJ' }, factor: 1e6 },
    { key: 'GJ', abbr: 'GJ', name: 'Gigajoule', plural: 'Gigajoules', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'GJ' }, factor: 1e9 },
    { key: 'TJ', abbr: 'TJ', name: 'Terajoule', plural: 'Terajoules', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'TJ' }, factor: 1e12 },
    { key: 'MWh', abbr: 'MWh', name: 'Megawatt-hour', plural: 'Megawatt-hours', system: 'metric', source: `${SI_ACCEPTED}: megawatt × hour`, reference: { gnu: 'MW hour' }, factor: 3.6e9 },
    { key: 'GWh', abbr: 'GWh', name: 'Gigawatt-hour', plural: 'Gigawatt-hours', system: 'metric', source: `${SI_ACCEPTED}: gigawatt × hour`, reference: { gnu: 'GW hour' }, factor: 3.6e12 },
    { key: 'TWh', abbr: 'TWh', name: 'Terawatt-hour', plural: 'Terawatt-hours', system: 'metric', source: `${SI_ACCEPTED}: terawatt × hour`, reference: { gnu: 'TW hour' }, factor: 3.6e15 },
    { key: 'keV', abbr: 'keV', name: 'Kiloelectronvolt', plural: 'Kiloelectronvolts', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'keV' }, factor: 1.602176634e-16 },
    { key: 'MeV', abbr: 'MeV', name: 'Megaelectronvolt', plural: 'Megaelectronvolts', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'MeV' }, factor: 1.602176634e-13 },
    { key: 'GeV', abbr: 'GeV', name: 'Gigaelectronvolt', plural: 'Gigaelectronvolts', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'GeV' }, factor: 1.602176634e-10 },
    { key: 'erg', abbr: 'erg', name: 'Erg', plural: 'Ergs', system: 'CGS', source: `${SP_811}: 1 erg = 10⁻⁷ J`, reference: { gnu: 'erg' }, factor: 1e-7 },
    { key: 'cal-IT', abbr: 'cal (IT)', name: 'Calorie (International Table)', plural: 'Calories (International Table)', slug: 'it-calories', system: 'metric', source: `${SP_811}.8: calorie_IT = 4.1868 J`, reference: { gnu: 'calorie_IT' }, factor: 4.1868 },
    { key: 'kcal-IT', abbr: 'kcal (IT)', name: 'Kilocalorie (International Table)', plural: 'Kilocalories (International Table)', slug: 'it-kilocalories', system: 'metric', source: `${SP_811}.8: kilocalorie_IT = 4186.8 J`, reference: { gnu: 'kcal_IT' }, factor: 4186.8 },
    {
      key: 'BTU-th', abbr: 'BTU (th)', name: 'British thermal unit (thermochemical)', plural: 'British thermal units (thermochemical)', slug: 'thermochemical-btu', system: 'imperial',
      source: `${SP_811}.8: Btu_th = 1.054350 × 10³ J (cal_th × lb/g × 5/9)`, reference: { gnu: 'btu_th' }, ...fraction(9489.1523804, 9),
    },
    { key: 'therm-US', abbr: 'thm (US)', name: 'Therm (US)', plural: 'Therms (US)', slug: 'us-therms', system: 'US customary', source: `${SP_811}.8: therm (U.S.) = 1.054804 × 10⁸ J`, reference: { gnu: 'therm' }, factor: 105480400 },
    { key: 'therm-EC', abbr: 'thm (EC)', name: 'Therm (EC)', plural: 'Therms (EC)', slug: 'ec-therms', system: 'imperial', source: `${SP_811}.8: therm (EC) = 1.05506 × 10⁸ J`, reference: { gnu: 'ECtherm' }, factor: 105506000 },
    { key: 'quad', abbr: 'quad', name: 'Quad (10¹⁵ BTU)', plural: 'Quads (10¹⁵ BTU)', slug: 'quads', system: 'US customary', source: `${SP_811}.8: 1 quad = 10¹⁵ Btu_IT`, reference: { gnu: 'quad' }, factor: 1.05505585262e18 },
    { key: 'ftlbf', abbr: 'ft·lbf', name: 'Foot-pound (force)', plural: 'Foot-pounds (force)', slug: 'foot-pounds', system: 'US customary', source: `${SP_811}: 1 ft·lbf = 0.3048 m × 1 lbf`, reference: { gnu: 'ft lbf' }, factor: 1.3558179483314004 },
    { key: 'inlbf', abbr: 'in·lbf', name: 'Inch-pound (force)', plural: 'Inch-pounds (force)', slug: 'inch-pounds', system: 'US customary', source: `${SP_811}: 1 in·lbf = 0.0254 m × 1 lbf`, reference: { gnu: 'inch lbf' }, factor: 0.1129848290276167 },
    { key: 'hph', abbr: 'hp·h', name: 'Horsepower-hour', plural: 'Horsepower-hours', system: 'US customary', source: `${SP_811}: 1 hp = 550 ft·lbf/s`, reference: { gnu: 'hp hour' }, factor: 2684519.537696172792 },
    { key: 'kgfm', abbr: 'kgf·m', name: 'Kilogram-force meter', plural: 'Kilogram-force meters', system: 'metric', source: `${SP_811}: 1 kgf·m = 9.80665 J`, reference: { gnu: 'kgf m' }, factor: 9.80665 },
    { key: 'Latm', abbr: 'L·atm', name: 'Liter-atmosphere', plural: 'Liter-atmospheres', system: 'metric', source: `${SP_811}: 1 atm = 101 325 Pa`, reference: { gnu: 'L atm' }, factor: 101.325 },
    { key: 'Eh', abbr: 'Eh', name: 'Hartree', plural: 'Hartrees', system: 'other', source: 'CODATA 2018: Eh = 4.359 744 722 2071(85) × 10⁻¹⁸ J', reference: { gnu: 'hartree' }, factor: 4.3597447222071e-18 },
    { key: 'tTNT', abbr: 't TNT', name: 'Ton of TNT', plural: 'Tons of TNT', slug: 'tons-of-tnt', system: 'other', source: 'By convention 1 t TNT = 10⁹ cal_th = 4.184 × 10⁹ J (NIST SP 811, B.8)', reference: { gnu: '1e9 calorie_th' }, factor: 4.184e9 },
    { key: 'toe', abbr: 'toe', name: 'Tonne of oil equivalent', plural: 'Tonnes of oil equivalent', system: 'other', source: 'IEA/OECD: 1 toe = 10⁷ kcal_IT = 41.868 GJ', reference: { gnu: 'toe' }, factor: 41868000000 },
  ],
});
