import { amountOfSubstance } from './amount-of-substance';
import { frequencyWavelength } from './frequency-wavelength';
import { imageResolution } from './image-resolution';
import { linearDensity } from './linear-density';
import { illuminance, luminance, luminousFlux, luminousIntensity } from './photometry';
import { solidAngle } from './solid-angle';
import type { Quantity } from './types';

/**
 * The catalog's light and other (photometry, image resolution, frequency and wavelength, and other quantities people convert) quantities (issue 12), each a table in its own module; the registry
 * (registry.ts) adds them after the core tables. Keyed by each table's id.
 */
export const lightOtherQuantities = {
  illuminance,
  'luminous-flux': luminousFlux,
  'luminous-intensity': luminousIntensity,
  luminance,
  'image-resolution': imageResolution,
  'frequency-wavelength': frequencyWavelength,
  'solid-angle': solidAngle,
  'linear-density': linearDensity,
  'amount-of-substance': amountOfSubstance,
} satisfies Record<string, Quantity>;
