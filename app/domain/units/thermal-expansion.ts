import { defineQuantity, fraction } from './define';
import { FAHRENHEIT_SOURCE, PERCENT_SOURCE, PPM_SOURCE } from './constants';
import { SI_BROCHURE } from './sources';
import type { Unit } from './types';

// The coefficient of linear thermal expansion: the relative change in length per degree of
// temperature change, ΔL/L per ΔT. Length over length is a pure number, so the unit is a reciprocal
// temperature interval, base 1/K; a Celsius degree is a kelvin and a Fahrenheit or Rankine degree
// 5/9 of one, so "per °F" is 9/5 of "per K". The material tables' µm/(m·K) and µin/(in·°F) are
// ppm/K and ppm/°F written as lengths.
const C = `${SI_BROCHURE}, §2.3.1: a difference of 1 °C equals 1 K`;

const units: Unit[] = [
  { key: 'per-K', abbr: '1/K', name: 'Per kelvin', plural: 'Per kelvin', system: 'SI', source: SI_BROCHURE, reference: { gnu: '1/K' }, factor: 1 },
  {
    key: 'per-C', abbr: '1/°C', name: 'Per degree Celsius', plural: 'Per degree Celsius', slug: 'per-celsius-degree', system: 'SI', source: C,
    reference: { gnu: '1/degC' }, factor: 1,
  },
  {
    key: 'per-F', abbr: '1/°F', name: 'Per degree Fahrenheit', plural: 'Per degree Fahrenheit', slug: 'per-fahrenheit-degree',
    system: 'US customary', source: FAHRENHEIT_SOURCE, reference: { gnu: '1/degF' }, ...fraction(9, 5),
  },
  {
    key: 'per-R', abbr: '1/°R', name: 'Per degree Rankine', plural: 'Per degree Rankine', slug: 'per-rankine-degree',
    system: 'US customary', source: FAHRENHEIT_SOURCE, reference: { gnu: '1/degR' }, ...fraction(9, 5),
  },
  {
    key: 'ppm-per-K', abbr: 'ppm/K', name: 'Part per million per kelvin', plural: 'Parts per million per kelvin', slug: 'ppm-per-kelvin',
    system: 'SI', source: PPM_SOURCE, reference: { gnu: 'ppm/K' }, factor: 1e-6,
  },
  {
    key: 'ppm-per-C', abbr: 'ppm/°C', name: 'Part per million per degree Celsius', plural: 'Parts per million per degree Celsius',
    slug: 'ppm-per-celsius-degree', system: 'SI', source: `${PPM_SOURCE}; ${C}`, reference: { gnu: 'ppm/degC' }, factor: 1e-6,
  },
  {
    key: 'um-per-m-K', abbr: 'µm/(m·K)', name: 'Micrometer per meter kelvin', plural: 'Micrometers per meter kelvin',
    slug: 'micrometers-per-meter-kelvin', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'micron/(m K)' }, factor: 1e-6,
  },
  {
    key: 'ppm-per-F', abbr: 'ppm/°F', name: 'Part per million per degree Fahrenheit', plural: 'Parts per million per degree Fahrenheit',
    slug: 'ppm-per-fahrenheit-degree', system: 'US customary', source: `${PPM_SOURCE}; ${FAHRENHEIT_SOURCE}`, reference: { gnu: 'ppm/degF' },
    ...fraction(9, 5e6),
  },
  {
    key: 'uin-per-in-F', abbr: 'µin/(in·°F)', name: 'Microinch per inch degree Fahrenheit', plural: 'Microinches per inch degree Fahrenheit',
    slug: 'microinches-per-inch-fahrenheit', system: 'US customary', source: FAHRENHEIT_SOURCE, reference: { gnu: 'microinch/(inch degF)' },
    ...fraction(9, 5e6),
  },
  {
    key: 'pct-per-C', abbr: '%/°C', name: 'Percent per degree Celsius', plural: 'Percent per degree Celsius', slug: 'percent-per-celsius-degree',
    system: 'SI', source: `${PERCENT_SOURCE}; ${C}`, reference: { gnu: 'percent/degC' }, factor: 0.01,
  },
  {
    key: 'pct-per-F', abbr: '%/°F', name: 'Percent per degree Fahrenheit', plural: 'Percent per degree Fahrenheit',
    slug: 'percent-per-fahrenheit-degree', system: 'US customary', source: `${PERCENT_SOURCE}; ${FAHRENHEIT_SOURCE}`,
    reference: { gnu: 'percent/degF' }, ...fraction(9, 500),
  },
];

export const thermalExpansion = defineQuantity({ id: 'thermal-expansion', name: 'Thermal expansion coefficient', units });
