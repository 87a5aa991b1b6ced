import { defineQuantity } from './define';
import { IEC_BINARY } from './sources';

// Storage uses binary steps (SPEC §9: KB = 1024 B, 1024 per step; 1 B = 8 bit),
// and the bit units follow the same 1024 steps so the page has one convention.
// GNU units names the binary multiples with IEC 80000-13's prefixes (KiB, Mibit).
const KIB = 1024;

export const data = defineQuantity({
  id: 'data',
  name: 'Data storage',
  units: [
    { key: 'B', abbr: 'B', name: 'Byte', plural: 'Bytes', system: 'data (binary)', source: IEC_BINARY, reference: { gnu: 'byte' }, factor: 1 },
    { key: 'KB', abbr: 'KB', name: 'Kilobyte', plural: 'Kilobytes', system: 'data (binary)', source: IEC_BINARY, reference: { gnu: 'KiB' }, factor: KIB },
    { key: 'MB', abbr: 'MB', name: 'Megabyte', plural: 'Megabytes', system: 'data (binary)', source: IEC_BINARY, reference: { gnu: 'MiB' }, factor: KIB ** 2 },
    { key: 'GB', abbr: 'GB', name: 'Gigabyte', plural: 'Gigabytes', system: 'data (binary)', source: IEC_BINARY, reference: { gnu: 'GiB' }, factor: KIB ** 3 },
    { key: 'TB', abbr: 'TB', name: 'Terabyte', plural: 'Terabytes', system: 'data (binary)', source: IEC_BINARY, reference: { gnu: 'TiB' }, factor: KIB ** 4 },
    { key: 'bit', abbr: 'bit', name: 'Bit', plural: 'Bits', system: 'data (binary)', source: IEC_BINARY, reference: { gnu: 'bit' }, factor: 1 / 8 },
    { key: 'Kbit', abbr: 'Kbit', name: 'Kilobit', plural: 'Kilobits', system: 'data (binary)', source: IEC_BINARY, reference: { gnu: 'Kibit' }, factor: KIB / 8 },
    { key: 'Mbit', abbr: 'Mbit', name: 'Megabit', plural: 'Megabits', system: 'data (binary)', source: IEC_BINARY, reference: { gnu: 'Mibit' }, factor: KIB ** 2 / 8 },
    { key: 'PB', abbr: 'PB', name: 'Petabyte', plural: 'Petabytes', system: 'data (binary)', source: IEC_BINARY, reference: { gnu: 'PiB' }, factor: KIB ** 5 },
  ],
});
