import { defineQuantity } from './define';
import type { Unit } from './types';
import { IEC_BINARY, IEC_DECIMAL } from './sources';

// Storage uses binary steps (docs/product.md#unit-tables: KB = 1024 B, 1024 per step; 1 B = 8 bit),
// and the bit units follow the same 1024 steps so the page has one convention.
// GNU units names the binary multiples with IEC 80000-13's prefixes (KiB, Mibit).
const KIB = 1024;
// Every multiple says which convention it follows, in the pickers, pair pages and tables alike.
// The core units keep their keys, symbols and addresses (KB … PB, Kbit, Mbit in 1024 steps, at
// /data/gigabytes-to-megabytes) and are named "Binary kilobyte", "Binary gigabyte"; the decimal
// ones appended after them are named "Decimal kilobyte" and carry the power of ten in the symbol
// (kB (10³ B)); the IEC ones carry the IEC names and symbols (kibibyte, KiB). The page's article
// explains the three spellings.
const IEC_PREFIXES = 'IEC 80000-13:2008, §4 (binary prefixes kibi, mebi, gibi…; first in IEC 60027-2:1998)';
const SUPERSCRIPT = ['³', '⁶', '⁹', '¹²', '¹⁵', '¹⁸', '²¹', '²⁴'];
const DECIMAL = [
  ['k', 'kilo'], ['M', 'mega'], ['G', 'giga'], ['T', 'tera'], ['P', 'peta'], ['E', 'exa'], ['Z', 'zetta'], ['Y', 'yotta'],
] as const;
const BINARY = [
  ['Ki', 'kibi'], ['Mi', 'mebi'], ['Gi', 'gibi'], ['Ti', 'tebi'], ['Pi', 'pebi'], ['Ei', 'exbi'], ['Zi', 'zebi'], ['Yi', 'yobi'],
] as const;
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

// Pair tables (tableValues) of sizes people convert: powers of two and round numbers of bytes,
// memory and files (1–4,096), drives (0.25–24 TB; 120–4,000 decimal GB), not 0.25 B.
const BYTES = [1, 2, 4, 8, 16, 32, 64, 100, 128, 256, 512, 1000, 1024, 2048, 4096, 8192, 65536];
const SIZES = [1, 2, 4, 8, 16, 32, 64, 100, 128, 256, 500, 512, 1000, 1024, 2048, 4096];
const DRIVES_TB = [0.25, 0.5, 1, 2, 3, 4, 5, 6, 8, 10, 12, 14, 16, 18, 20, 24];
const DRIVES_GB = [1, 4, 8, 16, 32, 64, 100, 120, 128, 240, 250, 256, 480, 500, 512, 1000, 2000, 4000];
const TABLES: Readonly<Record<string, readonly number[]>> = {
  KB: SIZES, MB: SIZES, GB: SIZES, TB: DRIVES_TB, PB: DRIVES_TB, Kbit: SIZES, Mbit: SIZES,
  'kB-dec': SIZES, 'MB-dec': SIZES, 'GB-dec': DRIVES_GB, 'TB-dec': DRIVES_TB, 'PB-dec': DRIVES_TB,
  KiB: SIZES, MiB: SIZES, GiB: SIZES, TiB: DRIVES_TB, PiB: DRIVES_TB,
  'kbit-dec': SIZES, 'Mbit-dec': SIZES, Kibit: SIZES, Mibit: SIZES,
};
/** A unit with the pair-table values of TABLES, where it has some. */
const tabulated = (unit: Unit): Unit => (TABLES[unit.key] ? { ...unit, tableValues: TABLES[unit.key] } : unit);

/**
 * The core 1024-based multiple: its symbol and key (KB), named "Binary kilobyte" so it is never
 * taken for the decimal one, at the address its plain plural gives (/data/kilobytes-to-…).
 */
function spec(key: string, word: string, factor: number, gnu: string): Unit {
  return {
    key, abbr: key, name: `Binary ${word}`, plural: `Binary ${word}s`, slug: `${word}s`,
    system: 'data (binary)', source: IEC_BINARY, reference: { gnu }, factor, tableValues: TABLES[key],
  };
}

/** Decimal multiples of the byte or bit (k = 10³ …), named "Decimal kilobyte" with 10ⁿ in the symbol. */
function decimal(count: number, unit: 'byte' | 'bit'): Unit[] {
  const symbol = unit === 'byte' ? 'B' : 'bit';
  return DECIMAL.slice(0, count).map(([prefix, word], i) => ({
    key: `${prefix}${symbol}-dec`,
    abbr: `${prefix}${symbol} (10${SUPERSCRIPT[i]} ${symbol})`,
    name: `Decimal ${word}${unit}`,
    plural: `Decimal ${word}${unit}s`,
    system: 'data (decimal)',
    source: IEC_DECIMAL,
    reference: { gnu: `${word}${unit}` },
    factor: 1000 ** (i + 1) / (unit === 'byte' ? 1 : 8),
  }));
}

/** Binary multiples with IEC names and symbols (KiB = 1024 B, Kibit = 1024 bit). */
function binary(count: number, unit: 'byte' | 'bit'): Unit[] {
  const symbol = unit === 'byte' ? 'B' : 'bit';
  return BINARY.slice(0, count).map(([prefix, word], i) => ({
    key: `${prefix}${symbol}`,
    abbr: `${prefix}${symbol}`,
    name: capital(`${word}${unit}`),
    plural: capital(`${word}${unit}s`),
    system: 'data (binary)',
    source: IEC_PREFIXES,
    reference: { gnu: `${prefix}${symbol}` },
    factor: KIB ** (i + 1) / (unit === 'byte' ? 1 : 8),
  }));
}

export const data = defineQuantity({
  id: 'data',
  name: 'Data storage',
  units: [
    { key: 'B', abbr: 'B', name: 'Byte', plural: 'Bytes', system: 'data (binary)', source: IEC_BINARY, reference: { gnu: 'byte' }, factor: 1, tableValues: BYTES },
    spec('KB', 'kilobyte', KIB, 'KiB'),
    spec('MB', 'megabyte', KIB ** 2, 'MiB'),
    spec('GB', 'gigabyte', KIB ** 3, 'GiB'),
    spec('TB', 'terabyte', KIB ** 4, 'TiB'),
    { key: 'bit', abbr: 'bit', name: 'Bit', plural: 'Bits', system: 'data (binary)', source: IEC_BINARY, reference: { gnu: 'bit' }, factor: 1 / 8, tableValues: BYTES },
    spec('Kbit', 'kilobit', KIB / 8, 'Kibit'),
    spec('Mbit', 'megabit', KIB ** 2 / 8, 'Mibit'),
    spec('PB', 'petabyte', KIB ** 5, 'PiB'),
    ...decimal(8, 'byte').map(tabulated),
    ...binary(8, 'byte').map(tabulated),
    ...decimal(4, 'bit').map(tabulated),
    ...binary(4, 'bit').map(tabulated),
    {
      key: 'nibble', abbr: 'nibble', name: 'Nibble (4 bits)', plural: 'Nibbles (4 bits)', slug: 'nibbles', system: 'data (binary)',
      source: 'Computing usage: half of an 8-bit byte (no SI or IEC definition)', reference: { gnu: 'nibble' }, factor: 0.5,
    },
  ],
});
