import { defineQuantity, fraction } from './define';
import { HANDBOOK_44, SI_ACCEPTED, SI_BROCHURE, SI_PREFIXED, YARD_AND_POUND } from './sources';

// Pair tables (tableValues) of drinks and kitchen measures (a 330 mL can, a 12 fl oz can, a 750 mL
// bottle) and engine sizes in cubic centimeters.
const DRINKS_ML = [1, 5, 10, 15, 30, 50, 100, 125, 150, 200, 250, 330, 355, 375, 500, 750, 1000, 1500, 2000];
const ENGINES_CM3 = [50, 125, 250, 500, 600, 750, 1000, 1200, 1500, 1600, 2000, 2500, 3000, 5000];
const DRINKS_FLOZ = [0.5, 1, 2, 4, 6, 8, 10, 12, 16, 20, 24, 32, 64, 128];

// US customary measures are exact (1 gal = 231 in³). The UK gallon, fluid
// ounce and cup come after the core table, as docs/product.md#unit-tables appends them, and the
// deeper list after those. Imperial measures step down from the 4.54609 L gallon (quart 1/4,
// pint 1/8, gill 1/32, fluid ounce 1/160); US dry measures from the bushel of 2150.42 in³. The
// acre-foot and the cord are in international feet.
const US_LIQUID = `${HANDBOOK_44}: 1 gal = 231 in³`;
const IMPERIAL = 'UK Weights and Measures Act 1985, Schedule 1: gallon = 4.54609 L';
const US_DRY = `${HANDBOOK_44}: 1 bushel = 2150.42 in³`;
// The Japanese measures of rice and sake (尺貫法): the 1891 Act took the shō of the Kyō-masu, a box
// of 4.9 × 4.9 × 2.7 sun (64,827 cubic bu), on the shaku of 10/33 m, so 1 shō = 2401/1331 L exactly.
const JAPAN_1891 = 'Japan, Weights and Measures Act of 1891 (度量衡法): 1 shō (升) = 64,827 cubic bu = 2401/1331 L';

export const volume = defineQuantity({
  id: 'volume',
  name: 'Volume',
  units: [
    { key: 'm3', abbr: 'm³', name: 'Cubic meter', plural: 'Cubic meters', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'm^3' }, factor: 1 },
    { key: 'L', abbr: 'L', name: 'Liter', plural: 'Liters', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'liter' }, factor: 0.001 },
    { key: 'mL', abbr: 'mL', name: 'Milliliter', plural: 'Milliliters', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'milliliter' }, factor: 0.000001, tableValues: DRINKS_ML },
    { key: 'cm3', abbr: 'cm³', name: 'Cubic centimeter', plural: 'Cubic centimeters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'cm^3' }, factor: 0.000001, tableValues: ENGINES_CM3 },
    { key: 'ft3', abbr: 'ft³', name: 'Cubic foot', plural: 'Cubic feet', system: 'US customary', source: YARD_AND_POUND, reference: { gnu: 'ft^3' }, factor: 0.028316846592 },
    { key: 'gal', abbr: 'gal', name: 'US gallon', plural: 'US gallons', system: 'US customary', source: US_LIQUID, reference: { gnu: 'usgallon' }, factor: 0.003785411784 },
    { key: 'qt', abbr: 'qt', name: 'US quart', plural: 'US quarts', system: 'US customary', source: `${US_LIQUID}; 1 qt = 1/4 gal`, reference: { gnu: 'usquart' }, factor: 0.000946352946 },
    { key: 'pt', abbr: 'pt', name: 'US pint', plural: 'US pints', system: 'US customary', source: `${US_LIQUID}; 1 pt = 1/8 gal`, reference: { gnu: 'uspint' }, factor: 0.000473176473 },
    {
      key: 'ukgal', abbr: 'UK gal', name: 'Imperial (UK) gallon', plural: 'Imperial (UK) gallons', system: 'imperial',
      source: 'UK Weights and Measures Act 1985, Schedule 1: 4.54609 L', reference: { gnu: 'brgallon' }, factor: 0.00454609,
    },
    {
      key: 'floz', abbr: 'fl oz', name: 'US fluid ounce', plural: 'US fluid ounces', system: 'US customary', source: `${US_LIQUID}; 1 fl oz = 1/128 gal`,
      reference: { gnu: 'usfloz' }, factor: 0.0000295735295625, tableValues: DRINKS_FLOZ,
    },
    { key: 'cup', abbr: 'cup', name: 'US cup', plural: 'US cups', system: 'US customary', source: `${US_LIQUID}; 1 cup = 8 fl oz`, reference: { gnu: 'uscup' }, factor: 0.0002365882365 },
    { key: 'uL', abbr: 'μL', name: 'Microliter', plural: 'Microliters', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'microliter' }, factor: 1e-9 },
    { key: 'cL', abbr: 'cL', name: 'Centiliter', plural: 'Centiliters', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'centiliter' }, factor: 1e-5 },
    { key: 'dL', abbr: 'dL', name: 'Deciliter', plural: 'Deciliters', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'deciliter' }, factor: 1e-4 },
    { key: 'hL', abbr: 'hL', name: 'Hectoliter', plural: 'Hectoliters', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'hectoliter' }, factor: 0.1 },
    { key: 'ML', abbr: 'ML', name: 'Megaliter', plural: 'Megaliters', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'megaliter' }, factor: 1000 },
    { key: 'mm3', abbr: 'mm³', name: 'Cubic millimeter', plural: 'Cubic millimeters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'mm^3' }, factor: 1e-9 },
    { key: 'km3', abbr: 'km³', name: 'Cubic kilometer', plural: 'Cubic kilometers', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'km^3' }, factor: 1e9 },
    { key: 'in3', abbr: 'in³', name: 'Cubic inch', plural: 'Cubic inches', system: 'US customary', source: YARD_AND_POUND, reference: { gnu: 'inch^3' }, factor: 0.000016387064 },
    { key: 'yd3', abbr: 'yd³', name: 'Cubic yard', plural: 'Cubic yards', system: 'US customary', source: YARD_AND_POUND, reference: { gnu: 'yard^3' }, factor: 0.764554857984 },
    { key: 'tbsp', abbr: 'tbsp', name: 'US tablespoon', plural: 'US tablespoons', system: 'US customary', source: `${US_LIQUID}; 1 tbsp = 1/2 fl oz`, reference: { gnu: 'ustablespoon' }, factor: 0.00001478676478125 },
    { key: 'tsp', abbr: 'tsp', name: 'US teaspoon', plural: 'US teaspoons', system: 'US customary', source: `${US_LIQUID}; 1 tsp = 1/6 fl oz`, reference: { gnu: 'usteaspoon' }, factor: 0.00000492892159375 },
    { key: 'fldr', abbr: 'fl dr', name: 'US fluid dram', plural: 'US fluid drams', system: 'US customary', source: `${US_LIQUID}; 1 fl dr = 1/8 fl oz`, reference: { gnu: 'usfloz / 8' }, factor: 0.0000036966911953125 },
    { key: 'gill', abbr: 'gi', name: 'US gill', plural: 'US gills', system: 'US customary', source: `${US_LIQUID}; 1 gi = 4 fl oz`, reference: { gnu: 'usgill' }, factor: 0.00011829411825 },
    {
      key: 'bbl', abbr: 'bbl', name: 'Barrel of oil (42 US gallons)', plural: 'Barrels of oil (42 US gallons)', slug: 'oil-barrels', system: 'US customary',
      source: `${US_LIQUID}; petroleum barrel = 42 gal`, reference: { gnu: 'bbl' }, factor: 0.158987294928,
    },
    { key: 'ukqt', abbr: 'UK qt', name: 'Imperial (UK) quart', plural: 'Imperial (UK) quarts', system: 'imperial', source: `${IMPERIAL}; quart = 1/4 gallon`, reference: { gnu: 'brquart' }, factor: 0.0011365225 },
    { key: 'ukpt', abbr: 'UK pt', name: 'Imperial (UK) pint', plural: 'Imperial (UK) pints', system: 'imperial', source: `${IMPERIAL}; pint = 1/8 gallon`, reference: { gnu: 'brpint' }, factor: 0.00056826125 },
    { key: 'ukgill', abbr: 'UK gi', name: 'Imperial (UK) gill', plural: 'Imperial (UK) gills', system: 'imperial', source: `${IMPERIAL}; gill = 1/4 pint`, reference: { gnu: 'brgill' }, factor: 0.0001420653125 },
    {
      key: 'ukfloz', abbr: 'UK fl oz', name: 'Imperial (UK) fluid ounce', plural: 'Imperial (UK) fluid ounces', system: 'imperial', source: `${IMPERIAL}; fluid ounce = 1/20 pint`,
      reference: { gnu: 'brfloz' }, factor: 0.0000284130625,
    },
    { key: 'ukbu', abbr: 'UK bu', name: 'Imperial (UK) bushel', plural: 'Imperial (UK) bushels', system: 'imperial', source: `${IMPERIAL}; bushel = 8 gallons`, reference: { gnu: 'brbushel' }, factor: 0.03636872 },
    { key: 'bu', abbr: 'bu', name: 'US bushel', plural: 'US bushels', system: 'US customary', source: US_DRY, reference: { gnu: 'bushel' }, factor: 0.03523907016688 },
    { key: 'pk', abbr: 'pk', name: 'US peck', plural: 'US pecks', system: 'US customary', source: `${US_DRY}; 1 pk = 1/4 bu`, reference: { gnu: 'peck' }, factor: 0.00880976754172 },
    { key: 'dryqt', abbr: 'dry qt', name: 'US dry quart', plural: 'US dry quarts', system: 'US customary', source: `${US_DRY}; 1 dry qt = 1/32 bu`, reference: { gnu: 'dryquart' }, factor: 0.001101220942715 },
    { key: 'drypt', abbr: 'dry pt', name: 'US dry pint', plural: 'US dry pints', system: 'US customary', source: `${US_DRY}; 1 dry pt = 1/64 bu`, reference: { gnu: 'drypint' }, factor: 0.0005506104713575 },
    { key: 'acft', abbr: 'ac·ft', name: 'Acre-foot', plural: 'Acre-feet', system: 'US customary', source: `${HANDBOOK_44}: 1 acre-foot = 43,560 ft³`, reference: { gnu: 'intacre ft' }, factor: 1233.48183754752 },
    { key: 'cord', abbr: 'cd', name: 'Cord (firewood, 128 ft³)', plural: 'Cords (firewood, 128 ft³)', slug: 'cords', system: 'US customary', source: `${HANDBOOK_44}: 1 cord = 128 ft³`, reference: { gnu: 'cord' }, factor: 3.624556363776 },
    { key: 'go-jp', abbr: '合', name: 'Japanese gō', plural: 'Japanese gō', system: 'historical', source: `${JAPAN_1891}; 1 gō = 1/10 shō`, reference: { gnu: 'gou' }, ...fraction(2401, 13310000) },
    { key: 'sho-jp', abbr: '升', name: 'Japanese shō', plural: 'Japanese shō', system: 'historical', source: JAPAN_1891, reference: { gnu: 'shou' }, ...fraction(2401, 1331000) },
    { key: 'to-jp', abbr: '斗', name: 'Japanese to', plural: 'Japanese to', slug: 'japanese-10-sho', system: 'historical', source: `${JAPAN_1891}; 1 to = 10 shō`, reference: { gnu: 'to' }, ...fraction(2401, 133100) },
    { key: 'koku-jp', abbr: '石', name: 'Japanese koku', plural: 'Japanese koku', system: 'historical', source: `${JAPAN_1891}; 1 koku = 10 to = 100 shō`, reference: { gnu: 'koku' }, ...fraction(2401, 13310) },
  ],
});
