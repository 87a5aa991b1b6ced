import { defineQuantity, fraction } from './define';
import { SI_BROCHURE, SI_PREFIXED } from './sources';
import type { Unit } from './types';

// A temperature difference (a rise, a tolerance, a heat capacity's "per degree") has no offset: it
// is linear, base kelvin. Each degree is the size of its scale's step (temperature.ts gives the
// scales themselves). Delisle's degree is listed by its size, 2/3 K; its scale counts downward.
const units: Unit[] = [
  { key: 'K', abbr: 'K', name: 'Kelvin', plural: 'Kelvins', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'K' }, factor: 1 },
  { key: 'mK', abbr: 'mK', name: 'Millikelvin', plural: 'Millikelvins', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'mK' }, factor: 0.001 },
  {
    key: 'degC', abbr: 'Δ°C', name: 'Degree Celsius (interval)', plural: 'Degrees Celsius (interval)', slug: 'celsius-degrees', system: 'SI',
    source: `${SI_BROCHURE}, §2.3.1: a difference of 1 °C equals 1 K`, reference: { gnu: 'degC' }, factor: 1,
  },
  {
    key: 'degF', abbr: 'Δ°F', name: 'Degree Fahrenheit (interval)', plural: 'Degrees Fahrenheit (interval)', slug: 'fahrenheit-degrees',
    system: 'US customary', source: 'NIST SP 811 (2008), Appendix B.8: 1 °F (interval) = 5/9 K', reference: { gnu: 'degF' }, ...fraction(5, 9),
  },
  {
    key: 'degR', abbr: 'Δ°R', name: 'Degree Rankine (interval)', plural: 'Degrees Rankine (interval)', slug: 'rankine-degrees',
    system: 'US customary', source: 'NIST SP 811 (2008), Appendix B.8: 1 °R = 5/9 K', reference: { gnu: 'degR' }, ...fraction(5, 9),
  },
  {
    key: 'degRe', abbr: 'Δ°Ré', name: 'Degree Réaumur (interval)', plural: 'Degrees Réaumur (interval)', slug: 'reaumur-degrees',
    system: 'historical', source: 'R.-A. F. de Réaumur (1730): 80 °Ré from freezing to boiling, 1 °Ré = 5/4 K',
    reference: { gnu: 'degreaumur' }, ...fraction(5, 4),
  },
  {
    key: 'degRo', abbr: 'Δ°Rø', name: 'Degree Rømer (interval)', plural: 'Degrees Rømer (interval)', slug: 'romer-degrees',
    system: 'historical', source: 'O. Rømer (1701): 52.5 °Rø from freezing to boiling, 1 °Rø = 40/21 K',
    reference: { gnu: '40|21 K' }, ...fraction(40, 21),
  },
  {
    key: 'degN', abbr: 'Δ°N', name: 'Degree Newton (interval)', plural: 'Degrees Newton (interval)', slug: 'newton-degrees',
    system: 'historical', source: 'I. Newton (1701): 33 °N from freezing to boiling, 1 °N = 100/33 K',
    reference: { gnu: '100|33 K' }, ...fraction(100, 33),
  },
  {
    key: 'degDe', abbr: 'Δ°De', name: 'Degree Delisle (interval)', plural: 'Degrees Delisle (interval)', slug: 'delisle-degrees',
    system: 'historical', source: 'J.-N. Delisle (1732): 150 °De from boiling to freezing, 1 °De = 2/3 K',
    reference: { gnu: '2|3 K' }, ...fraction(2, 3),
  },
];

export const temperatureInterval = defineQuantity({ id: 'temperature-interval', name: 'Temperature interval', units });
