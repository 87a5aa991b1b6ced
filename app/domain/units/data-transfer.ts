import { defineQuantity } from './define';
import { IEC_DECIMAL } from './sources';

// Pair tables (tableValues) of real links: modems and serial ports, broadband plans, downloads.
const LINKS_BPS = [300, 1200, 2400, 9600, 14400, 19200, 28800, 33600, 56000, 115200];
const LINKS_KBPS = [56, 64, 128, 256, 384, 512, 768, 1000, 1500, 2000, 5000, 10000];
const LINKS_MBPS = [1, 5, 10, 20, 25, 50, 75, 100, 150, 200, 300, 500, 1000, 2500, 10000];
const DOWNLOADS_MBPS = [1, 5, 10, 12.5, 25, 50, 100, 125, 250, 500, 1000];

// Networking rates use decimal steps (1 Kbps = 1000 bps, 1 KB/s = 1000 B/s),
// unlike storage; 1 B/s = 8 bps.
export const dataTransfer = defineQuantity({
  id: 'data-transfer',
  name: 'Data transfer rate',
  units: [
    { key: 'bps', abbr: 'bps', name: 'Bit per second', plural: 'Bits per second', system: 'data (decimal)', source: IEC_DECIMAL, reference: { gnu: 'bit/s' }, factor: 1, tableValues: LINKS_BPS },
    { key: 'Kbps', abbr: 'Kbps', name: 'Kilobit per second', plural: 'Kilobits per second', system: 'data (decimal)', source: IEC_DECIMAL, reference: { gnu: 'kbit/s' }, factor: 1000, tableValues: LINKS_KBPS },
    { key: 'Mbps', abbr: 'Mbps', name: 'Megabit per second', plural: 'Megabits per second', system: 'data (decimal)', source: IEC_DECIMAL, reference: { gnu: 'Mbit/s' }, factor: 1000000, tableValues: LINKS_MBPS },
    { key: 'Gbps', abbr: 'Gbps', name: 'Gigabit per second', plural: 'Gigabits per second', system: 'data (decimal)', source: IEC_DECIMAL, reference: { gnu: 'Gbit/s' }, factor: 1000000000 },
    { key: 'Bps', abbr: 'B/s', name: 'Byte per second', plural: 'Bytes per second', system: 'data (decimal)', source: IEC_DECIMAL, reference: { gnu: 'byte/s' }, factor: 8 },
    { key: 'KBps', abbr: 'KB/s', name: 'Kilobyte per second', plural: 'Kilobytes per second', system: 'data (decimal)', source: IEC_DECIMAL, reference: { gnu: 'kB/s' }, factor: 8000 },
    { key: 'MBps', abbr: 'MB/s', name: 'Megabyte per second', plural: 'Megabytes per second', system: 'data (decimal)', source: IEC_DECIMAL, reference: { gnu: 'MB/s' }, factor: 8000000, tableValues: DOWNLOADS_MBPS },
  ],
});
