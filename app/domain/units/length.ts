import { defineQuantity, fraction } from './define';
import {
  CSS_VALUES, HANDBOOK_44, IAU_AU, IAU_LIGHT_YEAR, IAU_PARSEC, SI_BROCHURE, SI_PREFIXED, SP_811, US_SURVEY, YARD_AND_POUND,
} from './sources';

// Pair tables (tableValues) of what is measured in millimeters (screws, rainfall, sheet sizes)
// and centimeters (body heights).
const SMALL_MM = [0.1, 0.5, 1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 75, 100, 150, 200, 300, 500, 1000];
const HEIGHTS_CM = [1, 2, 3, 5, 10, 15, 20, 25, 30, 40, 50, 60, 75, 100, 150, 160, 165, 170, 175, 180, 185, 190, 200];

// International yard and pound agreement (1959): 1 yd = 0.9144 m exactly. The core eight units
// come first; the rest follow. The old surveying units (link, rod, chain, furlong, league) are
// taken in international feet, as NIST defines them since the US survey foot was retired at the
// end of 2022; the survey foot and mile stay as their own, named units for old deeds and maps.
// The point and pica are the desktop-publishing ones (1/72 in, as in CSS and PostScript); the
// older American printer's point of 0.013837 in is its own unit. The parsec is checked from its
// IAU definition, 648000/π au: GNU units' own `parsec` is au/tan(1″), 7.8e-12 shorter.
//
// The appended units: the SI prefixes still missing (the 2022 ronna, quetta, ronto and quecto are
// left out: nobody measures length in them yet); the old names micron and fermi; light-time from
// c exactly; the atomic and Planck lengths from CODATA (the Bohr radius is checked against CODATA
// 2022's printed value, since GNU units 2.22 carries CODATA 2018's, 6.8e-10 longer; the x unit's
// value is the same in both; the Planck length is √(ħG/c³) with CODATA's G, as GNU units computes
// it); the surveyor's units on the US survey foot, for pre-2023 records; and national units fixed
// by statute against English or metric measures. Units fixed in English inches or feet (Russian
// 1835, Texas 1919) are taken in the international inch of 1959, which differs from the inches
// of the time by a few parts per million at most.
const AU = 149597870700;
const h = 6.62607015e-34;
const G = 6.6743e-11;
const c = 299792458;
const LIGHT_TIME = `${SI_BROCHURE}: c = 299 792 458 m/s exactly, so a light-time is c × that time (day = 86 400 s)`;
const CODATA_XU = 'CODATA 2022: Cu x unit, xu(CuKα₁) = 1.002 076 97(28) × 10⁻¹³ m';
const CODATA_BOHR = 'CODATA 2022 recommended values (NIST): Bohr radius a₀ = 5.291 772 105 44(82) × 10⁻¹¹ m';
const CODATA_PLANCK = 'CODATA 2022: Planck length ℓₚ = √(ħG/c³) = 1.616 255(18) × 10⁻³⁵ m, with h and c exact (SI 2019) and G = 6.674 30 × 10⁻¹¹ m³ kg⁻¹ s⁻²';
const RAMSDEN = "Engineer's (Ramsden's) chain of surveying: 100 links of 1 ft = 100 ft";
const ZUPKO = 'R. E. Zupko, A Dictionary of English Weights and Measures (1968)';
const CHINA_1929 = 'Weights and Measures Act of the Republic of China (1929), market system (市用制): 1 chi (市尺) = 1/3 m';
const JAPAN_1891 = 'Japan, Weights and Measures Act of 1891 (度量衡法): 1 shaku (尺) = 10/33 m';
const RUSSIA_1835 = 'Russian Empire, decree of 11 October 1835 on weights and measures: sazhen = 7 English feet, arshin = 28 English inches';
const FRANCE_1799 = 'French law of 19 frimaire an VIII (10 December 1799): 1 m = 3 pieds 11.296 lignes = 443.296 lignes';
export const length = defineQuantity({
  id: 'length',
  name: 'Length',
  units: [
    { key: 'm', abbr: 'm', name: 'Meter', plural: 'Meters', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'm' }, factor: 1 },
    { key: 'km', abbr: 'km', name: 'Kilometer', plural: 'Kilometers', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'km' }, factor: 1000 },
    { key: 'cm', abbr: 'cm', name: 'Centimeter', plural: 'Centimeters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'cm' }, factor: 0.01, tableValues: HEIGHTS_CM },
    { key: 'mm', abbr: 'mm', name: 'Millimeter', plural: 'Millimeters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'mm' }, factor: 0.001, tableValues: SMALL_MM },
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
    // Issue 12: the units after the core table, appended so every earlier key, slug and position
    // stays.
    { key: 'Tm', abbr: 'Tm', name: 'Terameter', plural: 'Terameters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'terameter' }, factor: 1e12 },
    { key: 'Pm', abbr: 'Pm', name: 'Petameter', plural: 'Petameters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'petameter' }, factor: 1e15 },
    { key: 'Em', abbr: 'Em', name: 'Exameter', plural: 'Exameters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'exameter' }, factor: 1e18 },
    { key: 'Zm', abbr: 'Zm', name: 'Zettameter', plural: 'Zettameters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'zettameter' }, factor: 1e21 },
    { key: 'Ym', abbr: 'Ym', name: 'Yottameter', plural: 'Yottameters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'yottameter' }, factor: 1e24 },
    { key: 'am', abbr: 'am', name: 'Attometer', plural: 'Attometers', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'attometer' }, factor: 1e-18 },
    { key: 'zm', abbr: 'zm', name: 'Zeptometer', plural: 'Zeptometers', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'zeptometer' }, factor: 1e-21 },
    { key: 'ym', abbr: 'ym', name: 'Yoctometer', plural: 'Yoctometers', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'yoctometer' }, factor: 1e-24 },
    {
      key: 'micron', abbr: 'μ', name: 'Micron (old name of the micrometer)', plural: 'Microns (old name of the micrometer)', slug: 'microns', system: 'metric',
      source: `${SP_811}: micron (μ) = 1 μm; the name was abrogated by the 13th CGPM (1967)`, reference: { gnu: 'micron' }, factor: 1e-6,
    },
    {
      key: 'fermi', abbr: 'fermi', name: 'Fermi (femtometer)', plural: 'Fermis (femtometers)', slug: 'fermis', system: 'metric',
      source: `${SP_811}: fermi = 1 fm = 10⁻¹⁵ m`, reference: { gnu: 'fermi' }, factor: 1e-15,
    },
    { key: 'xu', abbr: 'xu', name: 'X unit (copper)', plural: 'X units (copper)', slug: 'x-units', system: 'other', source: CODATA_XU, reference: { gnu: 'xunit_cu' }, factor: 1.00207697e-13 },
    {
      key: 'a0', abbr: 'a₀', name: 'Bohr radius', plural: 'Bohr radii', system: 'other', source: CODATA_BOHR,
      reference: { printed: 5.29177210544e-11, where: CODATA_BOHR }, factor: 5.29177210544e-11,
    },
    {
      key: 'lP', abbr: 'ℓₚ', name: 'Planck length', plural: 'Planck lengths', system: 'other', source: CODATA_PLANCK,
      reference: { gnu: 'plancklength' }, factor: Math.sqrt(((h / (2 * Math.PI)) * G) / c ** 3),
    },
    { key: 'uin', abbr: 'μin', name: 'Microinch', plural: 'Microinches', system: 'US customary', source: `${SP_811}: microinch = 10⁻⁶ in`, reference: { gnu: 'microinch' }, factor: 2.54e-8 },
    {
      key: 'caliber', abbr: 'cal', name: 'Caliber (0.01 in)', plural: 'Calibers (0.01 in)', slug: 'calibers', system: 'US customary',
      source: 'Small-arms bore convention (US): caliber in hundredths of an inch (.45 caliber = 0.45 in)', reference: { gnu: 'caliber' }, factor: 0.000254,
    },
    {
      key: 'chain-eng', abbr: 'ch (eng.)', name: "Engineer's chain (Ramsden's, 100 ft)", plural: "Engineer's chains (Ramsden's, 100 ft)", slug: 'engineers-chains',
      system: 'US customary', source: RAMSDEN, reference: { gnu: 'engineerschain' }, factor: 30.48,
    },
    {
      key: 'link-eng', abbr: 'li (eng.)', name: "Engineer's link (1 ft)", plural: "Engineer's links (1 ft)", slug: 'engineers-links',
      system: 'US customary', source: RAMSDEN, reference: { gnu: 'engineerslink' }, factor: 0.3048,
    },
    {
      key: 'link-us', abbr: 'li (US survey)', name: 'US survey link', plural: 'US survey links', system: 'US customary',
      source: `${US_SURVEY}; ${SP_811}: link (based on U.S. survey foot) = 0.66 survey ft`, reference: { gnu: 'surveylink' }, ...fraction(792, 3937),
    },
    {
      key: 'rod-us', abbr: 'rd (US survey)', name: 'US survey rod', plural: 'US survey rods', system: 'US customary',
      source: `${US_SURVEY}; ${SP_811}: rod (based on U.S. survey foot) = 16.5 survey ft`, reference: { gnu: 'surveyrod' }, ...fraction(19800, 3937),
    },
    {
      key: 'chain-us', abbr: 'ch (US survey)', name: 'US survey chain', plural: 'US survey chains', system: 'US customary',
      source: `${US_SURVEY}; ${SP_811}: chain (based on U.S. survey foot) = 66 survey ft`, reference: { gnu: 'surveychain' }, ...fraction(79200, 3937),
    },
    {
      key: 'furlong-us', abbr: 'fur (US survey)', name: 'US survey furlong', plural: 'US survey furlongs', system: 'US customary',
      source: `${US_SURVEY}; ${SP_811}: furlong (based on U.S. survey foot) = 660 survey ft`, reference: { gnu: 'surveyfurlong' }, ...fraction(792000, 3937),
    },
    {
      key: 'twip', abbr: 'twip', name: 'Twip (1/20 pt, 1/1440 in)', plural: 'Twips (1/20 pt, 1/1440 in)', slug: 'twips', system: 'typographic',
      source: 'Microsoft Rich Text Format (RTF) Specification 1.9.1 (2008): twip = 1/20 point = 1/1440 in', reference: { gnu: '1|1440 inch' }, ...fraction(0.0254, 1440),
    },
    {
      key: 'px', abbr: 'px', name: 'CSS pixel (1/96 in)', plural: 'CSS pixels (1/96 in)', slug: 'css-pixels', system: 'typographic',
      source: `${CSS_VALUES}: 1px = 1/96 in`, reference: { gnu: '1|96 inch' }, ...fraction(0.0254, 96),
    },
    {
      key: 'mil-scand', abbr: 'mil (Scand.)', name: 'Scandinavian mile (mil, 10 km)', plural: 'Scandinavian miles (mil, 10 km)', slug: 'scandinavian-miles', system: 'metric',
      source: 'Swedish and Norwegian metric mil, 10 km since the metric reforms (Sweden 1889)', reference: { gnu: '10 km' }, factor: 10000,
    },
    { key: 'ls', abbr: 'ls', name: 'Light-second', plural: 'Light-seconds', system: 'astronomical', source: LIGHT_TIME, reference: { gnu: 'lightsecond' }, factor: c },
    { key: 'lmin', abbr: 'lmin', name: 'Light-minute', plural: 'Light-minutes', system: 'astronomical', source: LIGHT_TIME, reference: { gnu: 'c minute' }, factor: c * 60 },
    { key: 'lh', abbr: 'lh', name: 'Light-hour', plural: 'Light-hours', system: 'astronomical', source: LIGHT_TIME, reference: { gnu: 'c hour' }, factor: c * 3600 },
    { key: 'ld', abbr: 'ld', name: 'Light-day', plural: 'Light-days', system: 'astronomical', source: LIGHT_TIME, reference: { gnu: 'c day' }, factor: c * 86400 },
    {
      key: 'Gpc', abbr: 'Gpc', name: 'Gigaparsec', plural: 'Gigaparsecs', system: 'astronomical', source: IAU_PARSEC,
      reference: { gnu: '648000000000000 au / pi' }, ...fraction(648e12 * AU, Math.PI),
    },
    {
      key: 'Rearth', abbr: 'R⊕', name: 'Earth radius (nominal equatorial)', plural: 'Earth radii (nominal equatorial)', slug: 'earth-radii', system: 'astronomical',
      source: 'IAU 2015 Resolution B3: nominal equatorial Earth radius = 6.3781 × 10⁶ m', reference: { gnu: '6378100 m' }, factor: 6378100,
    },
    {
      key: 'Rsun', abbr: 'R☉', name: 'Solar radius (nominal)', plural: 'Solar radii (nominal)', slug: 'solar-radii', system: 'astronomical',
      source: 'IAU 2015 Resolution B3: nominal solar radius = 6.957 × 10⁸ m', reference: { gnu: '6.957e8 m' }, factor: 695700000,
    },
    {
      key: 'nmi-uk', abbr: 'nmi (UK Adm.)', name: 'UK Admiralty nautical mile (historical)', plural: 'UK Admiralty nautical miles (historical)', slug: 'admiralty-nautical-miles',
      system: 'historical', source: 'UK Admiralty nautical mile of 6080 ft, used until the UK adopted the international 1852 m in 1970', reference: { gnu: '6080 ft' }, factor: 1853.184,
    },
    { key: 'barleycorn', abbr: 'barleycorn', name: 'Barleycorn (1/3 in)', plural: 'Barleycorns (1/3 in)', slug: 'barleycorns', system: 'historical', source: `${ZUPKO}: 3 barleycorns = 1 in`, reference: { gnu: '1|3 inch' }, ...fraction(0.0254, 3) },
    { key: 'nail', abbr: 'nail', name: 'Nail (cloth, 1/16 yd)', plural: 'Nails (cloth, 1/16 yd)', slug: 'nails', system: 'historical', source: `${ZUPKO}: cloth measure, 16 nails = 1 yd (2¼ in)`, reference: { gnu: '1|16 yard' }, factor: 0.05715 },
    { key: 'ell', abbr: 'ell', name: 'Ell (English, 45 in)', plural: 'Ells (English, 45 in)', slug: 'english-ells', system: 'historical', source: `${ZUPKO}: English ell = 45 in (1¼ yd)`, reference: { gnu: '45 inch' }, factor: 1.143 },
    { key: 'li-cn', abbr: '市里', name: 'Chinese li', plural: 'Chinese li', system: 'historical', source: `${CHINA_1929}; 1 li = 1500 chi = 500 m`, reference: { gnu: '500 m' }, factor: 500 },
    { key: 'zhang-cn', abbr: '市丈', name: 'Chinese zhang', plural: 'Chinese zhang', system: 'historical', source: `${CHINA_1929}; 1 zhang = 10 chi`, reference: { gnu: '10|3 m' }, ...fraction(10, 3) },
    { key: 'chi-cn', abbr: '市尺', name: 'Chinese chi', plural: 'Chinese chi', system: 'historical', source: CHINA_1929, reference: { gnu: '1|3 m' }, ...fraction(1, 3) },
    { key: 'cun-cn', abbr: '市寸', name: 'Chinese cun', plural: 'Chinese cun', system: 'historical', source: `${CHINA_1929}; 1 cun = 1/10 chi`, reference: { gnu: '1|30 m' }, ...fraction(1, 30) },
    { key: 'ri-jp', abbr: '里', name: 'Japanese ri', plural: 'Japanese ri', system: 'historical', source: `${JAPAN_1891}; 1 ri = 36 chō = 12,960 shaku`, reference: { gnu: 'ri' }, ...fraction(129600, 33) },
    { key: 'cho-jp', abbr: '町', name: 'Japanese chō', plural: 'Japanese chō', system: 'historical', source: `${JAPAN_1891}; 1 chō = 60 ken = 360 shaku`, reference: { gnu: 'chou' }, ...fraction(3600, 33) },
    { key: 'jo-jp', abbr: '丈', name: 'Japanese jō', plural: 'Japanese jō', system: 'historical', source: `${JAPAN_1891}; 1 jō = 10 shaku`, reference: { gnu: 'jou' }, ...fraction(100, 33) },
    { key: 'ken-jp', abbr: '間', name: 'Japanese ken', plural: 'Japanese ken', system: 'historical', source: `${JAPAN_1891}; 1 ken = 6 shaku`, reference: { gnu: 'ken' }, ...fraction(60, 33) },
    { key: 'shaku-jp', abbr: '尺', name: 'Japanese shaku', plural: 'Japanese shaku', system: 'historical', source: JAPAN_1891, reference: { gnu: 'shaku' }, ...fraction(10, 33) },
    { key: 'sun-jp', abbr: '寸', name: 'Japanese sun', plural: 'Japanese sun', system: 'historical', source: `${JAPAN_1891}; 1 sun = 1/10 shaku`, reference: { gnu: 'sun' }, ...fraction(1, 33) },
    { key: 'verst', abbr: 'verst', name: 'Russian verst', plural: 'Russian versts', system: 'historical', source: `${RUSSIA_1835}; 1 verst = 500 sazhen = 3500 ft`, reference: { gnu: 'verst' }, factor: 1066.8 },
    { key: 'sazhen', abbr: 'sazhen', name: 'Russian sazhen', plural: 'Russian sazhens', system: 'historical', source: `${RUSSIA_1835}; 1 sazhen = 7 ft`, reference: { gnu: 'sazhen' }, factor: 2.1336 },
    { key: 'arshin', abbr: 'arshin', name: 'Russian arshin', plural: 'Russian arshins', system: 'historical', source: `${RUSSIA_1835}; 1 arshin = 28 in`, reference: { gnu: 'arshin' }, factor: 0.7112 },
    { key: 'vershok', abbr: 'vershok', name: 'Russian vershok', plural: 'Russian vershoks', system: 'historical', source: `${RUSSIA_1835}; 1 vershok = 1/16 arshin = 1¾ in`, reference: { gnu: '1|16 arshin' }, factor: 0.04445 },
    {
      key: 'vara-tx', abbr: 'vara (TX)', name: 'Texas vara (33⅓ in)', plural: 'Texas varas (33⅓ in)', slug: 'texas-varas', system: 'historical',
      source: 'Texas law of 1919 fixing the vara of Spanish land grants at 33⅓ in', reference: { gnu: '100|3 inch' }, ...fraction(2.54, 3),
    },
    { key: 'toise', abbr: 'toise', name: 'Toise (French, 6 pieds)', plural: 'Toises (French, 6 pieds)', slug: 'toises', system: 'historical', source: `${FRANCE_1799}; 1 toise = 6 pieds = 864 lignes`, reference: { gnu: 'toise' }, ...fraction(864, 443.296) },
    {
      key: 'pied', abbr: 'pied', name: 'French royal foot', plural: 'French royal feet', slug: 'french-royal-feet', system: 'historical',
      source: `${FRANCE_1799}; 1 pied du roi = 12 pouces = 144 lignes`, reference: { gnu: 'pied' }, ...fraction(144, 443.296),
    },
    {
      key: 'pouce', abbr: 'pouce', name: 'French royal inch', plural: 'French royal inches', slug: 'french-royal-inches', system: 'historical',
      source: `${FRANCE_1799}; 1 pouce = 12 lignes`, reference: { gnu: 'pouce' }, ...fraction(12, 443.296),
    },
    {
      key: 'ligne', abbr: 'ligne', name: 'French line', plural: 'French lines', slug: 'french-lines', system: 'historical',
      source: FRANCE_1799, reference: { gnu: 'ligne' }, ...fraction(1, 443.296),
    },
  ],
});
