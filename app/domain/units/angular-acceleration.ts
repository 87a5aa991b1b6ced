import { defineQuantity, fraction } from './define';
import { SI_ACCEPTED, SI_BROCHURE, SI_PREFIXED } from './sources';

// Angular velocity gained per unit time, on the SI's rad/s², written as angular-velocity.ts writes
// its units: one revolution is 2π rad and one degree π/180 rad, so only the radian's units are free
// of π. "rpm per second" (r/(min·s)) is how motor and drive makers state run-up; rpm per minute is
// the revolution per minute squared.
const ROTATION = 'ISO 80000-3:2019 (space and time): revolution = 2π rad';
const DEGREE = `${SI_ACCEPTED}: 1° = π/180 rad`;

export const angularAcceleration = defineQuantity({
  id: 'angular-acceleration',
  name: 'Angular acceleration',
  units: [
    {
      key: 'rad-per-s2', abbr: 'rad/s²', name: 'Radian per second squared', plural: 'Radians per second squared', system: 'SI',
      source: `${SI_BROCHURE}: angular acceleration, rad/s²`, reference: { gnu: 'radian/s^2' }, factor: 1,
    },
    { key: 'mrad-per-s2', abbr: 'mrad/s²', name: 'Milliradian per second squared', plural: 'Milliradians per second squared', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'milliradian/s^2' }, factor: 0.001 },
    { key: 'rad-per-min2', abbr: 'rad/min²', name: 'Radian per minute squared', plural: 'Radians per minute squared', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'radian/min^2' }, ...fraction(1, 3600) },
    { key: 'rad-per-h2', abbr: 'rad/h²', name: 'Radian per hour squared', plural: 'Radians per hour squared', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'radian/hour^2' }, ...fraction(1, 12960000) },
    { key: 'deg-per-s2', abbr: '°/s²', name: 'Degree per second squared', plural: 'Degrees per second squared', system: 'metric', source: DEGREE, reference: { gnu: 'degree/s^2' }, factor: Math.PI / 180 },
    { key: 'deg-per-min2', abbr: '°/min²', name: 'Degree per minute squared', plural: 'Degrees per minute squared', system: 'metric', source: DEGREE, reference: { gnu: 'degree/min^2' }, factor: Math.PI / 648000 },
    { key: 'deg-per-h2', abbr: '°/h²', name: 'Degree per hour squared', plural: 'Degrees per hour squared', system: 'metric', source: DEGREE, reference: { gnu: 'degree/hour^2' }, factor: Math.PI / 2332800000 },
    { key: 'rev-per-s2', abbr: 'r/s²', name: 'Revolution per second squared', plural: 'Revolutions per second squared', system: 'other', source: ROTATION, reference: { gnu: 'revolution/s^2' }, factor: 2 * Math.PI },
    {
      key: 'rpm-per-s', abbr: 'rpm/s', name: 'Revolution per minute per second', plural: 'Revolutions per minute per second', slug: 'rpm-per-second', system: 'other',
      source: ROTATION, reference: { gnu: 'revolution/min/s' }, factor: Math.PI / 30,
    },
    {
      key: 'rev-per-min2', abbr: 'r/min²', name: 'Revolution per minute squared', plural: 'Revolutions per minute squared', system: 'other',
      source: ROTATION, reference: { gnu: 'revolution/min^2' }, factor: Math.PI / 1800,
    },
    { key: 'rev-per-h2', abbr: 'r/h²', name: 'Revolution per hour squared', plural: 'Revolutions per hour squared', system: 'other', source: ROTATION, reference: { gnu: 'revolution/hour^2' }, factor: Math.PI / 6480000 },
  ],
});
