import { defineQuantity, fraction } from './define';
import { HANDBOOK_44, SI_ACCEPTED, SI_BROCHURE, SI_PREFIXED, YARD_AND_POUND } from './sources';

// Pair tables (tableValues) of road and travel speeds, from walking to a fast train.
const ROAD_KMH = [5, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 200, 300];
const ROAD_MPH = [5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 90, 100, 120, 150];

// km/h and the knot are not finite decimals of m/s, so they are fractions:
// 1 m/s is then exactly 3.6 km/h and 1 kn exactly 1.852 km/h.
// The core five units come first; the rest are appended (exact lengths over exact times, with the
// minute, hour and day of the SI's Table 8), then the two physical speeds people convert to.
const METRIC_TIME = `${SI_PREFIXED}; ${SI_ACCEPTED} (minute, hour, day)`;
const CUSTOMARY = `${YARD_AND_POUND}: 1 ft = 0.3048 m, 1 in = 0.0254 m, 1 yd = 0.9144 m, 1 mi = 1760 yd`;
/** ICAO's standard atmosphere: speed of sound at sea level (15 °C, 101,325 Pa). */
const ISA = 'ICAO Doc 7488/3 (Manual of the ICAO Standard Atmosphere, 1993) and ISO 2533:1975: sea-level speed of sound a₀ = 340.294 m/s';
const LIGHT = `${SI_BROCHURE}, §2.2 (defining constants): c = 299 792 458 m/s`;
const ADMIRALTY = 'UK Admiralty nautical mile of 6080 ft, used until the UK adopted the international 1852 m in 1970 (1 knot = 1 nautical mile per hour)';
const FURLONG = `${HANDBOOK_44}: 1 furlong = 660 ft = 1/8 mile (international foot since 2023); fortnight = 14 days`;

export const speed = defineQuantity({
  id: 'speed',
  name: 'Speed',
  units: [
    { key: 'mps', abbr: 'm/s', name: 'Meter per second', plural: 'Meters per second', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'm/s' }, factor: 1 },
    {
      key: 'kmh', abbr: 'km/h', name: 'Kilometer per hour', plural: 'Kilometers per hour', system: 'metric', source: SI_ACCEPTED,
      reference: { gnu: 'km/hour' }, ...fraction(1000, 3600), tableValues: ROAD_KMH,
    },
    { key: 'mph', abbr: 'mph', name: 'Mile per hour', plural: 'Miles per hour', system: 'US customary', source: YARD_AND_POUND, reference: { gnu: 'mile/hour' }, factor: 0.44704, tableValues: ROAD_MPH },
    { key: 'fps', abbr: 'ft/s', name: 'Foot per second', plural: 'Feet per second', system: 'US customary', source: YARD_AND_POUND, reference: { gnu: 'ft/s' }, factor: 0.3048 },
    {
      key: 'kn', abbr: 'kn', name: 'Knot', plural: 'Knots', system: 'nautical', source: `${SI_BROCHURE}, Table 8 note: 1 nautical mile = 1852 m; 1 kn = 1 nautical mile per hour`,
      reference: { gnu: 'knot' }, ...fraction(1852, 3600),
    },
    { key: 'km-per-s', abbr: 'km/s', name: 'Kilometer per second', plural: 'Kilometers per second', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'km/s' }, factor: 1000 },
    { key: 'cm-per-s', abbr: 'cm/s', name: 'Centimeter per second', plural: 'Centimeters per second', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'cm/s' }, factor: 0.01 },
    { key: 'mm-per-s', abbr: 'mm/s', name: 'Millimeter per second', plural: 'Millimeters per second', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'mm/s' }, factor: 0.001 },
    { key: 'um-per-s', abbr: 'μm/s', name: 'Micrometer per second', plural: 'Micrometers per second', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'micrometer/s' }, factor: 1e-6 },
    { key: 'km-per-min', abbr: 'km/min', name: 'Kilometer per minute', plural: 'Kilometers per minute', system: 'metric', source: METRIC_TIME, reference: { gnu: 'km/min' }, ...fraction(1000, 60) },
    { key: 'm-per-min', abbr: 'm/min', name: 'Meter per minute', plural: 'Meters per minute', system: 'metric', source: METRIC_TIME, reference: { gnu: 'm/min' }, ...fraction(1, 60) },
    { key: 'm-per-h', abbr: 'm/h', name: 'Meter per hour', plural: 'Meters per hour', system: 'metric', source: METRIC_TIME, reference: { gnu: 'm/hour' }, ...fraction(1, 3600) },
    { key: 'm-per-d', abbr: 'm/d', name: 'Meter per day', plural: 'Meters per day', system: 'metric', source: METRIC_TIME, reference: { gnu: 'm/day' }, ...fraction(1, 86400) },
    { key: 'cm-per-min', abbr: 'cm/min', name: 'Centimeter per minute', plural: 'Centimeters per minute', system: 'metric', source: METRIC_TIME, reference: { gnu: 'cm/min' }, ...fraction(1, 6000) },
    { key: 'mm-per-min', abbr: 'mm/min', name: 'Millimeter per minute', plural: 'Millimeters per minute', system: 'metric', source: METRIC_TIME, reference: { gnu: 'mm/min' }, ...fraction(1, 60000) },
    { key: 'mm-per-h', abbr: 'mm/h', name: 'Millimeter per hour', plural: 'Millimeters per hour', system: 'metric', source: METRIC_TIME, reference: { gnu: 'mm/hour' }, ...fraction(1, 3600000) },
    { key: 'ft-per-min', abbr: 'ft/min', name: 'Foot per minute', plural: 'Feet per minute', system: 'US customary', source: CUSTOMARY, reference: { gnu: 'ft/min' }, factor: 0.00508 },
    { key: 'ft-per-h', abbr: 'ft/h', name: 'Foot per hour', plural: 'Feet per hour', system: 'US customary', source: CUSTOMARY, reference: { gnu: 'ft/hour' }, ...fraction(0.3048, 3600) },
    { key: 'ft-per-d', abbr: 'ft/d', name: 'Foot per day', plural: 'Feet per day', system: 'US customary', source: CUSTOMARY, reference: { gnu: 'ft/day' }, ...fraction(0.3048, 86400) },
    { key: 'in-per-s', abbr: 'in/s', name: 'Inch per second', plural: 'Inches per second', system: 'US customary', source: CUSTOMARY, reference: { gnu: 'inch/s' }, factor: 0.0254 },
    { key: 'in-per-min', abbr: 'in/min', name: 'Inch per minute', plural: 'Inches per minute', system: 'US customary', source: CUSTOMARY, reference: { gnu: 'inch/min' }, ...fraction(0.0254, 60) },
    { key: 'in-per-h', abbr: 'in/h', name: 'Inch per hour', plural: 'Inches per hour', system: 'US customary', source: CUSTOMARY, reference: { gnu: 'inch/hour' }, ...fraction(0.0254, 3600) },
    { key: 'yd-per-s', abbr: 'yd/s', name: 'Yard per second', plural: 'Yards per second', system: 'US customary', source: CUSTOMARY, reference: { gnu: 'yard/s' }, factor: 0.9144 },
    { key: 'yd-per-min', abbr: 'yd/min', name: 'Yard per minute', plural: 'Yards per minute', system: 'US customary', source: CUSTOMARY, reference: { gnu: 'yard/min' }, factor: 0.01524 },
    { key: 'mi-per-min', abbr: 'mi/min', name: 'Mile per minute', plural: 'Miles per minute', system: 'US customary', source: CUSTOMARY, reference: { gnu: 'mile/min' }, factor: 26.8224 },
    { key: 'mi-per-s', abbr: 'mi/s', name: 'Mile per second', plural: 'Miles per second', system: 'US customary', source: CUSTOMARY, reference: { gnu: 'mile/s' }, factor: 1609.344 },
    {
      key: 'furlong-per-fortnight', abbr: 'fur/ftn', name: 'Furlong per fortnight', plural: 'Furlongs per fortnight', system: 'other', source: FURLONG,
      reference: { gnu: 'furlong/fortnight' }, ...fraction(201.168, 1209600),
    },
    {
      key: 'kn-uk', abbr: 'kn (UK Adm.)', name: 'UK Admiralty knot (historical)', plural: 'UK Admiralty knots (historical)', slug: 'admiralty-knots', system: 'historical', source: ADMIRALTY,
      reference: { gnu: 'brknot' }, ...fraction(1853.184, 3600),
    },
    {
      key: 'mach', abbr: 'Mach (ISA)', name: 'Mach (ISA sea level, 15 °C)', plural: 'Mach (ISA sea level, 15 °C)', slug: 'mach', system: 'other', source: ISA,
      reference: { printed: 340.294, where: 'ICAO Doc 7488/3 (1993), values at mean sea level: a₀ = 340.294 m/s' }, factor: 340.294,
    },
    { key: 'c', abbr: 'c', name: 'Speed of light in vacuum', plural: 'Speed of light in vacuum', slug: 'speed-of-light', system: 'other', source: LIGHT, reference: { gnu: 'c' }, factor: 299792458 },
  ],
});
