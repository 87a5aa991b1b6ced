import { defineQuantity, fraction } from './define';
import { SI_BROCHURE, SI_PREFIXED, SP_811, STANDARD_GRAVITY } from './sources';

// 1 ft·lbf = 0.3048 m × 4.4482216152605 N = 1.3558179483314004 J; Btu_IT = 1055.05585262 J;
// calorie_th = 4.184 J and calorie_IT = 4.1868 J.
const FT_LBF = 1.3558179483314004;
const BTU = 1055.05585262;
const HP = `${SP_811}.8: horsepower`;

export const power = defineQuantity({
  id: 'power',
  name: 'Power',
  units: [
    { key: 'W', abbr: 'W', name: 'Watt', plural: 'Watts', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'W' }, factor: 1 },
    { key: 'kW', abbr: 'kW', name: 'Kilowatt', plural: 'Kilowatts', slug: 'kw', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kW' }, factor: 1000 },
    { key: 'MW', abbr: 'MW', name: 'Megawatt', plural: 'Megawatts', slug: 'mw', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'MW' }, factor: 1e6 },
    { key: 'GW', abbr: 'GW', name: 'Gigawatt', plural: 'Gigawatts', slug: 'gw', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'GW' }, factor: 1e9 },
    { key: 'TW', abbr: 'TW', name: 'Terawatt', plural: 'Terawatts', slug: 'tw', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'TW' }, factor: 1e12 },
    { key: 'mW', abbr: 'mW', name: 'Milliwatt', plural: 'Milliwatts', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'mW' }, factor: 0.001 },
    { key: 'uW', abbr: 'μW', name: 'Microwatt', plural: 'Microwatts', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'microW' }, factor: 1e-6 },
    { key: 'nW', abbr: 'nW', name: 'Nanowatt', plural: 'Nanowatts', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'nW' }, factor: 1e-9 },
    { key: 'J-per-s', abbr: 'J/s', name: 'Joule per second', plural: 'Joules per second', system: 'SI', source: `${SI_BROCHURE}: W = J/s`, reference: { gnu: 'J/s' }, factor: 1 },
    { key: 'J-per-min', abbr: 'J/min', name: 'Joule per minute', plural: 'Joules per minute', system: 'metric', source: SI_BROCHURE, reference: { gnu: 'J/min' }, ...fraction(1, 60) },
    { key: 'J-per-h', abbr: 'J/h', name: 'Joule per hour', plural: 'Joules per hour', system: 'metric', source: SI_BROCHURE, reference: { gnu: 'J/hr' }, ...fraction(1, 3600) },
    { key: 'kJ-per-min', abbr: 'kJ/min', name: 'Kilojoule per minute', plural: 'Kilojoules per minute', system: 'metric', source: SI_PREFIXED, reference: { gnu: 'kJ/min' }, ...fraction(1000, 60) },
    { key: 'kJ-per-h', abbr: 'kJ/h', name: 'Kilojoule per hour', plural: 'Kilojoules per hour', system: 'metric', source: SI_PREFIXED, reference: { gnu: 'kJ/hr' }, ...fraction(1000, 3600) },
    { key: 'erg-per-s', abbr: 'erg/s', name: 'Erg per second', plural: 'Ergs per second', system: 'CGS', source: `${SP_811}.8: erg per second`, reference: { gnu: 'erg/s' }, factor: 1e-7 },
    { key: 'kgf-m-per-s', abbr: 'kgf·m/s', name: 'Kilogram-force meter per second', plural: 'Kilogram-force meters per second', system: 'metric', source: STANDARD_GRAVITY, reference: { gnu: 'kgf m/s' }, factor: 9.80665 },
    { key: 'cal-per-s', abbr: 'cal/s', name: 'Calorie per second (thermochemical)', plural: 'Calories per second (thermochemical)', system: 'metric', source: `${SP_811}.8: calorie_th per second`, reference: { gnu: 'calorie_th/s' }, factor: 4.184 },
    { key: 'cal-IT-per-s', abbr: 'cal_IT/s', name: 'Calorie per second (International Table)', plural: 'Calories per second (International Table)', system: 'metric', source: `${SP_811}.8: calorie_IT = 4.1868 J`, reference: { gnu: 'calorie_IT/s' }, factor: 4.1868 },
    { key: 'kcal-per-min', abbr: 'kcal/min', name: 'Kilocalorie per minute (thermochemical)', plural: 'Kilocalories per minute (thermochemical)', system: 'metric', source: `${SP_811}.8: kilocalorie_th per minute`, reference: { gnu: 'kcal_th/min' }, ...fraction(4184, 60) },
    { key: 'kcal-per-h', abbr: 'kcal/h', name: 'Kilocalorie per hour (thermochemical)', plural: 'Kilocalories per hour (thermochemical)', system: 'metric', source: `${SP_811}.8: kilocalorie_th = 4184 J`, reference: { gnu: 'kcal_th/hr' }, ...fraction(4184, 3600) },
    { key: 'kcal-IT-per-h', abbr: 'kcal_IT/h', name: 'Kilocalorie per hour (International Table)', plural: 'Kilocalories per hour (International Table)', system: 'metric', source: `${SP_811}.8: kilocalorie_IT = 4186.8 J`, reference: { gnu: 'kcal_IT/hr' }, factor: 1.163 },
    { key: 'BTU-per-h', abbr: 'BTU/h', name: 'BTU per hour (IT)', plural: 'BTU per hour (IT)', slug: 'btu-per-hour', system: 'imperial', source: `${SP_811}.8: Btu_IT per hour`, reference: { gnu: 'btu_IT/hr' }, ...fraction(BTU, 3600) },
    { key: 'BTU-per-min', abbr: 'BTU/min', name: 'BTU per minute (IT)', plural: 'BTU per minute (IT)', slug: 'btu-per-minute', system: 'imperial', source: `${SP_811}.8: Btu_IT per minute`, reference: { gnu: 'btu_IT/min' }, ...fraction(BTU, 60) },
    { key: 'BTU-per-s', abbr: 'BTU/s', name: 'BTU per second (IT)', plural: 'BTU per second (IT)', slug: 'btu-per-second', system: 'imperial', source: `${SP_811}.8: Btu_IT per second`, reference: { gnu: 'btu_IT/s' }, factor: BTU },
    { key: 'MBH', abbr: 'MBH', name: 'Thousand BTU per hour (IT)', plural: 'Thousand BTU per hour (IT)', slug: 'mbh', system: 'imperial', source: `${SP_811}.8: Btu_IT per hour; HVAC trade usage, M = 1000`, reference: { gnu: '1000 btu_IT/hr' }, ...fraction(1055055.85262, 3600) },
    { key: 'MMBTU-per-h', abbr: 'MMBtu/h', name: 'Million BTU per hour (IT)', plural: 'Million BTU per hour (IT)', slug: 'mmbtu-per-hour', system: 'imperial', source: `${SP_811}.8: Btu_IT per hour; gas trade usage, MM = 10⁶`, reference: { gnu: '1e6 btu_IT/hr' }, ...fraction(1055055852.62, 3600) },
    { key: 'hp', abbr: 'hp', name: 'Horsepower (mechanical)', plural: 'Horsepower (mechanical)', slug: 'horsepower', system: 'imperial', source: `${HP} (550 ft·lbf/s)`, reference: { gnu: '550 ft lbf/s' }, factor: 745.69987158227022 },
    { key: 'PS', abbr: 'PS', name: 'Metric horsepower', plural: 'Metric horsepower', slug: 'metric-horsepower', system: 'metric', source: `${HP} (metric, 75 kgf·m/s); ${STANDARD_GRAVITY}`, reference: { gnu: '75 kgf m/s' }, factor: 735.49875 },
    { key: 'hp-E', abbr: 'hp(E)', name: 'Electrical horsepower', plural: 'Electrical horsepower', slug: 'electrical-horsepower', system: 'other', source: `${HP} (electric) = 746 W`, reference: { gnu: 'electrichorsepower' }, factor: 746 },
    { key: 'hp-S', abbr: 'hp(S)', name: 'Boiler horsepower', plural: 'Boiler horsepower', slug: 'boiler-horsepower', system: 'US customary', source: `${HP} (boiler) = 9809.50 W`, reference: { gnu: 'boilerhorsepower' }, factor: 9809.5 },
    { key: 'TR', abbr: 'TR', name: 'Ton of refrigeration', plural: 'Tons of refrigeration', system: 'US customary', source: `${SP_811}.8: ton of refrigeration = 12 000 Btu_IT/h`, reference: { gnu: '12000 btu_IT/hr' }, ...fraction(12660670.23144, 3600) },
    { key: 'ft-lbf-per-s', abbr: 'ft·lbf/s', name: 'Foot-pound-force per second', plural: 'Foot-pounds-force per second', system: 'US customary', source: `${SP_811}.8: foot pound-force per second`, reference: { gnu: 'ft lbf/s' }, factor: FT_LBF },
    { key: 'ft-lbf-per-min', abbr: 'ft·lbf/min', name: 'Foot-pound-force per minute', plural: 'Foot-pounds-force per minute', system: 'US customary', source: `${SP_811}.8: foot pound-force per minute`, reference: { gnu: 'ft lbf/min' }, ...fraction(FT_LBF, 60) },
    { key: 'ft-lbf-per-h', abbr: 'ft·lbf/h', name: 'Foot-pound-force per hour', plural: 'Foot-pounds-force per hour', system: 'US customary', source: `${SP_811}.8: foot pound-force per hour`, reference: { gnu: 'ft lbf/hr' }, ...fraction(FT_LBF, 3600) },
  ],
});
