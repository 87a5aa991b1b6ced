import { defineQuantity, fraction } from './define';
import { density } from './density';
import { SI_ACCEPTED, YARD_AND_POUND } from './sources';
import type { Unit } from './types';

// Mass concentration: the mass of a substance dissolved or dispersed in a volume of solution or
// air, base kg/m³. It has density's dimension, and the units it shares with density (kg/m³, g/L,
// mg/L, μg/m³, lb/gal…) are density's own rows, so the two tables cannot disagree. Added here: the
// laboratory and clinical units (mg/mL, g/dL, mg/dL, μg/dL, μg/mL, μg/L, ng/mL, ng/L), the
// pharmacopeia's percent weight in volume, and the grain per imperial gallon of water treatment.
const fromDensity = (key: string, slug?: string): Unit => {
  const unit = density.units.find((u) => u.key === key);
  if (!unit) throw new Error(`mass-concentration: density has no unit "${key}"`);
  return slug ? { ...unit, slug } : unit;
};

const row = (key: string, abbr: string, name: string, plural: string, gnu: string, factor: number): Unit => ({
  key, abbr, name, plural, system: 'metric', source: SI_ACCEPTED, reference: { gnu }, factor,
});

const units: Unit[] = [
  fromDensity('kg-per-m3'),
  fromDensity('g-per-L'),
  row('mg-per-mL', 'mg/mL', 'Milligram per milliliter', 'Milligrams per milliliter', 'mg/ml', 1),
  fromDensity('g-per-mL'),
  row('g-per-dL', 'g/dL', 'Gram per deciliter', 'Grams per deciliter', 'g/dl', 10),
  {
    key: 'pct-wv', abbr: '% w/v', name: 'Percent weight in volume (g per 100 mL)', plural: 'Percent weight in volume', slug: 'percent-w-v',
    system: 'metric', source: 'USP General Notices, 8.140: percent weight in volume, % (w/v) = g of constituent in 100 mL of solution',
    reference: { gnu: 'g/(100 ml)' }, factor: 10,
  },
  row('mg-per-dL', 'mg/dL', 'Milligram per deciliter', 'Milligrams per deciliter', 'mg/dl', 0.01),
  row('ug-per-dL', 'μg/dL', 'Microgram per deciliter', 'Micrograms per deciliter', 'microgram/dl', 0.00001),
  fromDensity('mg-per-L'),
  row('ug-per-mL', 'μg/mL', 'Microgram per milliliter', 'Micrograms per milliliter', 'microgram/ml', 0.001),
  row('ug-per-L', 'μg/L', 'Microgram per liter', 'Micrograms per liter', 'microgram/l', 0.000001),
  row('ng-per-mL', 'ng/mL', 'Nanogram per milliliter', 'Nanograms per milliliter', 'nanogram/ml', 0.000001),
  row('ng-per-L', 'ng/L', 'Nanogram per liter', 'Nanograms per liter', 'nanogram/l', 1e-9),
  fromDensity('g-per-m3'),
  fromDensity('mg-per-m3'),
  fromDensity('ug-per-m3'),
  fromDensity('lb-per-ft3'),
  fromDensity('lb-per-usgal', 'pounds-per-us-gallon'),
  fromDensity('lb-per-ukgal'),
  fromDensity('oz-per-usgal'),
  fromDensity('oz-per-ukgal'),
  fromDensity('gr-per-usgal'),
  {
    key: 'gr-per-ukgal', abbr: 'gr/gal (imp)', name: 'Grain per imperial gallon', plural: 'Grains per imperial gallon', system: 'imperial',
    source: `${YARD_AND_POUND}: lb = 0.45359237 kg, grain = 1/7000 lb; UK Weights and Measures Act 1985, Schedule 1: gallon 4.54609 L`,
    reference: { gnu: 'grain/brgallon' }, ...fraction(0.00006479891, 0.00454609),
  },
];

export const massConcentration = defineQuantity({ id: 'mass-concentration', name: 'Mass concentration', units });
