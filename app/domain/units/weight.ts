import { defineQuantity, fraction } from './define';
import { HANDBOOK_44, SI_ACCEPTED, SI_BROCHURE, SI_PREFIXED, SP_811, YARD_AND_POUND } from './sources';

// Pair tables (tableValues) of what people weigh: kitchen grams, tablet milligrams, body weights
// in kilograms, pounds and stone.
const KITCHEN_G = [1, 5, 10, 25, 50, 100, 125, 150, 200, 250, 300, 400, 454, 500, 750, 1000];
const DOSE_MG = [1, 5, 10, 25, 50, 100, 200, 250, 325, 400, 500, 650, 750, 1000];
const BODY_KG = [0.1, 0.25, 0.5, 1, 2, 3, 5, 10, 20, 23, 25, 30, 40, 50, 60, 65, 70, 75, 80, 85, 90, 100, 120, 150];
const BODY_LB = [0.25, 0.5, 1, 2, 3, 4, 5, 10, 20, 25, 50, 100, 120, 130, 140, 150, 160, 170, 180, 190, 200, 220, 250, 300];
const BODY_ST = [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 25];

// Exact avoirdupois definitions (NIST SP 811), not the rounded 0.453592. The core seven come
// first. The grain (1/7000 lb) ties the avoirdupois, troy and apothecaries' systems together:
// troy ounce 480 gr, pennyweight 24 gr, scruple 20 gr, apothecaries' dram 60 gr. The slug is the
// mass that 1 lbf accelerates at 1 ft/s² (lbf = 0.45359237 kg × 9.80665 m/s²). The dalton is
// measured, not defined: the SI Brochure's CODATA 2018 value.
const GRAIN = `${YARD_AND_POUND}: 1 gr = 1/7000 lb`;
export const weight = defineQuantity({
  id: 'weight',
  name: 'Weight',
  units: [
    { key: 'kg', abbr: 'kg', name: 'Kilogram', plural: 'Kilograms', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'kg' }, factor: 1, tableValues: BODY_KG },
    { key: 'g', abbr: 'g', name: 'Gram', plural: 'Grams', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'g' }, factor: 0.001, tableValues: KITCHEN_G },
    { key: 'mg', abbr: 'mg', name: 'Milligram', plural: 'Milligrams', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'mg' }, factor: 0.000001, tableValues: DOSE_MG },
    { key: 't', abbr: 't', name: 'Metric ton', plural: 'Metric tons', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'tonne' }, factor: 1000 },
    { key: 'lb', abbr: 'lb', name: 'Pound', plural: 'Pounds', system: 'US customary', source: YARD_AND_POUND, reference: { gnu: 'lb' }, factor: 0.45359237, tableValues: BODY_LB },
    { key: 'oz', abbr: 'oz', name: 'Ounce', plural: 'Ounces', system: 'US customary', source: `${YARD_AND_POUND}: 1 oz = 1/16 lb`, reference: { gnu: 'ounce' }, factor: 0.028349523125 },
    { key: 'ton', abbr: 'ton', name: 'US ton', plural: 'US tons', system: 'US customary', source: `${HANDBOOK_44}: short ton = 2000 lb`, reference: { gnu: 'shortton' }, factor: 907.18474 },
    { key: 'ug', abbr: 'μg', name: 'Microgram', plural: 'Micrograms', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'ug' }, factor: 1e-9 },
    { key: 'ng', abbr: 'ng', name: 'Nanogram', plural: 'Nanograms', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'ng' }, factor: 1e-12 },
    { key: 'pg', abbr: 'pg', name: 'Picogram', plural: 'Picograms', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'pg' }, factor: 1e-15 },
    { key: 'cg', abbr: 'cg', name: 'Centigram', plural: 'Centigrams', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'cg' }, factor: 1e-5 },
    { key: 'dg', abbr: 'dg', name: 'Decigram', plural: 'Decigrams', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'dg' }, factor: 1e-4 },
    { key: 'dag', abbr: 'dag', name: 'Dekagram', plural: 'Dekagrams', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'dag' }, factor: 0.01 },
    { key: 'hg', abbr: 'hg', name: 'Hectogram', plural: 'Hectograms', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'hectogram' }, factor: 0.1 },
    { key: 'q', abbr: 'q', name: 'Quintal (100 kg)', plural: 'Quintals (100 kg)', slug: 'quintals', system: 'metric', source: `${HANDBOOK_44}: 1 quintal = 100 kg`, reference: { gnu: 'quintal' }, factor: 100 },
    { key: 'ct', abbr: 'ct', name: 'Carat (metric)', plural: 'Carats (metric)', slug: 'carats', system: 'metric', source: `${HANDBOOK_44}: 1 carat = 200 mg`, reference: { gnu: 'carat' }, factor: 0.0002 },
    { key: 'stone', abbr: 'st', name: 'Stone (14 lb)', plural: 'Stones (14 lb)', slug: 'stones', system: 'imperial', source: `${HANDBOOK_44}: British stone = 14 lb`, reference: { gnu: 'stone' }, factor: 6.35029318, tableValues: BODY_ST },
    { key: 'gr', abbr: 'gr', name: 'Grain', plural: 'Grains', system: 'US customary', source: GRAIN, reference: { gnu: 'grain' }, factor: 0.00006479891 },
    {
      key: 'dr', abbr: 'dr', name: 'Dram (avoirdupois)', plural: 'Drams (avoirdupois)', slug: 'drams', system: 'US customary', source: `${HANDBOOK_44}: 1 dr avdp = 1/16 oz`,
      reference: { gnu: 'dram' }, factor: 0.0017718451953125,
    },
    {
      key: 'cwt-us', abbr: 'cwt (US)', name: 'Short hundredweight (US, 100 lb)', plural: 'Short hundredweights (US, 100 lb)', slug: 'us-hundredweights', system: 'US customary',
      source: `${HANDBOOK_44}: short hundredweight = 100 lb`, reference: { gnu: 'shorthundredweight' }, factor: 45.359237,
    },
    {
      key: 'cwt-uk', abbr: 'cwt (UK)', name: 'Long hundredweight (UK, 112 lb)', plural: 'Long hundredweights (UK, 112 lb)', slug: 'uk-hundredweights', system: 'imperial',
      source: `${HANDBOOK_44}: long hundredweight = 112 lb`, reference: { gnu: 'longhundredweight' }, factor: 50.80234544,
    },
    {
      key: 'longton', abbr: 'long ton', name: 'Long ton (UK, 2240 lb)', plural: 'Long tons (UK, 2240 lb)', slug: 'long-tons', system: 'imperial',
      source: `${HANDBOOK_44}: long ton = 2240 lb`, reference: { gnu: 'longton' }, factor: 1016.0469088,
    },
    { key: 'ozt', abbr: 'oz t', name: 'Troy ounce', plural: 'Troy ounces', system: 'US customary', source: `${HANDBOOK_44}: 1 oz t = 480 gr`, reference: { gnu: 'troyounce' }, factor: 0.0311034768 },
    { key: 'lbt', abbr: 'lb t', name: 'Troy pound', plural: 'Troy pounds', system: 'US customary', source: `${HANDBOOK_44}: 1 lb t = 12 oz t = 5760 gr`, reference: { gnu: 'troypound' }, factor: 0.3732417216 },
    { key: 'dwt', abbr: 'dwt', name: 'Pennyweight', plural: 'Pennyweights', system: 'US customary', source: `${HANDBOOK_44}: 1 dwt = 24 gr`, reference: { gnu: 'pennyweight' }, factor: 0.00155517384 },
    {
      key: 'scruple', abbr: 's ap', name: "Scruple (apothecaries')", plural: "Scruples (apothecaries')", slug: 'scruples', system: 'historical',
      source: `${HANDBOOK_44}: 1 s ap = 20 gr`, reference: { gnu: 'scruple' }, factor: 0.0012959782,
    },
    {
      key: 'dr-ap', abbr: 'dr ap', name: "Dram (apothecaries')", plural: "Drams (apothecaries')", slug: 'apothecaries-drams', system: 'historical',
      source: `${HANDBOOK_44}: 1 dr ap = 60 gr`, reference: { gnu: 'apdram' }, factor: 0.0038879346,
    },
    {
      key: 'AT', abbr: 'AT', name: 'Assay ton', plural: 'Assay tons', system: 'US customary', source: `${SP_811}: 1 AT = 1 mg × (short ton / troy ounce) = 175/6 g`,
      reference: { gnu: 'assayton' }, ...fraction(0.0875, 3),
    },
    {
      key: 'slug', abbr: 'slug', name: 'Slug', plural: 'Slugs', system: 'US customary', source: `${SP_811}: 1 slug = 1 lbf·s²/ft`,
      reference: { gnu: 'slug' }, ...fraction(4.4482216152605, 0.3048),
    },
    {
      key: 'hyl', abbr: 'kgf·s²/m', name: 'Metric slug (hyl, kgf·s²/m)', plural: 'Metric slugs (hyl, kgf·s²/m)', slug: 'metric-slugs', system: 'metric',
      source: `${SP_811}: 1 kgf·s²/m = 9.80665 kg`, reference: { gnu: 'kgf s^2/m' }, factor: 9.80665,
    },
    {
      key: 'Da', abbr: 'Da', name: 'Dalton (atomic mass unit)', plural: 'Daltons (atomic mass units)', slug: 'daltons', system: 'SI',
      source: `${SI_ACCEPTED}: 1 Da = 1.660 539 066 60(50) × 10⁻²⁷ kg (CODATA 2018)`, reference: { gnu: 'dalton' }, factor: 1.6605390666e-27,
    },
  ],
});
