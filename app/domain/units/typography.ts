import { defineQuantity, fraction } from './define';
import { CSS_VALUES } from './sources';

// CSS Values: 1 pt = 4/3 px; em and rem at the browsers' 16 px default.
// CSS fixes 1 px = 1/96 in, so GNU units checks px and pt through the inch; the em is the
// font size, 16 px only by the browsers' default, which no unit database holds.
const DEFAULT_FONT_SIZE = {
  printed: 16,
  where: "CSS Values and Units Level 3, §6.1.1 (1em = the font size) at every browser's default font size, 16px (docs/product.md#unit-tables)",
};

export const typography = defineQuantity({
  id: 'typography',
  name: 'Typography',
  units: [
    { key: 'px', abbr: 'px', name: 'Pixel', plural: 'Pixels', system: 'typographic', source: `${CSS_VALUES}: 1px = 1/96 in`, reference: { gnu: '1|96 inch' }, factor: 1 },
    { key: 'pt', abbr: 'pt', name: 'Point', plural: 'Points', system: 'typographic', source: `${CSS_VALUES}: 1pt = 1/72 in`, reference: { gnu: 'computerpoint' }, ...fraction(4, 3) },
    { key: 'em', abbr: 'em', name: 'Em', plural: 'Ems', system: 'typographic', source: CSS_VALUES, reference: DEFAULT_FONT_SIZE, factor: 16 },
    { key: 'rem', abbr: 'rem', name: 'Rem', plural: 'Rems', system: 'typographic', source: CSS_VALUES, reference: DEFAULT_FONT_SIZE, factor: 16 },
  ],
});
