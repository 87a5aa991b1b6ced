// `npm run catalog` (vite-node, which reads the content files as the build does): the catalog's counts (issue 12) — quantities, units, pair pages, and the
// units of each quantity — read from the unit tables and the converter pages.
import { allPairs, indexablePairPaths } from '../app/domain/converters/pairs';
import { quantityPages, pageUnits } from '../app/domain/converters/registry';
import { quantities } from '../app/domain/units/registry';

const tables = Object.values(quantities);
const units = tables.reduce((sum, q) => sum + q.units.length, 0);
const pairs = [...allPairs()].length;
console.log(`quantities (unit tables): ${tables.length}`);
console.log(`quantity pages: ${quantityPages.length}`);
console.log(`units: ${units}`);
console.log(
  `pair pages: ${pairs} (${quantityPages.reduce((sum, page) => sum + indexablePairPaths(page).length, 0)} in sitemap.xml; the rest answer 301 to the core top-level pair pages)`,
);
console.log('units per quantity page:');
for (const page of [...quantityPages].sort((a, b) => pageUnits(b).length - pageUnits(a).length)) {
  console.log(`  ${page.slug.padEnd(30)} ${String(pageUnits(page).length).padStart(3)}`);
}
