import { defineQuantity, fraction } from './define';
import {
  CSS_VALUES, HANDBOOK_44, IAU_AU, IAU_LIGHT_YEAR, IAU_PARSEC, SI_BROCHURE, SI_PREFIXED, SP_811, US_SURVEY, YARD_AND_POUND,
} from './sources';

// International yard and pound agreement (1959): 1 yd = 0.9144 m exactly. SPEC's eight units
// come first; the rest follow. The old surveying units (link, rod, chain, furlong, league) are
// taken in international feet, as NIST defines them since the US survey foot was retired at the
// end of 2022; the survey foot and mile stay as their own, named units for old deeds and maps.
// The point and pica are the desktop-publishing ones (1/72 in, as in CSS and PostScript); the
// older American printer's point of 0.013837 in is its own unit. The parsec is checked from its
// IAU definition, 648000/π au: GNU units' own `parsec` is au/tan(1″), 7.8e-12 shorter.
const AU = 149597870700;
export const length = defineQuantity({
  id: 'length',
  name: 'Length',
  units: [
    { key: 'm', abbr: 'm', name: 'Meter', plural: 'Meters', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'm' }, factor: 1 },
    { key: 'km', abbr: 'km', name: 'Kilometer', plural: 'Kilometers', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'km' }, factor: 1000 },
    { key: 'cm', abbr: 'cm', name: 'Centimeter', plural: 'Centimeters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'cm' }, factor: 0.01 },
    { key: 'mm', abbr: 'mm', name: 'Millimeter', plural: 'Millimeters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'mm' }, factor: 0.001 },
    { key: 'mi', abbr: 'mi', name: 'Mile', plural: 'Miles', system: 'US customary', source: `${YARD_AND_POUND}: 1 mi = 1760 yd`, reference: { gnu: 'mile' }, factor: 1609.344 },
    { key: 'yd', abbr: 'yd', name: 'Yard', plural: 'Yards', system: 'US customary', source: YARD_AND_POUND, reference: { gnu: 'yard' }, factor: 0.9144 },
    { key: 'ft', abbr: 'ft', name: 'Foot', plural: 'Feet', system: 'US customary', source: `${YARD_AND_POUND}: 1 ft = 1/3 yd`, reference: { gnu: 'ft' }, factor: 0.3048 },
    { key: 'in', abbr: 'in', name: 'Inch', plural: 'Inches', system: 'US customary', source: `${YARD_AND_POUND}: 1 in = 1/36 yd`, reference: { gnu: 'inch' }, factor: 0.0254 },
    { key: 'nm', abbr: 'nm', name: 'Nanometer', plural: 'Nanometers', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'nm' }, factor: 1e-9 },
    { key: 'um', abbr: 'μm', name: 'Micrometer', plural: 'Micrometers', slug: 'micrometers', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'um' }, factor: 1e-6 },
    { key: 'dm', abbr: 'dm', name: 'Decimeter', plural: 'Decimeters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'dm' }, factor: 0.1 },
    { key: 'dam', abbr: 'dam', name: 'Dekameter', plural: 'Dekameters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'dam' }, factor: 10 },
    { key: 'hm', abbr: 'hm', name: 'Hectometer', plural: 'Hectometers', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'hm' }, factor: 100 },
    { key: 'Mm', abbr: 'Mm', name: 'Megameter', plural: 'Megameters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'Mm' }, factor: 1e6 },
    { key: 'Gm', abbr: 'Gm', name: 'Gigameter', plural: 'Gigameters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'Gm' }, factor: 1e9 },
    { key: 'pm', abbr: 'pm', name: 'Picometer', plural: 'Picometers', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'pm' }, factor: 1e-12 },
    { key: 'fm', abbr: 'fm', name: 'Femtometer', plural: 'Femtometers', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'fm' }, factor: 1e-15 },
    { key: 'angstrom', abbr: 'Å', name: 'Ångström', plural: 'Ångströms', system: 'metric', source: `${SP_811}: 1 Å = 10⁻¹⁰ m`, reference: { gnu: 'angstrom' }, factor: 1e-10 },
    {
      key: 'nmi', abbr: 'nmi', name: 'Nautical mile', plural: 'Nautical miles', system: 'nautical', source: `${SI_BROCHURE}, Table 8 note: 1 nautical mile = 1852 m`,
      reference: { gnu: 'nauticalmile' }, factor: 1852,
    },
    { key: 'fathom', abbr: 'fath', name: 'Fathom', plural: 'Fathoms', system: 'nautical', source: `${HANDBOOK_44}: 1 fathom = 6 ft`, reference: { gnu: 'fathom' }, factor: 1.8288 },
    {
      key: 'cable', abbr: 'cable', name: "Cable's length (US, 720 ft)", plural: "Cable's lengths (US, 720 ft)", slug: 'cables', system: 'nautical',
      source: `${HANDBOOK_44}: 1 cable's length = 120 fathoms = 720 ft`, reference: { gnu: '720 ft' }, factor: 219.456,
    },
    { key: 'link', abbr: 'li', name: "Link (Gunter's)", plural: "Links (Gunter's)", slug: 'links', system: 'US customary', source: `${HANDBOOK_44}: 1 link = 1/100 chain = 0.66 ft`, reference: { gnu: 'link' }, factor: 0.201168 },
    { key: 'rod', abbr: 'rd', name: 'Rod', plural: 'Rods', system: 'US customary', source: `${HANDBOOK_44}: 1 rod = 16.5 ft`, reference: { gnu: 'rod' }, factor: 5.0292 },
    { key: 'chain', abbr: 'ch', name: "Chain (Gunter's)", plural: "Chains (Gunter's)", slug: 'chains', system: 'US customary', source: `${HANDBOOK_44}: 1 chain = 66 ft`, reference: { gnu: 'chain' }, factor: 20.1168 },
    { key: 'furlong', abbr: 'fur', name: 'Furlong', plural: 'Furlongs', system: 'US customary', source: `${HANDBOOK_44}: 1 furlong = 660 ft = 1/8 mi`, reference: { gnu: 'furlong' }, factor: 201.168 },
    { key: 'league', abbr: 'lea', name: 'League (3 miles)', plural: 'Leagues (3 miles)', slug: 'leagues', system: 'US customary', source: `${HANDBOOK_44}: 1 league = 3 mi`, reference: { gnu: 'league' }, factor: 4828.032 },
    { key: 'hand', abbr: 'hand', name: 'Hand', plural: 'Hands', system: 'US customary', source: `${HANDBOOK_44}: 1 hand = 4 in (height of horses)`, reference: { gnu: 'hand' }, factor: 0.1016 },
    { key: 'span', abbr: 'span', name: 'Span', plural: 'Spans', system: 'US customary', source: `${HANDBOOK_44}: 1 span = 9 in`, reference: { gnu: '9 inch' }, factor: 0.2286 },
    { key: 'mil', abbr: 'mil', name: 'Mil (thou)', plural: 'Mils (thou)', slug: 'mils', system: 'US customary', source: `${HANDBOOK_44}: 1 mil = 0.001 in`, reference: { gnu: 'mil' }, factor: 0.0000254 },
    {
      key: 'pt', abbr: 'pt', name: 'Point (desktop publishing, 1/72 in)', plural: 'Points (desktop publishing, 1/72 in)', slug: 'points', system: 'typographic',
      source: `${CSS_VALUES}: 1pt = 1/72 in (the PostScript point)`, reference: { gnu: 'computerpoint' }, ...fraction(0.0254, 72),
    },
    {
      key: 'pica', abbr: 'pica', name: 'Pica (desktop publishing, 1/6 in)', plural: 'Picas (desktop publishing, 1/6 in)', slug: 'picas', system: 'typographic',
      source: `${CSS_VALUES}: 1pc = 12pt = 1/6 in`, reference: { gnu: 'computerpica' }, ...fraction(0.0254, 6),
    },
    {
      key: 'printers-pt', abbr: "pt (printer's)", name: "Printer's point (0.013837 in)", plural: "Printer's points (0.013837 in)", slug: 'printers-points',
      system: 'typographic', source: `${SP_811}: point (printer's) = 0.013837 in`, reference: { gnu: '0.013837 inch' }, factor: 0.0003514598,
    },
    {
      key: 'printers-pica', abbr: "pica (printer's)", name: "Printer's pica (12 printer's points)", plural: "Printer's picas (12 printer's points)", slug: 'printers-picas',
      system: 'typographic', source: `${SP_811}: pica (printer's) = 12 points (printer's) = 0.166044 in`, reference: { gnu: '0.166044 inch' }, factor: 0.0042175176,
    },
    {
      key: 'ft-us', abbr: 'ft (US survey)', name: 'US survey foot', plural: 'US survey feet', system: 'US customary', source: US_SURVEY,
      reference: { gnu: 'surveyfoot' }, ...fraction(1200, 3937),
    },
    {
      key: 'mi-us', abbr: 'mi (US survey)', name: 'US survey mile', plural: 'US survey miles', system: 'US customary', source: `${US_SURVEY}; 1 survey mile = 5280 survey ft`,
      reference: { gnu: 'surveymile' }, ...fraction(6336000, 3937),
    },
    { key: 'au', abbr: 'au', name: 'Astronomical unit', plural: 'Astronomical units', system: 'astronomical', source: IAU_AU, reference: { gnu: 'au' }, factor: AU },
    { key: 'ly', abbr: 'ly', name: 'Light-year', plural: 'Light-years', system: 'astronomical', source: IAU_LIGHT_YEAR, reference: { gnu: 'lightyear' }, factor: 9460730472580800 },
    { key: 'pc', abbr: 'pc', name: 'Parsec', plural: 'Parsecs', system: 'astronomical', source: IAU_PARSEC, reference: { gnu: '648000 au / pi' }, ...fraction(648000 * AU, Math.PI) },
    { key: 'kpc', abbr: 'kpc', name: 'Kiloparsec', plural: 'Kiloparsecs', system: 'astronomical', source: IAU_PARSEC, reference: { gnu: '648000000 au / pi' }, ...fraction(648e6 * AU, Math.PI) },
    { key: 'Mpc', abbr: 'Mpc', name: 'Megaparsec', plural: 'Megaparsecs', system: 'astronomical', source: IAU_PARSEC, reference: { gnu: '648000000000 au / pi' }, ...fraction(648e9 * AU, Math.PI) },
  ],
});
