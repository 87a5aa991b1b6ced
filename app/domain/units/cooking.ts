import { defineQuantity } from './define';
import { HANDBOOK_44, SI_ACCEPTED, SI_PREFIXED } from './sources';
import type { Unit } from './types';

// Cooking measures as volume only: a cup of flour and a cup of water are the same cup, and no
// density is guessed. Each national cup and spoon is its own unit, named by its country or
// standard. Base: the milliliter, in which every factor here is a finite decimal.
const US_LIQUID = `${HANDBOOK_44}: 1 gal = 231 in³ = 128 fl oz`;
const UK_ACT = 'UK Weights and Measures Act 1985, Schedule 1: gallon = 4.54609 L';
const US_LABELING = '21 CFR 101.9(b)(5)(viii) (US nutrition labeling): cup 240 mL';
const METRIC_MEASURES = 'Metric kitchen measures (Australia, New Zealand, Canada, UK): cup 250 mL, tbsp 15 mL, tsp 5 mL';

const units: Unit[] = [
  { key: 'mL', abbr: 'mL', name: 'Milliliter', plural: 'Milliliters', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'ml' }, factor: 1 },
  { key: 'L', abbr: 'L', name: 'Liter', plural: 'Liters', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'l' }, factor: 1000 },
  { key: 'dL', abbr: 'dL', name: 'Deciliter', plural: 'Deciliters', system: 'metric', source: SI_PREFIXED, reference: { gnu: 'dl' }, factor: 100 },
  {
    key: 'us-cup', abbr: 'cup (US)', name: 'US cup', plural: 'US cups', system: 'US customary',
    source: `${US_LIQUID}; 1 cup = 8 fl oz`, reference: { gnu: 'uscup' }, factor: 236.5882365,
  },
  {
    key: 'us-legal-cup', abbr: 'cup (US legal)', name: 'US legal cup', plural: 'US legal cups', system: 'US customary',
    source: US_LABELING, reference: { gnu: 'legalcup' }, factor: 240,
  },
  {
    key: 'metric-cup', abbr: 'cup (metric)', name: 'Metric cup', plural: 'Metric cups', system: 'metric',
    source: METRIC_MEASURES, reference: { gnu: 'metriccup' }, factor: 250,
  },
  {
    key: 'imperial-cup', abbr: 'cup (imp)', name: 'Imperial cup', plural: 'Imperial cups', system: 'imperial',
    source: `${UK_ACT}; 1 cup = 1/2 pint = 10 fl oz`, reference: { gnu: 'brcup' }, factor: 284.130625,
  },
  {
    key: 'japanese-cup', abbr: 'cup (JP)', name: 'Japanese cup', plural: 'Japanese cups', system: 'metric',
    source: 'Japanese kitchen measure (計量カップ): 1 cup = 200 mL', reference: { gnu: 'japancup' }, factor: 200,
  },
  {
    key: 'us-tbsp', abbr: 'tbsp (US)', name: 'US tablespoon', plural: 'US tablespoons', system: 'US customary',
    source: `${US_LIQUID}; 1 tbsp = 1/2 fl oz`, reference: { gnu: 'ustablespoon' }, factor: 14.78676478125,
  },
  {
    key: 'us-tsp', abbr: 'tsp (US)', name: 'US teaspoon', plural: 'US teaspoons', system: 'US customary',
    source: `${US_LIQUID}; 1 tsp = 1/3 tbsp = 1/6 fl oz`, reference: { gnu: 'usteaspoon' }, factor: 4.92892159375,
  },
  {
    key: 'metric-tbsp', abbr: 'tbsp (metric)', name: 'Metric tablespoon', plural: 'Metric tablespoons', system: 'metric',
    source: METRIC_MEASURES, reference: { gnu: '15 ml' }, factor: 15,
  },
  {
    key: 'metric-tsp', abbr: 'tsp (metric)', name: 'Metric teaspoon', plural: 'Metric teaspoons', system: 'metric',
    source: METRIC_MEASURES, reference: { gnu: '5 ml' }, factor: 5,
  },
  {
    key: 'au-tbsp', abbr: 'tbsp (AU)', name: 'Australian tablespoon', plural: 'Australian tablespoons', system: 'metric',
    source: 'Australian metric kitchen measures: tablespoon 20 mL', reference: { gnu: 'australiatablespoon' }, factor: 20,
  },
  {
    key: 'us-floz', abbr: 'fl oz (US)', name: 'US fluid ounce', plural: 'US fluid ounces', system: 'US customary',
    source: `${US_LIQUID}; 1 fl oz = 1/128 gal`, reference: { gnu: 'usfloz' }, factor: 29.5735295625,
  },
  {
    key: 'imperial-floz', abbr: 'fl oz (imp)', name: 'Imperial fluid ounce', plural: 'Imperial fluid ounces', system: 'imperial',
    source: `${UK_ACT}; fluid ounce = 1/160 gallon = 28.4130625 mL`, reference: { gnu: 'brfloz' }, factor: 28.4130625,
  },
  {
    key: 'us-pt', abbr: 'pt (US)', name: 'US pint', plural: 'US pints', system: 'US customary',
    source: `${US_LIQUID}; 1 pt = 1/8 gal`, reference: { gnu: 'uspint' }, factor: 473.176473,
  },
  {
    key: 'us-qt', abbr: 'qt (US)', name: 'US quart', plural: 'US quarts', system: 'US customary',
    source: `${US_LIQUID}; 1 qt = 1/4 gal`, reference: { gnu: 'usquart' }, factor: 946.352946,
  },
  {
    key: 'us-gal', abbr: 'gal (US)', name: 'US gallon', plural: 'US gallons', system: 'US customary',
    source: US_LIQUID, reference: { gnu: 'usgallon' }, factor: 3785.411784,
  },
  {
    key: 'imperial-pt', abbr: 'pt (imp)', name: 'Imperial pint', plural: 'Imperial pints', system: 'imperial',
    source: `${UK_ACT}; pint = 1/8 gallon`, reference: { gnu: 'brpint' }, factor: 568.26125,
  },
  {
    key: 'imperial-qt', abbr: 'qt (imp)', name: 'Imperial quart', plural: 'Imperial quarts', system: 'imperial',
    source: `${UK_ACT}; quart = 1/4 gallon`, reference: { gnu: 'brquart' }, factor: 1136.5225,
  },
  {
    key: 'imperial-gal', abbr: 'gal (imp)', name: 'Imperial gallon', plural: 'Imperial gallons', system: 'imperial',
    source: UK_ACT, reference: { gnu: 'brgallon' }, factor: 4546.09,
  },
  {
    key: 'butter-stick', abbr: 'stick', name: 'Stick of butter (US, by volume)', plural: 'Sticks of butter', slug: 'sticks-of-butter',
    system: 'US customary', source: `${US_LIQUID}; a US stick of butter is marked 8 tbsp = 1/2 cup`,
    reference: { gnu: '1|2 uscup' }, factor: 118.29411825,
  },
];

export const cooking = defineQuantity({ id: 'cooking', name: 'Cooking measures', units });
