import { defineQuantity, fraction } from './define';
import { BTU_IT, CAL_IT, IT_SOURCE, PERCENT_SOURCE } from './constants';
import { SI_ACCEPTED, SI_BROCHURE } from './sources';
import type { Unit } from './types';

// Heat rate: the fuel energy a power plant or engine burns for each unit of energy it delivers,
// a pure ratio of energies (base J/J) that the industry writes as BTU/kWh, kJ/kWh or kcal/kWh.
// 1 kWh is 3.6 MJ, so 1 kJ/kWh = 1/3600 J/J and 1 BTU/kWh = 1,055.05585262/3,600,000 J/J.
// Thermal efficiency is its reciprocal: efficiency (%) = 100 / (J/J), a reciprocal scale whose
// reference is the ratio's GNU expression divided by the value (`1/percent/(40)` = 2.5).
const KWH = 3.6e6;
const KWH_SOURCE = `${SI_ACCEPTED}: 1 kWh = 3.6 MJ`;
// Pair tables list plants from a combined cycle's 6,000 to an old boiler's 14,000 kJ or BTU per
// kWh (HEAT_RATES; in MJ/kWh or MMBtu/MWh, HEAT_RATES_MJ). The default 0.25…100 is no plant at
// all: under 3,412 BTU/kWh would be over 100 % efficient.
const HEAT_RATES = [6000, 6500, 7000, 7500, 8000, 8500, 9000, 9500, 10000, 10500, 11000, 12000, 13000, 14000];
const HEAT_RATES_MJ = [6, 6.5, 7, 7.5, 8, 8.5, 9, 9.5, 10, 10.5, 11, 12, 13, 14];

const units: Unit[] = [
  {
    key: 'J-per-J', abbr: 'J/J', name: 'Joule per joule', plural: 'Joules per joule', system: 'SI',
    source: SI_BROCHURE, reference: { gnu: 'J/J' }, factor: 1,
    tableValues: [1.5, 1.75, 2, 2.25, 2.5, 2.75, 3, 3.25, 3.5, 4],
  },
  {
    key: 'kJ-per-kWh', abbr: 'kJ/kWh', name: 'Kilojoule per kilowatt-hour', plural: 'Kilojoules per kilowatt-hour', system: 'metric',
    source: KWH_SOURCE, reference: { gnu: 'kJ/kWh' }, ...fraction(1, 3600),
    tableValues: HEAT_RATES,
  },
  {
    key: 'MJ-per-kWh', abbr: 'MJ/kWh', name: 'Megajoule per kilowatt-hour', plural: 'Megajoules per kilowatt-hour', system: 'metric',
    source: KWH_SOURCE, reference: { gnu: 'MJ/kWh' }, ...fraction(1, 3.6),
    tableValues: HEAT_RATES_MJ,
  },
  {
    key: 'BTU-per-kWh', abbr: 'BTU/kWh', name: 'BTU (IT) per kilowatt-hour', plural: 'BTU (IT) per kilowatt-hour', slug: 'btu-per-kilowatt-hour',
    system: 'US customary', source: `${IT_SOURCE}; ${KWH_SOURCE}`, reference: { gnu: 'btu_IT/kWh' }, ...fraction(BTU_IT, KWH),
    tableValues: HEAT_RATES,
  },
  {
    key: 'MMBTU-per-MWh', abbr: 'MMBtu/MWh', name: 'Million BTU (IT) per megawatt-hour', plural: 'Million BTU (IT) per megawatt-hour',
    slug: 'million-btu-per-megawatt-hour', system: 'US customary', source: `${IT_SOURCE}; ${KWH_SOURCE}`, reference: { gnu: '1e6 btu_IT/MWh' },
    ...fraction(BTU_IT, 3600),
    tableValues: HEAT_RATES_MJ,
  },
  {
    key: 'kcal-per-kWh', abbr: 'kcal/kWh', name: 'Kilocalorie (IT) per kilowatt-hour', plural: 'Kilocalories (IT) per kilowatt-hour',
    slug: 'kilocalories-per-kilowatt-hour', system: 'metric', source: `${IT_SOURCE}; ${KWH_SOURCE}`, reference: { gnu: 'kcal_IT/kWh' },
    ...fraction(1000 * CAL_IT, KWH),
    tableValues: [1500, 1750, 2000, 2250, 2500, 2750, 3000, 3250, 3500],
  },
  {
    key: 'efficiency-pct', abbr: '% efficiency', name: 'Percent thermal efficiency', plural: 'Percent thermal efficiency', slug: 'percent-efficiency',
    system: 'other', source: `${PERCENT_SOURCE}; thermal efficiency = energy out / energy in, the reciprocal of the heat rate`,
    reference: { gnu: '1/percent/' }, scale: { kind: 'reciprocal', numerator: 100, denominator: 1 },
    tableValues: [20, 25, 30, 33, 35, 38, 40, 42, 45, 50, 55, 60],
  },
];

export const heatRate = defineQuantity({ id: 'heat-rate', name: 'Heat rate', units });
