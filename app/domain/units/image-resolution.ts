import { defineQuantity, fraction } from './define';
import { SI_BROCHURE, SI_PREFIXED, YARD_AND_POUND } from './sources';

// Image resolution: dots, pixels or lines per unit length, a count per length on the SI's 1/m.
// A dot, a pixel and a line are counted the same way here; what they mean on paper differs (a
// printer's dot is not a screen pixel, a halftone line is a row of dots), which the article says.
// Inch-based units divide by the 1959 inch, 0.0254 m, so 1 dpi = 1/0.0254 m⁻¹ = 39.37… per meter.
const INCH = 0.0254;
const FOOT = 0.3048;
const PER_LENGTH = `${SI_BROCHURE}: reciprocal meter (m⁻¹), a count per length`;
const PER_INCH = `${YARD_AND_POUND}: inch = 0.0254 m`;
const PNG = 'W3C PNG Specification (3rd ed.), §11.3.5.3 pHYs: pixels per unit, the unit being the meter';
// Pair tables in the per-inch units list the resolutions people look up (screens at 72–460 ppi,
// printers at 150–4,800 dpi, halftone screens at 65–200 lpi), which 0.25…100 mostly misses.
const PPI = [72, 96, 110, 144, 150, 160, 200, 220, 264, 300, 326, 400, 460, 600];
const DPI = [72, 96, 150, 200, 203, 300, 360, 400, 600, 720, 1200, 1440, 2400, 4800];
const LPI = [65, 85, 100, 120, 133, 150, 175, 200];

export const imageResolution = defineQuantity({
  id: 'image-resolution',
  name: 'Image resolution',
  units: [
    { key: 'px-per-m', abbr: 'px/m', name: 'Pixel per meter', plural: 'Pixels per meter', system: 'SI', source: `${PER_LENGTH}; ${PNG}`, reference: { gnu: '1/m' }, factor: 1 },
    { key: 'px-per-cm', abbr: 'px/cm', name: 'Pixel per centimeter', plural: 'Pixels per centimeter', system: 'metric', source: SI_PREFIXED, reference: { gnu: '1/cm' }, factor: 100 },
    { key: 'px-per-mm', abbr: 'px/mm', name: 'Pixel per millimeter', plural: 'Pixels per millimeter', system: 'metric', source: SI_PREFIXED, reference: { gnu: '1/mm' }, factor: 1000 },
    { key: 'ppi', abbr: 'ppi', name: 'Pixel per inch', plural: 'Pixels per inch', slug: 'ppi', system: 'US customary', source: PER_INCH, reference: { gnu: '1/inch' }, ...fraction(1, INCH), tableValues: PPI },
    { key: 'px-per-ft', abbr: 'px/ft', name: 'Pixel per foot', plural: 'Pixels per foot', system: 'US customary', source: `${YARD_AND_POUND}: foot = 0.3048 m`, reference: { gnu: '1/ft' }, ...fraction(1, FOOT) },
    { key: 'dpi', abbr: 'dpi', name: 'Dot per inch', plural: 'Dots per inch', slug: 'dpi', system: 'US customary', source: PER_INCH, reference: { gnu: '1/inch' }, ...fraction(1, INCH), tableValues: DPI },
    { key: 'dpcm', abbr: 'dots/cm', name: 'Dot per centimeter', plural: 'Dots per centimeter', system: 'metric', source: SI_PREFIXED, reference: { gnu: '1/cm' }, factor: 100 },
    { key: 'dpmm', abbr: 'dpmm', name: 'Dot per millimeter', plural: 'Dots per millimeter', system: 'metric', source: SI_PREFIXED, reference: { gnu: '1/mm' }, factor: 1000 },
    { key: 'dot-per-m', abbr: 'dots/m', name: 'Dot per meter', plural: 'Dots per meter', system: 'SI', source: PER_LENGTH, reference: { gnu: '1/m' }, factor: 1 },
    { key: 'lpi', abbr: 'lpi', name: 'Line per inch', plural: 'Lines per inch', slug: 'lpi', system: 'US customary', source: PER_INCH, reference: { gnu: '1/inch' }, ...fraction(1, INCH), tableValues: LPI },
    { key: 'l-per-cm', abbr: 'lines/cm', name: 'Line per centimeter', plural: 'Lines per centimeter', system: 'metric', source: SI_PREFIXED, reference: { gnu: '1/cm' }, factor: 100 },
  ],
});
