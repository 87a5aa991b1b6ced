import { defineQuantity, fraction } from './define';
import { HANDBOOK_44, SI_ACCEPTED, SI_BROCHURE, SI_PREFIXED, SP_811, US_SURVEY, YARD_AND_POUND } from './sources';

// Exact values from the international foot (docs/product.md#unit-tables); the core seven come
// first. The land-survey units (rod², rood, chain², section, township) are in international feet,
// as NIST defines them since 2023; the US survey acre, square foot and square mile (1200/3937 m per
// foot) are separate, named units for older deeds. The circular mil is the area of a circle one mil
// across, π/4 mil², so it has no finite fraction.
export const area = defineQuantity({
  id: 'area',
  name: 'Area',
  units: [
    { key: 'm2', abbr: 'm²', name: 'Square meter', plural: 'Square meters', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'm^2' }, factor: 1 },
    { key: 'km2', abbr: 'km²', name: 'Square kilometer', plural: 'Square kilometers', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'km^2' }, factor: 1000000 },
    { key: 'cm2', abbr: 'cm²', name: 'Square centimeter', plural: 'Square centimeters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'cm^2' }, factor: 0.0001 },
    { key: 'mi2', abbr: 'mi²', name: 'Square mile', plural: 'Square miles', system: 'US customary', source: YARD_AND_POUND, reference: { gnu: 'mile^2' }, factor: 2589988.110336 },
    { key: 'ft2', abbr: 'ft²', name: 'Square foot', plural: 'Square feet', system: 'US customary', source: YARD_AND_POUND, reference: { gnu: 'ft^2' }, factor: 0.09290304 },
    { key: 'ac', abbr: 'ac', name: 'Acre', plural: 'Acres', system: 'US customary', source: `${HANDBOOK_44}: 1 acre = 43,560 ft² (international foot)`, reference: { gnu: 'intacre' }, factor: 4046.8564224 },
    { key: 'ha', abbr: 'ha', name: 'Hectare', plural: 'Hectares', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'hectare' }, factor: 10000 },
    { key: 'mm2', abbr: 'mm²', name: 'Square millimeter', plural: 'Square millimeters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'mm^2' }, factor: 1e-6 },
    { key: 'dm2', abbr: 'dm²', name: 'Square decimeter', plural: 'Square decimeters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'dm^2' }, factor: 0.01 },
    { key: 'um2', abbr: 'μm²', name: 'Square micrometer', plural: 'Square micrometers', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'um^2' }, factor: 1e-12 },
    { key: 'a', abbr: 'a', name: 'Are', plural: 'Ares', system: 'metric', source: `${HANDBOOK_44}: 1 are = 100 m²`, reference: { gnu: 'are' }, factor: 100 },
    { key: 'daa', abbr: 'daa', name: 'Decare', plural: 'Decares', system: 'metric', source: `${HANDBOOK_44}: 1 dekare = 10 ares = 1000 m²`, reference: { gnu: '10 are' }, factor: 1000 },
    { key: 'barn', abbr: 'b', name: 'Barn', plural: 'Barns', system: 'metric', source: `${SP_811}: 1 b = 10⁻²⁸ m²`, reference: { gnu: 'barn' }, factor: 1e-28 },
    { key: 'in2', abbr: 'in²', name: 'Square inch', plural: 'Square inches', system: 'US customary', source: YARD_AND_POUND, reference: { gnu: 'inch^2' }, factor: 0.00064516 },
    { key: 'yd2', abbr: 'yd²', name: 'Square yard', plural: 'Square yards', system: 'US customary', source: YARD_AND_POUND, reference: { gnu: 'yard^2' }, factor: 0.83612736 },
    { key: 'mil2', abbr: 'mil²', name: 'Square mil', plural: 'Square mils', system: 'US customary', source: `${YARD_AND_POUND}: 1 mil = 0.001 in`, reference: { gnu: 'mil^2' }, factor: 6.4516e-10 },
    { key: 'cmil', abbr: 'cmil', name: 'Circular mil', plural: 'Circular mils', system: 'US customary', source: `${SP_811}: 1 cmil = π/4 mil²`, reference: { gnu: 'circularmil' }, factor: Math.PI * 1.6129e-10 },
    { key: 'circ-in', abbr: 'circ in', name: 'Circular inch', plural: 'Circular inches', system: 'US customary', source: `${SP_811}: 1 circular inch = π/4 in²`, reference: { gnu: 'circularinch' }, factor: Math.PI * 0.00016129 },
    { key: 'rd2', abbr: 'rd²', name: 'Square rod (perch)', plural: 'Square rods (perches)', slug: 'square-rods', system: 'US customary', source: `${HANDBOOK_44}: 1 rd² = 272.25 ft²`, reference: { gnu: 'rod^2' }, factor: 25.29285264 },
    { key: 'ch2', abbr: 'ch²', name: 'Square chain', plural: 'Square chains', system: 'US customary', source: `${HANDBOOK_44}: 1 ch² = 4356 ft² = 1/10 acre`, reference: { gnu: 'chain^2' }, factor: 404.68564224 },
    { key: 'rood', abbr: 'ro', name: 'Rood (1/4 acre)', plural: 'Roods (1/4 acre)', slug: 'roods', system: 'imperial', source: `${HANDBOOK_44}: British rood = 1/4 acre`, reference: { gnu: 'rood' }, factor: 1011.7141056 },
    { key: 'section', abbr: 'section', name: 'Section (1 mi²)', plural: 'Sections (1 mi²)', slug: 'sections', system: 'US customary', source: `${HANDBOOK_44}: 1 section = 1 mi² = 640 acres`, reference: { gnu: 'section' }, factor: 2589988.110336 },
    { key: 'township', abbr: 'twp', name: 'Township (36 mi²)', plural: 'Townships (36 mi²)', slug: 'townships', system: 'US customary', source: `${HANDBOOK_44}: 1 township = 36 sections`, reference: { gnu: 'township' }, factor: 93239571.972096 },
    { key: 'ft2-us', abbr: 'ft² (US survey)', name: 'Square US survey foot', plural: 'Square US survey feet', system: 'US customary', source: US_SURVEY, reference: { gnu: 'surveyfoot^2' }, ...fraction(1440000, 15499969) },
    {
      key: 'ac-us', abbr: 'ac (US survey)', name: 'US survey acre', plural: 'US survey acres', system: 'US customary', source: `${US_SURVEY}; 1 acre = 43,560 survey ft²`,
      reference: { gnu: '43560 surveyfoot^2' }, ...fraction(62726400000, 15499969),
    },
    {
      key: 'mi2-us', abbr: 'mi² (US survey)', name: 'Square US survey mile', plural: 'Square US survey miles', system: 'US customary', source: `${US_SURVEY}; 1 survey mile = 5280 survey ft`,
      reference: { gnu: 'surveymile^2' }, ...fraction(40144896000000, 15499969),
    },
    { key: 'nmi2', abbr: 'nmi²', name: 'Square nautical mile', plural: 'Square nautical miles', system: 'nautical', source: `${SI_BROCHURE}, Table 8 note: 1 nautical mile = 1852 m`, reference: { gnu: 'nauticalmile^2' }, factor: 3429904 },
    {
      key: 'tsubo', abbr: 'tsubo', name: 'Tsubo (Japan)', plural: 'Tsubo (Japan)', slug: 'tsubo', system: 'historical',
      source: 'Japanese Weights and Measures Act (1891): 1 shaku = 10/33 m, 1 tsubo = 36 shaku² = 400/121 m²', reference: { gnu: 'tsubo' }, ...fraction(400, 121),
    },
    {
      key: 'mu', abbr: 'mu', name: 'Mu (China)', plural: 'Mu (China)', slug: 'mu', system: 'historical',
      source: 'Chinese market system (shì zhì, 1929): 1 chi = 1/3 m, 1 mu = 6000 chi² = 1/15 ha', reference: { gnu: '1|15 hectare' }, ...fraction(10000, 15),
    },
    {
      key: 'rai', abbr: 'rai', name: 'Rai (Thailand)', plural: 'Rai (Thailand)', slug: 'rai', system: 'historical',
      source: 'Thai Weights and Measures Act B.E. 2466 (1923): 1 rai = 1600 m²', reference: { gnu: '1600 m^2' }, factor: 1600,
    },
  ],
});
