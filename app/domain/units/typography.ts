import { defineQuantity, fraction } from './define';

// CSS Values: 1 pt = 4/3 px; em and rem at the browsers' 16 px default.
export const typography = defineQuantity({
  id: 'typography',
  name: 'Typography',
  units: [
    { key: 'px', abbr: 'px', name: 'Pixel', factor: 1 },
    { key: 'pt', abbr: 'pt', name: 'Point', ...fraction(4, 3) },
    { key: 'em', abbr: 'em', name: 'Em', factor: 16 },
    { key: 'rem', abbr: 'rem', name: 'Rem', factor: 16 },
  ],
});
