import { defineQuantity } from './define';

// Storage uses binary steps (SPEC §9: KB = 1024 B, 1024 per step; 1 B = 8 bit),
// and the bit units follow the same 1024 steps so the page has one convention.
const KIB = 1024;

export const data = defineQuantity({
  id: 'data',
  name: 'Data storage',
  units: [
    { key: 'B', abbr: 'B', name: 'Byte', factor: 1 },
    { key: 'KB', abbr: 'KB', name: 'Kilobyte', factor: KIB },
    { key: 'MB', abbr: 'MB', name: 'Megabyte', factor: KIB ** 2 },
    { key: 'GB', abbr: 'GB', name: 'Gigabyte', factor: KIB ** 3 },
    { key: 'TB', abbr: 'TB', name: 'Terabyte', factor: KIB ** 4 },
    { key: 'bit', abbr: 'bit', name: 'Bit', factor: 1 / 8 },
    { key: 'Kbit', abbr: 'Kbit', name: 'Kilobit', factor: KIB / 8 },
    { key: 'Mbit', abbr: 'Mbit', name: 'Megabit', factor: KIB ** 2 / 8 },
    { key: 'PB', abbr: 'PB', name: 'Petabyte', factor: KIB ** 5 },
  ],
});
