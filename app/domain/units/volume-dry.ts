import { defineQuantity } from './define';
import { HANDBOOK_44 } from './sources';
import type { Unit } from './types';
import { volume } from './volume';

// Dry volume: the measures of grain, fruit, produce and bulk material, on the cubic meter. The US
// dry units rest on the Winchester bushel of 2150.42 in³ (a pint is 1/64 of it), not on the liquid
// gallon of 231 in³, so a US dry pint is about 16% larger than a US liquid pint. Imperial measures
// are the same for dry and liquid goods: a bushel is 8 imperial gallons of 4.54609 L. Every factor
// is an exact decimal from 1 in = 2.54 cm or the imperial gallon. Units the volume table already
// has are taken from it, so both pages show the same row; the dry-only ones are defined here.
const US_DRY = `${HANDBOOK_44}: 1 bushel = 2150.42 in³`;
const IMPERIAL = 'UK Weights and Measures Act 1985, Schedule 1: gallon = 4.54609 L';
const DRY_BARREL = '15 U.S.C. §231 (standard barrel for fruits, vegetables and other dry commodities): 7,056 in³';
const CRANBERRY_BARREL = '15 U.S.C. §234 (standard cranberry barrel): 5,826 in³';

/** A unit of the volume table, by key. */
function same(key: string): Unit {
  const unit = volume.units.find((u) => u.key === key);
  if (!unit) throw new Error(`Unit table "volume-dry": volume has no unit "${key}"`);
  return unit;
}

export const volumeDry = defineQuantity({
  id: 'volume-dry',
  name: 'Dry volume',
  units: [
    same('m3'),
    same('L'),
    same('hL'),
    same('drypt'),
    same('dryqt'),
    { key: 'drygal', abbr: 'dry gal', name: 'US dry gallon', plural: 'US dry gallons', system: 'US customary', source: `${US_DRY}; 1 dry gal = 1/8 bu = 268.8025 in³`, reference: { gnu: 'drygallon' }, factor: 0.00440488377086 },
    same('pk'),
    same('bu'),
    {
      key: 'heapedbu', abbr: 'heaped bu', name: 'US heaped bushel', plural: 'US heaped bushels', system: 'US customary', source: `${HANDBOOK_44}: bushel, heaped = 2747.715 in³`,
      reference: { gnu: '2747.715 inch^3' }, factor: 0.04502698155876,
    },
    { key: 'drybbl', abbr: 'bbl (dry)', name: 'US dry barrel', plural: 'US dry barrels', system: 'US customary', source: DRY_BARREL, reference: { gnu: 'drybarrel' }, factor: 0.115627123584 },
    {
      key: 'cranbbl', abbr: 'bbl (cranberry)', name: 'US cranberry barrel', plural: 'US cranberry barrels', system: 'US customary', source: CRANBERRY_BARREL,
      reference: { gnu: 'cranberrybarrel' }, factor: 0.095471034864,
    },
    same('ukgal'),
    { key: 'ukpk', abbr: 'UK pk', name: 'Imperial (UK) peck', plural: 'Imperial (UK) pecks', system: 'imperial', source: `${IMPERIAL}; peck = 2 gallons`, reference: { gnu: 'brpeck' }, factor: 0.00909218 },
    same('ukbu'),
    same('in3'),
    same('ft3'),
    same('yd3'),
  ],
});
