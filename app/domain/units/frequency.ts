import { defineQuantity, fraction } from './define';
import { SI_ACCEPTED, SI_BROCHURE, SI_PREFIXED } from './sources';

// Events per unit time. Rotational frequency counts turns: 1 r/min = 1/60 s⁻¹ (not GNU units'
// `rpm`, which is an angular velocity in rad/s), so the references are written as fractions of Hz.
const ROTATION = 'ISO 80000-3:2019 (space and time): rotational frequency, revolutions per unit time';
const PER_TIME = `${SI_ACCEPTED}: minute = 60 s, hour = 3600 s, day = 86400 s`;

export const frequency = defineQuantity({
  id: 'frequency',
  name: 'Frequency',
  units: [
    { key: 'Hz', abbr: 'Hz', name: 'Hertz', plural: 'Hertz', slug: 'hertz', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'Hz' }, factor: 1 },
    { key: 'kHz', abbr: 'kHz', name: 'Kilohertz', plural: 'Kilohertz', slug: 'khz', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kHz' }, factor: 1000 },
    { key: 'MHz', abbr: 'MHz', name: 'Megahertz', plural: 'Megahertz', slug: 'mhz', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'MHz' }, factor: 1e6 },
    { key: 'GHz', abbr: 'GHz', name: 'Gigahertz', plural: 'Gigahertz', slug: 'ghz', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'GHz' }, factor: 1e9 },
    { key: 'THz', abbr: 'THz', name: 'Terahertz', plural: 'Terahertz', slug: 'thz', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'THz' }, factor: 1e12 },
    { key: 'PHz', abbr: 'PHz', name: 'Petahertz', plural: 'Petahertz', slug: 'phz', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'PHz' }, factor: 1e15 },
    { key: 'mHz', abbr: 'mHz', name: 'Millihertz', plural: 'Millihertz', slug: 'millihertz', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'milliHz' }, factor: 0.001 },
    { key: 'uHz', abbr: 'μHz', name: 'Microhertz', plural: 'Microhertz', slug: 'microhertz', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'microHz' }, factor: 1e-6 },
    { key: 'cps', abbr: 'c/s', name: 'Cycle per second', plural: 'Cycles per second', system: 'historical', source: `${SI_BROCHURE}: hertz, formerly cycle per second`, reference: { gnu: '1/s' }, factor: 1 },
    { key: 'kc', abbr: 'kc/s', name: 'Kilocycle per second', plural: 'Kilocycles per second', system: 'historical', source: `${SI_BROCHURE}: hertz, formerly cycle per second`, reference: { gnu: '1000/s' }, factor: 1000 },
    { key: 'Mc', abbr: 'Mc/s', name: 'Megacycle per second', plural: 'Megacycles per second', system: 'historical', source: `${SI_BROCHURE}: hertz, formerly cycle per second`, reference: { gnu: '1e6/s' }, factor: 1e6 },
    { key: 'rps', abbr: 'r/s', name: 'Revolution per second', plural: 'Revolutions per second', slug: 'rps', system: 'other', source: ROTATION, reference: { gnu: '1/s' }, factor: 1 },
    { key: 'rpm', abbr: 'r/min', name: 'Revolution per minute', plural: 'Revolutions per minute', slug: 'rpm', system: 'other', source: `${ROTATION}; ${PER_TIME}`, reference: { gnu: '1|60 Hz' }, ...fraction(1, 60) },
    { key: 'rph', abbr: 'r/h', name: 'Revolution per hour', plural: 'Revolutions per hour', slug: 'rph', system: 'other', source: `${ROTATION}; ${PER_TIME}`, reference: { gnu: '1|3600 Hz' }, ...fraction(1, 3600) },
    { key: 'cpm', abbr: 'cpm', name: 'Cycle per minute', plural: 'Cycles per minute', system: 'other', source: PER_TIME, reference: { gnu: '1/min' }, ...fraction(1, 60) },
    { key: 'cph', abbr: 'cph', name: 'Cycle per hour', plural: 'Cycles per hour', system: 'other', source: PER_TIME, reference: { gnu: '1/hour' }, ...fraction(1, 3600) },
    { key: 'cpd', abbr: 'cpd', name: 'Cycle per day', plural: 'Cycles per day', system: 'other', source: PER_TIME, reference: { gnu: '1/day' }, ...fraction(1, 86400) },
    { key: 'bpm', abbr: 'bpm', name: 'Beat per minute', plural: 'Beats per minute', slug: 'bpm', system: 'other', source: PER_TIME, reference: { gnu: '1/minute' }, ...fraction(1, 60) },
  ],
});
