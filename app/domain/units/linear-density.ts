import { FT, IN, LB } from './constants';
import { defineQuantity, fraction } from './define';
import { SI_BROCHURE, SI_PREFIXED, YARD_AND_POUND } from './sources';
import type { Unit } from './types';

// Mass per unit length on the SI's kg/m: yarn and fiber (tex, decitex, denier), cable and rope
// (kg/km, g/m), rail and steel (lb/yd, lb/ft, kg/m). Customary units rest on the 1959 pound
// (0.45359237 kg), yard (0.9144 m), foot, inch and grain (1/7000 lb). Yarn *counts* run the other
// way, length per mass, so they are reciprocal scales: linear density = numerator / (denominator ×
// count), e.g. English cotton count Ne = hanks of 840 yd per pound, 1 Ne = 0.45359237 / 768.096
// kg/m; their GNU reference is the linear density of count 1, to which the test appends the count.
const YD = 0.9144;
const GRAIN = LB / 7000;
const OZ = LB / 16;
const TEX = 'ISO 1144:2016 (tex system): 1 tex = 1 g/km';
const COUNTS = 'ASTM D2260 (conversion factors and equivalent yarn numbers)';
const CUSTOMARY = `${YARD_AND_POUND}: yard 0.9144 m, pound 0.45359237 kg`;

const count = (key: string, abbr: string, name: string, plural: string, system: Unit['system'], massKg: number, lengthM: number, gnu: string, source: string): Unit => ({
  key, abbr, name, plural, system, source, reference: { gnu: `${gnu}/` }, scale: { kind: 'reciprocal', numerator: massKg, denominator: lengthM },
});

export const linearDensity = defineQuantity({
  id: 'linear-density',
  name: 'Linear density',
  units: [
    { key: 'kg-per-m', abbr: 'kg/m', name: 'Kilogram per meter', plural: 'Kilograms per meter', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'kg/m' }, factor: 1 },
    { key: 'g-per-m', abbr: 'g/m', name: 'Gram per meter', plural: 'Grams per meter', system: 'metric', source: SI_PREFIXED, reference: { gnu: 'g/m' }, factor: 1e-3 },
    { key: 'kg-per-km', abbr: 'kg/km', name: 'Kilogram per kilometer', plural: 'Kilograms per kilometer', system: 'metric', source: SI_PREFIXED, reference: { gnu: 'kg/km' }, factor: 1e-3 },
    { key: 'g-per-cm', abbr: 'g/cm', name: 'Gram per centimeter', plural: 'Grams per centimeter', system: 'CGS', source: SI_PREFIXED, reference: { gnu: 'g/cm' }, factor: 0.1 },
    { key: 'mg-per-m', abbr: 'mg/m', name: 'Milligram per meter', plural: 'Milligrams per meter', system: 'metric', source: SI_PREFIXED, reference: { gnu: 'mg/m' }, factor: 1e-6 },
    { key: 'tex', abbr: 'tex', name: 'Tex', plural: 'Tex', slug: 'tex', system: 'metric', source: TEX, reference: { gnu: 'tex' }, factor: 1e-6 },
    { key: 'dtex', abbr: 'dtex', name: 'Decitex', plural: 'Decitex', slug: 'decitex', system: 'metric', source: TEX, reference: { gnu: 'dtex' }, factor: 1e-7 },
    { key: 'ktex', abbr: 'ktex', name: 'Kilotex', plural: 'Kilotex', slug: 'kilotex', system: 'metric', source: TEX, reference: { gnu: 'kilotex' }, factor: 1e-3 },
    { key: 'den', abbr: 'den', name: 'Denier', plural: 'Deniers', system: 'metric', source: `${COUNTS}: denier = 1 g per 9,000 m`, reference: { gnu: 'denier' }, ...fraction(1e-3, 9000) },
    { key: 'lb-per-ft', abbr: 'lb/ft', name: 'Pound per foot', plural: 'Pounds per foot', system: 'US customary', source: CUSTOMARY, reference: { gnu: 'lb/ft' }, ...fraction(LB, FT) },
    { key: 'lb-per-in', abbr: 'lb/in', name: 'Pound per inch', plural: 'Pounds per inch', system: 'US customary', source: CUSTOMARY, reference: { gnu: 'lb/in' }, ...fraction(LB, IN) },
    { key: 'lb-per-yd', abbr: 'lb/yd', name: 'Pound per yard', plural: 'Pounds per yard', system: 'US customary', source: CUSTOMARY, reference: { gnu: 'lb/yd' }, ...fraction(LB, YD) },
    { key: 'lb-per-mi', abbr: 'lb/mi', name: 'Pound per mile', plural: 'Pounds per mile', system: 'US customary', source: `${CUSTOMARY}; mile = 1,760 yd`, reference: { gnu: 'lb/mi' }, ...fraction(LB, 1760 * YD) },
    { key: 'oz-per-yd', abbr: 'oz/yd', name: 'Ounce per yard', plural: 'Ounces per yard', system: 'US customary', source: `${CUSTOMARY}; ounce = 1/16 lb`, reference: { gnu: 'oz/yd' }, ...fraction(OZ, YD) },
    { key: 'gr-per-yd', abbr: 'gr/yd', name: 'Grain per yard', plural: 'Grains per yard', system: 'US customary', source: `${CUSTOMARY}; grain = 1/7000 lb`, reference: { gnu: 'grain/yd' }, ...fraction(GRAIN, YD) },
    count('Nm', 'Nm', 'Metric count', 'Metric count', 'metric', 1e-3, 1, 'g/m', `${COUNTS}: metric count Nm = meters per gram`),
    count('Ne', 'Ne', 'English cotton count', 'English cotton count', 'imperial', LB, 840 * YD, 'lb/(840 yd)', `${COUNTS}: cotton count = 840-yard hanks per pound; ${CUSTOMARY}`),
    count('worsted', 'NeK', 'Worsted count', 'Worsted count', 'imperial', LB, 560 * YD, 'lb/(560 yd)', `${COUNTS}: worsted count = 560-yard hanks per pound; ${CUSTOMARY}`),
    count('lea', 'NeL', 'Linen lea', 'Linen lea', 'imperial', LB, 300 * YD, 'lb/(300 yd)', `${COUNTS}: linen lea = 300-yard leas per pound; ${CUSTOMARY}`),
  ],
});
