import { defineQuantity } from './define';
import { SI_ACCEPTED, SI_BROCHURE, SI_PREFIXED } from './sources';

// Angle swept per unit time, on the SI's rad/s: one revolution is 2π rad and one degree π/180 rad,
// so every unit but the radian's carries π. GNU units' `rpm` means this quantity (2π/60 rad/s);
// the references spell out `revolution/min` all the same.
const ROTATION = 'ISO 80000-3:2019 (space and time): revolution = 2π rad';
const DEGREE = `${SI_ACCEPTED}: 1° = π/180 rad`;

export const angularVelocity = defineQuantity({
  id: 'angular-velocity',
  name: 'Angular velocity',
  units: [
    { key: 'rad-per-s', abbr: 'rad/s', name: 'Radian per second', plural: 'Radians per second', system: 'SI', source: `${SI_BROCHURE}: angular velocity, rad/s`, reference: { gnu: 'radian/s' }, factor: 1 },
    { key: 'deg-per-s', abbr: '°/s', name: 'Degree per second', plural: 'Degrees per second', system: 'metric', source: DEGREE, reference: { gnu: 'degree/s' }, factor: Math.PI / 180 },
    { key: 'rpm', abbr: 'r/min', name: 'Revolution per minute', plural: 'Revolutions per minute', slug: 'rpm', system: 'other', source: ROTATION, reference: { gnu: 'revolution/min' }, factor: Math.PI / 30 },
    { key: 'rps', abbr: 'r/s', name: 'Revolution per second', plural: 'Revolutions per second', slug: 'rps', system: 'other', source: ROTATION, reference: { gnu: 'revolution/s' }, factor: 2 * Math.PI },
    { key: 'rph', abbr: 'r/h', name: 'Revolution per hour', plural: 'Revolutions per hour', slug: 'rph', system: 'other', source: ROTATION, reference: { gnu: 'revolution/hour' }, factor: Math.PI / 1800 },
    { key: 'rad-per-min', abbr: 'rad/min', name: 'Radian per minute', plural: 'Radians per minute', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'radian/min' }, factor: 1 / 60 },
    { key: 'rad-per-h', abbr: 'rad/h', name: 'Radian per hour', plural: 'Radians per hour', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'radian/hour' }, factor: 1 / 3600 },
    { key: 'mrad-per-s', abbr: 'mrad/s', name: 'Milliradian per second', plural: 'Milliradians per second', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'milliradian/s' }, factor: 0.001 },
    { key: 'deg-per-min', abbr: '°/min', name: 'Degree per minute', plural: 'Degrees per minute', system: 'metric', source: DEGREE, reference: { gnu: 'degree/min' }, factor: Math.PI / 10800 },
    { key: 'deg-per-h', abbr: '°/h', name: 'Degree per hour', plural: 'Degrees per hour', system: 'metric', source: DEGREE, reference: { gnu: 'degree/hour' }, factor: Math.PI / 648000 },
    { key: 'arcsec-per-s', abbr: '″/s', name: 'Arcsecond per second', plural: 'Arcseconds per second', system: 'astronomical', source: `${SI_ACCEPTED}: 1″ = π/648000 rad`, reference: { gnu: 'arcsec/s' }, factor: Math.PI / 648000 },
    { key: 'gon-per-s', abbr: 'gon/s', name: 'Gradian per second', plural: 'Gradians per second', system: 'metric', source: `${ROTATION}, gon = π/200 rad`, reference: { gnu: 'gon/s' }, factor: Math.PI / 200 },
  ],
});
