import { defineQuantity, fraction } from './define';

// km/h and the knot are not finite decimals of m/s, so they are fractions:
// 1 m/s is then exactly 3.6 km/h and 1 kn exactly 1.852 km/h.
export const speed = defineQuantity({
  id: 'speed',
  name: 'Speed',
  units: [
    { key: 'mps', abbr: 'm/s', name: 'Meter per second', factor: 1 },
    { key: 'kmh', abbr: 'km/h', name: 'Kilometer per hour', ...fraction(1000, 3600) },
    { key: 'mph', abbr: 'mph', name: 'Mile per hour', factor: 0.44704 },
    { key: 'fps', abbr: 'ft/s', name: 'Foot per second', factor: 0.3048 },
    { key: 'kn', abbr: 'kn', name: 'Knot', ...fraction(1852, 3600) },
  ],
});
