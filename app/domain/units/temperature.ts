import { defineQuantity } from './define';
import { SI_BROCHURE } from './sources';

// Affine scales cannot be a factor: each unit carries its offset and ratio to Celsius, the base
// (SPEC §9's formulas: °C = (°F − 32) × 5/9, °C = K − 273.15). Their references are GNU units'
// temperature functions. Slugs are the words people search for (/celsius-to-fahrenheit).
export const temperature = defineQuantity({
  id: 'temperature',
  name: 'Temperature',
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
    },
    {
      key: 'K', abbr: 'K', name: 'Kelvin', plural: 'Kelvins', slug: 'kelvin', system: 'SI',
      source: `${SI_BROCHURE}, §2.3.1 (the kelvin, fixed by the Boltzmann constant)`, reference: { gnu: 'tempK' },
      scale: { kind: 'affine', offset: -273.15, numerator: 1, denominator: 1 },
    },
  ],
});
