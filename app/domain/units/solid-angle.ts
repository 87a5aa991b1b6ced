import { defineQuantity } from './define';
import { SI_ACCEPTED, SI_BROCHURE, SI_PREFIXED } from './sources';

// Solid angle on the SI's steradian: the whole sphere is 4π sr. A square degree is (π/180)² sr, so
// every unit but the steradian's own multiples carries π. GNU units' `spat` is an astronomical
// length (10¹² m), so the spat's reference is `sphere`, the full 4π sr that the solid-angle spat is.
const SQUARE = `${SI_ACCEPTED}: 1° = π/180 rad, 1′ = 1°/60, 1″ = 1′/60; square units of solid angle`;
const SPHERE = `${SI_BROCHURE}, Table 4: steradian; the whole sphere subtends 4π sr`;

export const solidAngle = defineQuantity({
  id: 'solid-angle',
  name: 'Solid angle',
  units: [
    { key: 'sr', abbr: 'sr', name: 'Steradian', plural: 'Steradians', system: 'SI', source: `${SI_BROCHURE}, Table 4: steradian`, reference: { gnu: 'sr' }, factor: 1 },
    { key: 'msr', abbr: 'msr', name: 'Millisteradian', plural: 'Millisteradians', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'millisr' }, factor: 1e-3 },
    { key: 'usr', abbr: 'μsr', name: 'Microsteradian', plural: 'Microsteradians', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'microsr' }, factor: 1e-6 },
    { key: 'deg2', abbr: 'deg²', name: 'Square degree', plural: 'Square degrees', system: 'astronomical', source: SQUARE, reference: { gnu: 'squaredegree' }, factor: (Math.PI / 180) ** 2 },
    { key: 'arcmin2', abbr: 'arcmin²', name: 'Square arcminute', plural: 'Square arcminutes', system: 'astronomical', source: SQUARE, reference: { gnu: 'squarearcmin' }, factor: (Math.PI / 10800) ** 2 },
    { key: 'arcsec2', abbr: 'arcsec²', name: 'Square arcsecond', plural: 'Square arcseconds', system: 'astronomical', source: SQUARE, reference: { gnu: 'squarearcsec' }, factor: (Math.PI / 648000) ** 2 },
    { key: 'sp', abbr: 'sp', name: 'Spat (full sphere)', plural: 'Spats', system: 'other', source: `${SPHERE}; spat = 4π sr`, reference: { gnu: 'sphere' }, factor: 4 * Math.PI },
    { key: 'hemisphere', abbr: 'hemisphere', name: 'Hemisphere', plural: 'Hemispheres', system: 'other', source: `${SPHERE}; hemisphere = 2π sr`, reference: { gnu: 'hemisphere' }, factor: 2 * Math.PI },
    {
      key: 'octant', abbr: 'octant', name: 'Spherical octant', plural: 'Spherical octants', system: 'other',
      source: `${SPHERE}; an octant (one eighth of the sphere) = π/2 sr`, reference: { gnu: 'sphere/8' }, factor: Math.PI / 2,
    },
  ],
});
