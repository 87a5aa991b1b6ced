import { FT, HOUR, IN, LB } from './constants';
import { defineQuantity, fraction } from './define';
import { SI_BROCHURE, SI_PREFIXED, SP_811 } from './sources';
import type { Unit } from './types';

// Heat-transfer quantities: specific heat capacity (J/(kg·K)), thermal conductivity (W/(m·K)) and
// heat flux density (W/m²). "Per degree" is a temperature interval: 1 °C = 1 K, 1 °F = 5/9 K.
// Energy units are exact: the IT calorie 4.1868 J, the thermochemical calorie 4.184 J, the IT
// BTU 1,055.05585262 J; with the 1959 pound, foot and inch.
const CAL_IT = 4.1868;
const CAL_TH = 4.184;
const BTU = 1055.05585262;
const IT = `${SP_811}.8: calorie (IT) = 4.1868 J, Btu (IT) = 1 055.055 852 62 J`;
const TH = `${SP_811}.8: calorie (thermochemical) = 4.184 J`;

const specificHeatUnits: Unit[] = [
  { key: 'J-per-kg-K', abbr: 'J/(kg·K)', name: 'Joule per kilogram kelvin', plural: 'Joules per kilogram kelvin', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'J/(kg K)' }, factor: 1 },
  { key: 'kJ-per-kg-K', abbr: 'kJ/(kg·K)', name: 'Kilojoule per kilogram kelvin', plural: 'Kilojoules per kilogram kelvin', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kJ/(kg K)' }, factor: 1000 },
  { key: 'J-per-g-K', abbr: 'J/(g·K)', name: 'Joule per gram kelvin', plural: 'Joules per gram kelvin', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'J/(g K)' }, factor: 1000 },
  {
    key: 'cal-per-g-C', abbr: 'cal/(g·°C)', name: 'Calorie (IT) per gram degree Celsius', plural: 'Calories (IT) per gram degree Celsius',
    slug: 'calories-per-gram-celsius', system: 'CGS', source: IT, reference: { gnu: 'cal_IT/(g K)' }, factor: 1000 * CAL_IT,
  },
  {
    key: 'calth-per-g-C', abbr: 'cal_th/(g·°C)', name: 'Calorie (thermochemical) per gram degree Celsius',
    plural: 'Calories (thermochemical) per gram degree Celsius', slug: 'thermochemical-calories-per-gram-celsius', system: 'CGS',
    source: TH, reference: { gnu: 'cal_th/(g K)' }, factor: 1000 * CAL_TH,
  },
  {
    key: 'kcal-per-kg-C', abbr: 'kcal/(kg·°C)', name: 'Kilocalorie (IT) per kilogram degree Celsius', plural: 'Kilocalories (IT) per kilogram degree Celsius',
    slug: 'kilocalories-per-kilogram-celsius', system: 'metric', source: IT, reference: { gnu: 'kcal_IT/(kg K)' }, factor: 1000 * CAL_IT,
  },
  {
    key: 'BTU-per-lb-F', abbr: 'BTU/(lb·°F)', name: 'BTU (IT) per pound degree Fahrenheit', plural: 'BTU (IT) per pound degree Fahrenheit',
    slug: 'btu-per-pound-fahrenheit', system: 'US customary', source: IT, reference: { gnu: 'btu_IT/(lb degF)' }, ...fraction(BTU * 9, LB * 5),
  },
  {
    key: 'BTUth-per-lb-F', abbr: 'BTU_th/(lb·°F)', name: 'BTU (thermochemical) per pound degree Fahrenheit',
    plural: 'BTU (thermochemical) per pound degree Fahrenheit', slug: 'thermochemical-btu-per-pound-fahrenheit', system: 'US customary',
    source: `${TH}; Btu (thermochemical) = 4.184 J/cal × 453.59237 g/lb × 5/9`, reference: { gnu: 'btu_th/(lb degF)' }, factor: 1000 * CAL_TH,
  },
  {
    key: 'kWh-per-kg-K', abbr: 'kWh/(kg·K)', name: 'Kilowatt-hour per kilogram kelvin', plural: 'Kilowatt-hours per kilogram kelvin',
    system: 'metric', source: SI_PREFIXED, reference: { gnu: 'kWh/(kg K)' }, factor: 3600000,
  },
];

export const specificHeatCapacity = defineQuantity({ id: 'specific-heat-capacity', name: 'Specific heat capacity', units: specificHeatUnits });

const conductivityUnits: Unit[] = [
  { key: 'W-per-m-K', abbr: 'W/(m·K)', name: 'Watt per meter kelvin', plural: 'Watts per meter kelvin', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'W/(m K)' }, factor: 1 },
  { key: 'mW-per-m-K', abbr: 'mW/(m·K)', name: 'Milliwatt per meter kelvin', plural: 'Milliwatts per meter kelvin', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'mW/(m K)' }, factor: 0.001 },
  { key: 'W-per-cm-K', abbr: 'W/(cm·K)', name: 'Watt per centimeter kelvin', plural: 'Watts per centimeter kelvin', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'W/(cm K)' }, factor: 100 },
  { key: 'kW-per-m-K', abbr: 'kW/(m·K)', name: 'Kilowatt per meter kelvin', plural: 'Kilowatts per meter kelvin', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kW/(m K)' }, factor: 1000 },
  {
    key: 'cal-per-s-cm-C', abbr: 'cal/(s·cm·°C)', name: 'Calorie (IT) per second centimeter degree Celsius',
    plural: 'Calories (IT) per second centimeter degree Celsius', slug: 'calories-per-second-centimeter-celsius', system: 'CGS',
    source: IT, reference: { gnu: 'cal_IT/(s cm K)' }, factor: 100 * CAL_IT,
  },
  {
    key: 'kcal-per-h-m-C', abbr: 'kcal/(h·m·°C)', name: 'Kilocalorie (IT) per hour meter degree Celsius',
    plural: 'Kilocalories (IT) per hour meter degree Celsius', slug: 'kilocalories-per-hour-meter-celsius', system: 'metric',
    source: IT, reference: { gnu: 'kcal_IT/(hr m K)' }, ...fraction(1000 * CAL_IT, HOUR),
  },
  {
    key: 'BTU-per-h-ft-F', abbr: 'BTU/(h·ft·°F)', name: 'BTU (IT) per hour foot degree Fahrenheit',
    plural: 'BTU (IT) per hour foot degree Fahrenheit', slug: 'btu-per-hour-foot-fahrenheit', system: 'US customary',
    source: IT, reference: { gnu: 'btu_IT/(hr ft degF)' }, ...fraction(BTU * 9, HOUR * FT * 5),
  },
  {
    key: 'BTU-in-per-h-ft2-F', abbr: 'BTU·in/(h·ft²·°F)', name: 'BTU (IT) inch per hour square foot degree Fahrenheit',
    plural: 'BTU (IT) inches per hour square foot degree Fahrenheit', slug: 'btu-inches-per-hour-square-foot-fahrenheit', system: 'US customary',
    source: IT, reference: { gnu: 'btu_IT in/(hr ft^2 degF)' }, ...fraction(BTU * IN * 9, HOUR * FT * FT * 5),
  },
  {
    key: 'BTU-per-s-ft-F', abbr: 'BTU/(s·ft·°F)', name: 'BTU (IT) per second foot degree Fahrenheit',
    plural: 'BTU (IT) per second foot degree Fahrenheit', slug: 'btu-per-second-foot-fahrenheit', system: 'US customary',
    source: IT, reference: { gnu: 'btu_IT/(s ft degF)' }, ...fraction(BTU * 9, FT * 5),
  },
];

export const thermalConductivity = defineQuantity({ id: 'thermal-conductivity', name: 'Thermal conductivity', units: conductivityUnits });

const heatFluxUnits: Unit[] = [
  { key: 'W-per-m2', abbr: 'W/m²', name: 'Watt per square meter', plural: 'Watts per square meter', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'W/m^2' }, factor: 1 },
  { key: 'mW-per-m2', abbr: 'mW/m²', name: 'Milliwatt per square meter', plural: 'Milliwatts per square meter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'mW/m^2' }, factor: 0.001 },
  { key: 'kW-per-m2', abbr: 'kW/m²', name: 'Kilowatt per square meter', plural: 'Kilowatts per square meter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kW/m^2' }, factor: 1000 },
  { key: 'W-per-cm2', abbr: 'W/cm²', name: 'Watt per square centimeter', plural: 'Watts per square centimeter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'W/cm^2' }, factor: 10000 },
  {
    key: 'W-per-ft2', abbr: 'W/ft²', name: 'Watt per square foot', plural: 'Watts per square foot', system: 'US customary',
    source: SI_BROCHURE, reference: { gnu: 'W/ft^2' }, ...fraction(1, FT * FT),
  },
  {
    key: 'W-per-in2', abbr: 'W/in²', name: 'Watt per square inch', plural: 'Watts per square inch', system: 'US customary',
    source: SI_BROCHURE, reference: { gnu: 'W/in^2' }, ...fraction(1, IN * IN),
  },
  {
    key: 'BTU-per-h-ft2', abbr: 'BTU/(h·ft²)', name: 'BTU (IT) per hour square foot', plural: 'BTU (IT) per hour square foot',
    slug: 'btu-per-hour-square-foot', system: 'US customary', source: IT, reference: { gnu: 'btu_IT/(hr ft^2)' }, ...fraction(BTU, HOUR * FT * FT),
  },
  {
    key: 'BTU-per-s-ft2', abbr: 'BTU/(s·ft²)', name: 'BTU (IT) per second square foot', plural: 'BTU (IT) per second square foot',
    slug: 'btu-per-second-square-foot', system: 'US customary', source: IT, reference: { gnu: 'btu_IT/(s ft^2)' }, ...fraction(BTU, FT * FT),
  },
  {
    key: 'kcal-per-h-m2', abbr: 'kcal/(h·m²)', name: 'Kilocalorie (IT) per hour square meter', plural: 'Kilocalories (IT) per hour square meter',
    slug: 'kilocalories-per-hour-square-meter', system: 'metric', source: IT, reference: { gnu: 'kcal_IT/(hr m^2)' }, ...fraction(1000 * CAL_IT, HOUR),
  },
  {
    key: 'cal-per-s-cm2', abbr: 'cal/(s·cm²)', name: 'Calorie (IT) per second square centimeter', plural: 'Calories (IT) per second square centimeter',
    slug: 'calories-per-second-square-centimeter', system: 'CGS', source: IT, reference: { gnu: 'cal_IT/(s cm^2)' }, factor: 10000 * CAL_IT,
  },
  {
    key: 'erg-per-s-cm2', abbr: 'erg/(s·cm²)', name: 'Erg per second square centimeter', plural: 'Ergs per second square centimeter',
    slug: 'ergs-per-second-square-centimeter', system: 'CGS', source: `${SP_811}.8: erg = 10⁻⁷ J`, reference: { gnu: 'erg/(s cm^2)' }, factor: 0.001,
  },
];

export const heatFluxDensity = defineQuantity({ id: 'heat-flux-density', name: 'Heat flux density', units: heatFluxUnits });
