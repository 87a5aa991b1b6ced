import { defineQuantity } from './define';

// Networking rates use decimal steps (1 Kbps = 1000 bps, 1 KB/s = 1000 B/s),
// unlike storage; 1 B/s = 8 bps.
export const dataTransfer = defineQuantity({
  id: 'data-transfer',
  name: 'Data transfer rate',
  units: [
    { key: 'bps', abbr: 'bps', name: 'Bit per second', factor: 1 },
    { key: 'Kbps', abbr: 'Kbps', name: 'Kilobit per second', factor: 1000 },
    { key: 'Mbps', abbr: 'Mbps', name: 'Megabit per second', factor: 1000000 },
    { key: 'Gbps', abbr: 'Gbps', name: 'Gigabit per second', factor: 1000000000 },
    { key: 'Bps', abbr: 'B/s', name: 'Byte per second', factor: 8 },
    { key: 'KBps', abbr: 'KB/s', name: 'Kilobyte per second', factor: 8000 },
    { key: 'MBps', abbr: 'MB/s', name: 'Megabyte per second', factor: 8000000 },
  ],
});
