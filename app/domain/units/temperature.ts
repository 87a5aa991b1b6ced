import { defineQuantity } from './define';
import { SI_BROCHURE } from './sources';

// Affine scales cannot be a factor: each unit carries its offset and ratio to Celsius, the base
// (docs/product.md#unit-tables: °C = (°F − 32) × 5/9, °C = K − 273.15). Their references are GNU
// units' temperature functions. Slugs are the words people search for (/celsius-to-fahrenheit). The
// absolute scales tabulate from absolute zero (liquid nitrogen's 77 K, water's freezing and boiling
// points, the body's 310.15 K), not the relative scales' −40…200, which in kelvins or degrees
// Rankine is partly below absolute zero.
export const temperature = defineQuantity({
  id: 'temperature',
  name: 'Temperature',
  // Absolute zero, 0 K (SI Brochure §2.3.1): the converter warns below it.
  floor: { base: -273.15 },
  units: [
    {
      key: 'C', abbr: '°C', name: 'Celsius', plural: 'Degrees Celsius', slug: 'celsius', system: 'SI',
      source: `${SI_BROCHURE}, §2.3.1: t/°C = T/K − 273.15`, reference: { gnu: 'tempC' },
      scale: { kind: 'affine', offset: 0, numerator: 1, denominator: 1 },
    },
    {
      key: 'F', abbr: '°F', name: 'Fahrenheit', plural: 'Degrees Fahrenheit', slug: 'fahrenheit', system: 'US customary',
      source: 'NIST SP 811 (2008), Appendix B.8: t/°C = (t/°F − 32)/1.8', reference: { gnu: 'tempF' },
      scale: { kind: 'affine', offset: -32, numerator: 5, denominator: 9 },
      // Weather, rooms, fever (98.6–104 °F), boiling water and oven settings, not 37 °F or 25 °F.
      tableValues: [-40, -20, 0, 10, 20, 32, 40, 50, 60, 65, 68, 70, 72, 75, 80, 85, 90, 95, 98.6, 100, 104, 212, 325, 350, 375, 400, 425, 450],
    },
    {
      key: 'K', abbr: 'K', name: 'Kelvin', plural: 'Kelvins', slug: 'kelvin', system: 'SI',
      source: `${SI_BROCHURE}, §2.3.1 (the kelvin, fixed by the Boltzmann constant)`, reference: { gnu: 'tempK' },
      scale: { kind: 'affine', offset: -273.15, numerator: 1, denominator: 1 },
      tableValues: [0, 50, 77, 100, 200, 250, 273.15, 283.15, 293.15, 300, 310.15, 373.15, 400, 500, 1000],
    },
    // The historical scales, each defined by its author's two fixed points of water. GNU units
    // knows Rankine and Réaumur; for Rømer, Newton and Delisle, which it lacks, the reference is the
    // defining formula written in GNU units' syntax (the test appends `(x)`: an absolute
    // temperature from stdtemp, 273.15 K, and kelvin steps).
    {
      key: 'R', abbr: '°R', name: 'Rankine', plural: 'Degrees Rankine', slug: 'rankine', system: 'US customary',
      source: 'NIST SP 811 (2008), Appendix B.8: T/K = (T/°R)/1.8', reference: { gnu: 'tempR' },
      scale: { kind: 'affine', offset: -491.67, numerator: 5, denominator: 9 },
      tableValues: [0, 100, 200, 300, 400, 459.67, 491.67, 500, 527.67, 600, 671.67, 700, 800, 1000],
    },
    {
      key: 'Re', abbr: '°Ré', name: 'Réaumur', plural: 'Degrees Réaumur', slug: 'reaumur', system: 'historical',
      source: 'R.-A. F. de Réaumur (1730): water freezes at 0 °Ré and boils at 80 °Ré; °C = °Ré × 5/4',
      reference: { gnu: 'tempreaumur' },
      scale: { kind: 'affine', offset: 0, numerator: 5, denominator: 4 },
    },
    {
      key: 'Ro', abbr: '°Rø', name: 'Rømer', plural: 'Degrees Rømer', slug: 'romer', system: 'historical',
      source: 'O. Rømer (1701): water freezes at 7.5 °Rø and boils at 60 °Rø; °C = (°Rø − 7.5) × 40/21',
      reference: { gnu: 'stdtemp - 300|21 K + 40|21 K *' },
      scale: { kind: 'affine', offset: -7.5, numerator: 40, denominator: 21 },
    },
    {
      key: 'N', abbr: '°N', name: 'Newton', plural: 'Degrees Newton', slug: 'newton', system: 'historical',
      source: 'I. Newton, "Scala graduum caloris" (1701): water freezes at 0 °N and boils at 33 °N; °C = °N × 100/33',
      reference: { gnu: 'stdtemp + 100|33 K *' },
      scale: { kind: 'affine', offset: 0, numerator: 100, denominator: 33 },
    },
    {
      key: 'De', abbr: '°De', name: 'Delisle', plural: 'Degrees Delisle', slug: 'delisle', system: 'historical',
      source: 'J.-N. Delisle (1732): water boils at 0 °De and freezes at 150 °De; °C = 100 − °De × 2/3',
      reference: { gnu: 'stdtemp + 100 K - 2|3 K *' },
      scale: { kind: 'affine', offset: -150, numerator: -2, denominator: 3 },
    },
  ],
});
