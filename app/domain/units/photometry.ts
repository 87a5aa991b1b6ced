import { defineQuantity, fraction } from './define';
import { SI_BROCHURE, SI_PREFIXED, SP_811, YARD_AND_POUND } from './sources';

// Photometry on the SI's candela: luminous intensity (cd), luminous flux (lm = cd·sr), illuminance
// (lx = lm/m²) and luminance (cd/m²). Customary units divide by the 1959 foot and inch squared
// (0.09290304 m², 0.00064516 m²), CGS units by the square centimeter; the lambert family carries
// 1/π because it is the luminance of a perfectly diffusing surface that emits 1 lm per unit area.
// GNU units writes the lumen as cd·sr and keeps the steradian, so lux is `lm/m^2` there too.
const FT2 = 0.09290304;
const IN2 = 0.00064516;
const PHOTOMETRY = `${SI_BROCHURE}, Table 4: lumen = cd·sr, lux = lm/m²`;
const FOOT = `${SP_811}.8; ${YARD_AND_POUND}: foot = 0.3048 m`;
const CGS_PHOTOMETRY = `${SP_811}.8: phot = 10⁴ lx, stilb = 10⁴ cd/m², lambert = 10⁴/π cd/m²`;
const DIFFUSER = 'Definition: the luminance of a perfect diffuser emitting 1 lm/m² is 1/π cd/m²';
/** Kcd = 683 lm/W exactly at 540 THz (about 555 nm in air): one watt of that light is 683 lm. */
const LIGHT_WATT = `${SI_BROCHURE}, §2.3.1: Kcd = 683 lm/W for monochromatic radiation of 540 × 10¹² Hz`;
const IES = 'ANSI/IES RP-16 (nomenclature and definitions for illuminating engineering)';

/**
 * 1937 (CIE): a full radiator at the freezing point of platinum has 58.9 international candles per
 * cm²; 1946 (CIPM Resolution 1, ratified 1948): 60 new candles (candelas) per cm². Hence 1
 * international candle = 60/58.9 cd.
 */
const INTERNATIONAL_CANDLE = 'CIE (1937): platinum full radiator = 58.9 international candles/cm²; CIPM 1946 Resolution 1: = 60 cd/cm²';

export const luminousIntensity = defineQuantity({
  id: 'luminous-intensity',
  name: 'Luminous intensity',
  units: [
    { key: 'cd', abbr: 'cd', name: 'Candela', plural: 'Candelas', system: 'SI', source: `${SI_BROCHURE}, §2.3.1: candela, Kcd = 683 lm/W at 540 THz`, reference: { gnu: 'cd' }, factor: 1 },
    { key: 'mcd', abbr: 'mcd', name: 'Millicandela', plural: 'Millicandelas', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'millicd' }, factor: 0.001 },
    { key: 'ucd', abbr: 'μcd', name: 'Microcandela', plural: 'Microcandelas', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'microcd' }, factor: 1e-6 },
    { key: 'kcd', abbr: 'kcd', name: 'Kilocandela', plural: 'Kilocandelas', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kilocd' }, factor: 1000 },
    { key: 'Mcd', abbr: 'Mcd', name: 'Megacandela', plural: 'Megacandelas', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'megacd' }, factor: 1e6 },
    { key: 'lm-per-sr', abbr: 'lm/sr', name: 'Lumen per steradian', plural: 'Lumens per steradian', system: 'SI', source: PHOTOMETRY, reference: { gnu: 'lm/sr' }, factor: 1 },
    {
      key: 'cp', abbr: 'cp', name: 'Candlepower', plural: 'Candlepower', slug: 'candlepower', system: 'other',
      source: `${IES}: candlepower, luminous intensity expressed in candelas`, reference: { gnu: 'cd' }, factor: 1,
    },
    {
      key: 'ic', abbr: 'IC', name: 'International candle', plural: 'International candles', system: 'historical',
      source: INTERNATIONAL_CANDLE, reference: { gnu: '60 cd / 58.9' }, ...fraction(60, 58.9),
    },
  ],
});

export const luminousFlux = defineQuantity({
  id: 'luminous-flux',
  name: 'Luminous flux',
  units: [
    { key: 'lm', abbr: 'lm', name: 'Lumen', plural: 'Lumens', system: 'SI', source: PHOTOMETRY, reference: { gnu: 'lm' }, factor: 1 },
    { key: 'klm', abbr: 'klm', name: 'Kilolumen', plural: 'Kilolumens', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kilolm' }, factor: 1000 },
    { key: 'mlm', abbr: 'mlm', name: 'Millilumen', plural: 'Millilumens', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'millilm' }, factor: 0.001 },
    { key: 'cd-sr', abbr: 'cd·sr', name: 'Candela steradian', plural: 'Candela steradians', system: 'SI', source: PHOTOMETRY, reference: { gnu: 'cd sr' }, factor: 1 },
    {
      key: 'scp', abbr: 'scp', name: 'Spherical candlepower', plural: 'Spherical candlepower', slug: 'spherical-candlepower', system: 'other',
      source: `${IES}: mean spherical candlepower, total flux ÷ 4π sr`, reference: { gnu: 'cd sphere' }, factor: 4 * Math.PI,
    },
    {
      key: 'hscp', abbr: 'hscp', name: 'Hemispherical candlepower', plural: 'Hemispherical candlepower', slug: 'hemispherical-candlepower', system: 'other',
      source: `${IES}: mean hemispherical candlepower, flux into a hemisphere ÷ 2π sr`, reference: { gnu: 'cd hemisphere' }, factor: 2 * Math.PI,
    },
    {
      key: 'W-555nm', abbr: 'W (555 nm)', name: 'Watt at 555 nm (540 THz)', plural: 'Watts at 555 nm (540 THz)', slug: 'watts-at-555-nm', system: 'SI',
      source: LIGHT_WATT, reference: { gnu: '683 lm' }, factor: 683,
    },
  ],
});

export const illuminance = defineQuantity({
  id: 'illuminance',
  name: 'Illuminance',
  units: [
    { key: 'lx', abbr: 'lx', name: 'Lux', plural: 'Lux', slug: 'lux', system: 'SI', source: PHOTOMETRY, reference: { gnu: 'lux' }, factor: 1 },
    { key: 'mlx', abbr: 'mlx', name: 'Millilux', plural: 'Millilux', slug: 'millilux', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'millilux' }, factor: 0.001 },
    { key: 'klx', abbr: 'klx', name: 'Kilolux', plural: 'Kilolux', slug: 'kilolux', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kilolux' }, factor: 1000 },
    { key: 'lm-per-m2', abbr: 'lm/m²', name: 'Lumen per square meter', plural: 'Lumens per square meter', system: 'SI', source: PHOTOMETRY, reference: { gnu: 'lm/m^2' }, factor: 1 },
    {
      key: 'fc', abbr: 'fc', name: 'Foot-candle', plural: 'Foot-candles', system: 'US customary', source: `${FOOT}: footcandle = 1 lm/ft²`,
      reference: { gnu: 'footcandle' }, ...fraction(1, FT2),
    },
    {
      key: 'lm-per-ft2', abbr: 'lm/ft²', name: 'Lumen per square foot', plural: 'Lumens per square foot', system: 'US customary', source: FOOT,
      reference: { gnu: 'lm/ft^2' }, ...fraction(1, FT2),
    },
    {
      key: 'lm-per-in2', abbr: 'lm/in²', name: 'Lumen per square inch', plural: 'Lumens per square inch', system: 'US customary',
      source: `${YARD_AND_POUND}: inch = 0.0254 m`, reference: { gnu: 'lm/in^2' }, ...fraction(1, IN2),
    },
    { key: 'ph', abbr: 'ph', name: 'Phot', plural: 'Phots', system: 'CGS', source: CGS_PHOTOMETRY, reference: { gnu: 'phot' }, factor: 10000 },
    { key: 'mph', abbr: 'mph', name: 'Milliphot', plural: 'Milliphots', system: 'CGS', source: CGS_PHOTOMETRY, reference: { gnu: 'milliphot' }, factor: 10 },
    {
      key: 'W-per-m2-555nm', abbr: 'W/m² (555 nm)', name: 'Watt per square meter at 555 nm (540 THz)', plural: 'Watts per square meter at 555 nm (540 THz)', slug: 'watts-per-square-meter-at-555-nm',
      system: 'SI', source: LIGHT_WATT, reference: { gnu: '683 lm/m^2' }, factor: 683,
    },
    { key: 'lm-per-cm2', abbr: 'lm/cm²', name: 'Lumen per square centimeter', plural: 'Lumens per square centimeter', system: 'CGS', source: CGS_PHOTOMETRY, reference: { gnu: 'lm/cm^2' }, factor: 10000 },
    {
      key: 'nx', abbr: 'nx', name: 'Nox', plural: 'Nox', slug: 'nox', system: 'historical',
      source: 'Definition: nox, a former unit for night-time (scotopic) illuminance, 1 nx = 10⁻³ lx', reference: { gnu: 'nox' }, factor: 0.001,
    },
    {
      key: 'meter-candle', abbr: 'm·cd', name: 'Meter-candle', plural: 'Meter-candles', system: 'historical',
      source: `${PHOTOMETRY}; meter-candle, the former name of the lux (1 cd at 1 m)`, reference: { gnu: 'cd sr/m^2' }, factor: 1,
    },
  ],
});

export const luminance = defineQuantity({
  id: 'luminance',
  name: 'Luminance',
  units: [
    { key: 'cd-per-m2', abbr: 'cd/m²', name: 'Candela per square meter', plural: 'Candelas per square meter', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'cd/m^2' }, factor: 1 },
    {
      key: 'nt', abbr: 'nt', name: 'Nit', plural: 'Nits', system: 'SI',
      source: 'Definition: nit, a name for cd/m² (not an SI name; used for displays)', reference: { gnu: 'nit' }, factor: 1,
    },
    { key: 'kcd-per-m2', abbr: 'kcd/m²', name: 'Kilocandela per square meter', plural: 'Kilocandelas per square meter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kilocd/m^2' }, factor: 1000 },
    { key: 'mcd-per-m2', abbr: 'mcd/m²', name: 'Millicandela per square meter', plural: 'Millicandelas per square meter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'millicd/m^2' }, factor: 0.001 },
    { key: 'cd-per-cm2', abbr: 'cd/cm²', name: 'Candela per square centimeter', plural: 'Candelas per square centimeter', system: 'CGS', source: CGS_PHOTOMETRY, reference: { gnu: 'cd/cm^2' }, factor: 10000 },
    { key: 'sb', abbr: 'sb', name: 'Stilb', plural: 'Stilbs', system: 'CGS', source: CGS_PHOTOMETRY, reference: { gnu: 'stilb' }, factor: 10000 },
    { key: 'L', abbr: 'L', name: 'Lambert', plural: 'Lamberts', system: 'CGS', source: CGS_PHOTOMETRY, reference: { gnu: 'lambert' }, factor: 10000 / Math.PI },
    { key: 'mL', abbr: 'mL', name: 'Millilambert', plural: 'Millilamberts', system: 'CGS', source: CGS_PHOTOMETRY, reference: { gnu: 'millilambert' }, factor: 10 / Math.PI },
    {
      key: 'fL', abbr: 'fL', name: 'Foot-lambert', plural: 'Foot-lamberts', system: 'US customary', source: `${FOOT}: footlambert = 1/π cd/ft²`,
      reference: { gnu: 'footlambert' }, factor: 1 / (Math.PI * FT2),
    },
    {
      key: 'cd-per-ft2', abbr: 'cd/ft²', name: 'Candela per square foot', plural: 'Candelas per square foot', system: 'US customary', source: FOOT,
      reference: { gnu: 'cd/ft^2' }, ...fraction(1, FT2),
    },
    {
      key: 'cd-per-in2', abbr: 'cd/in²', name: 'Candela per square inch', plural: 'Candelas per square inch', system: 'US customary',
      source: `${YARD_AND_POUND}: inch = 0.0254 m`, reference: { gnu: 'cd/in^2' }, ...fraction(1, IN2),
    },
    { key: 'asb', abbr: 'asb', name: 'Apostilb', plural: 'Apostilbs', system: 'metric', source: `${DIFFUSER}: apostilb (blondel) = 1/π cd/m²`, reference: { gnu: 'apostilb' }, factor: 1 / Math.PI },
    { key: 'sk', abbr: 'sk', name: 'Skot', plural: 'Skots', system: 'historical', source: `${DIFFUSER}: skot = 10⁻³ apostilb`, reference: { gnu: 'skot' }, factor: 0.001 / Math.PI },
  ],
});
