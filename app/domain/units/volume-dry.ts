import { defineQuantity } from './define';
import { HANDBOOK_44, SI_ACCEPTED, SI_BROCHURE, SI_PREFIXED, YARD_AND_POUND } from './sources';

// Dry volume: the measures of grain, fruit, produce and bulk material, on the cubic meter. The US
// dry units rest on the Winchester bushel of 2150.42 in³ (a pint is 1/64 of it), not on the liquid
// gallon of 231 in³, so a US dry pint is about 16% larger than a US liquid pint. Imperial measures
// are the same for dry and liquid goods: a bushel is 8 imperial gallons of 4.54609 L. Every factor
// is an exact decimal from 1 in = 2.54 cm or the imperial gallon; keys and names follow volume.ts.
const US_DRY = `${HANDBOOK_44}: 1 bushel = 2150.42 in³`;
const IMPERIAL = 'UK Weights and Measures Act 1985, Schedule 1: gallon = 4.54609 L';
const DRY_BARREL = '15 U.S.C. §231 (standard barrel for fruits, vegetables and other dry commodities): 7,056 in³';
const CRANBERRY_BARREL = '15 U.S.C. §234 (standard cranberry barrel): 5,826 in³';

export const volumeDry = defineQuantity({
  id: 'volume-dry',
  name: 'Dry volume',
  units: [
    { key: 'm3', abbr: 'm³', name: 'Cubic meter', plural: 'Cubic meters', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'm^3' }, factor: 1 },
    { key: 'L', abbr: 'L', name: 'Liter', plural: 'Liters', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'liter' }, factor: 0.001 },
    { key: 'hL', abbr: 'hL', name: 'Hectoliter', plural: 'Hectoliters', system: 'metric', source: `${SI_ACCEPTED}; ${SI_PREFIXED}`, reference: { gnu: 'hectoliter' }, factor: 0.1 },
    { key: 'drypt', abbr: 'dry pt', name: 'US dry pint', plural: 'US dry pints', system: 'US customary', source: `${US_DRY}; 1 dry pt = 1/64 bu`, reference: { gnu: 'drypint' }, factor: 0.0005506104713575 },
    { key: 'dryqt', abbr: 'dry qt', name: 'US dry quart', plural: 'US dry quarts', system: 'US customary', source: `${US_DRY}; 1 dry qt = 1/32 bu`, reference: { gnu: 'dryquart' }, factor: 0.001101220942715 },
    { key: 'drygal', abbr: 'dry gal', name: 'US dry gallon', plural: 'US dry gallons', system: 'US customary', source: `${US_DRY}; 1 dry gal = 1/8 bu = 268.8025 in³`, reference: { gnu: 'drygallon' }, factor: 0.00440488377086 },
    { key: 'pk', abbr: 'pk', name: 'US peck', plural: 'US pecks', system: 'US customary', source: `${US_DRY}; 1 pk = 1/4 bu`, reference: { gnu: 'peck' }, factor: 0.00880976754172 },
    { key: 'bu', abbr: 'bu', name: 'US bushel', plural: 'US bushels', system: 'US customary', source: US_DRY, reference: { gnu: 'bushel' }, factor: 0.03523907016688 },
    {
      key: 'heapedbu', abbr: 'heaped bu', name: 'US heaped bushel', plural: 'US heaped bushels', system: 'US customary', source: `${HANDBOOK_44}: bushel, heaped = 2747.715 in³`,
      reference: { gnu: '2747.715 inch^3' }, factor: 0.04502698155876,
    },
    { key: 'drybbl', abbr: 'bbl (dry)', name: 'US dry barrel', plural: 'US dry barrels', system: 'US customary', source: DRY_BARREL, reference: { gnu: 'drybarrel' }, factor: 0.115627123584 },
    {
      key: 'cranbbl', abbr: 'bbl (cranberry)', name: 'US cranberry barrel', plural: 'US cranberry barrels', system: 'US customary', source: CRANBERRY_BARREL,
      reference: { gnu: 'cranberrybarrel' }, factor: 0.095471034864,
    },
    {
      key: 'ukgal', abbr: 'UK gal', name: 'Imperial (UK) gallon', plural: 'Imperial (UK) gallons', system: 'imperial', source: IMPERIAL,
      reference: { gnu: 'brgallon' }, factor: 0.00454609,
    },
    { key: 'ukpk', abbr: 'UK pk', name: 'Imperial (UK) peck', plural: 'Imperial (UK) pecks', system: 'imperial', source: `${IMPERIAL}; peck = 2 gallons`, reference: { gnu: 'brpeck' }, factor: 0.00909218 },
    { key: 'ukbu', abbr: 'UK bu', name: 'Imperial (UK) bushel', plural: 'Imperial (UK) bushels', system: 'imperial', source: `${IMPERIAL}; bushel = 8 gallons`, reference: { gnu: 'brbushel' }, factor: 0.03636872 },
    { key: 'in3', abbr: 'in³', name: 'Cubic inch', plural: 'Cubic inches', system: 'US customary', source: YARD_AND_POUND, reference: { gnu: 'inch^3' }, factor: 0.000016387064 },
    { key: 'ft3', abbr: 'ft³', name: 'Cubic foot', plural: 'Cubic feet', system: 'US customary', source: YARD_AND_POUND, reference: { gnu: 'ft^3' }, factor: 0.028316846592 },
    { key: 'yd3', abbr: 'yd³', name: 'Cubic yard', plural: 'Cubic yards', system: 'US customary', source: YARD_AND_POUND, reference: { gnu: 'yard^3' }, factor: 0.764554857984 },
  ],
});
