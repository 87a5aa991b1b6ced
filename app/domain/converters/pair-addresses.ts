import { unitSlug } from '../units/define';
import type { Unit } from '../units/types';
import { pairPath, type UnitPair } from './pairs';
import { quantityPages, pageUnits, PERMANENT_REDIRECTS } from './registry';
import type { ConverterPage } from './types';

/**
 * Pair addresses people type or link that are not the page's own: `/length/Feet-To-Inches`,
 * `/length/ft-to-in`, `/Length/feet-to-inches`, `/capacitance/farads-to-microfarads`. The pair page
 * answers them with a permanent redirect to its address (docs/decisions/021-pair-pages.md).
 *
 * A side of the pair is read, in this order, as a unit's slug, key or symbol exactly as written,
 * then as a slug in any case, then as a key or symbol (or the symbol's slug: `ft2` for `ft²`, `uin`
 * for `μin`) in any case, where only one unit of the quantity reads so: `mW` is the milliwatt and
 * `MW` the megawatt, while `mw` is the megawatt's own slug.
 */
/** A symbol as a slug, the way unit names become slugs (`ft²` → `ft2`, `μin` → `uin`, `km/h` → `km-h`). */
const slugOf = (symbol: string) => unitSlug({ plural: symbol.replace(/[µμ]/g, 'u').replace(/Ω/g, 'ohm') });

interface Reader {
  page: ConverterPage;
  units: readonly Unit[];
  exact: Map<string, Unit>;
  /** Lower-cased slugs, then keys and symbols; null where two units read the same. */
  anyCase: Map<string, Unit | null>[];
}

const readers = new Map<string, Reader>();

function addUnique(map: Map<string, Unit | null>, text: string, unit: Unit) {
  const known = map.get(text);
  map.set(text, known === undefined || known === unit ? unit : null);
}

/** A quantity's reader, made on the first request that needs it. */
function readerFor(page: ConverterPage): Reader {
  let reader = readers.get(page.slug);
  if (reader) return reader;
  const units = pageUnits(page);
  const exact = new Map<string, Unit>();
  const slugs = new Map<string, Unit | null>();
  const symbols = new Map<string, Unit | null>();
  // Slugs first: an exact slug wins over another unit's key or symbol.
  for (const unit of units) exact.set(unitSlug(unit), unit);
  for (const unit of units) {
    for (const text of [unit.key, unit.abbr]) if (!exact.has(text)) exact.set(text, unit);
    addUnique(slugs, unitSlug(unit).toLowerCase(), unit);
    for (const text of new Set([unit.key.toLowerCase(), unit.abbr.toLowerCase(), slugOf(unit.abbr)])) if (text) addUnique(symbols, text, unit);
  }
  reader = { page, units, exact, anyCase: [slugs, symbols] };
  readers.set(page.slug, reader);
  return reader;
}

function readUnit(reader: Reader, text: string): Unit | undefined {
  const exact = reader.exact.get(text);
  if (exact) return exact;
  for (const map of reader.anyCase) {
    const unit = map.get(text.toLowerCase());
    if (unit) return unit;
  }
  return undefined;
}

const quantityPageBySlug = new Map(quantityPages.map((page) => [page.slug, page]));

function quantityPage(slug: string): ConverterPage | undefined {
  const lower = slug.toLowerCase();
  return quantityPageBySlug.get(lower) ?? quantityPageBySlug.get(PERMANENT_REDIRECTS[lower] ?? '');
}

/** The pair an address means, if it means exactly one; its own address is `pair.path`. */
export function readPairAddress(quantitySlug: string, pairSlug: string): UnitPair | undefined {
  const page = quantityPage(quantitySlug);
  if (!page) return undefined;
  const reader = readerFor(page);
  const lower = pairSlug.toLowerCase();
  // A side may itself hold "-to-": try every place the pair could split.
  for (let at = lower.indexOf('-to-'); at > 0; at = lower.indexOf('-to-', at + 1)) {
    const from = readUnit(reader, pairSlug.slice(0, at));
    const to = readUnit(reader, pairSlug.slice(at + 4));
    if (from && to && from !== to) return { page, units: reader.units, from, to, path: pairPath(page, from, to) };
  }
  return undefined;
}
