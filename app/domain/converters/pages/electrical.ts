import type { ConverterPage } from '../types';
import {
  electricConductancePage,
  electricConductivityPage,
  electricPotentialPage,
  electricResistancePage,
  electricResistivityPage,
  electrostaticCapacitancePage,
  inductancePage,
} from './electrical-circuits';
import {
  electricFieldStrengthPage,
  linearCurrentDensityPage,
  magneticFieldStrengthPage,
  magneticFluxDensityPage,
  magneticFluxPage,
  magnetomotiveForcePage,
  surfaceCurrentDensityPage,
} from './electrical-fields';

/** The fourteen electrical and magnetic converters, in the order of SPEC §2. */
export const electricalPages: readonly ConverterPage[] = [
  linearCurrentDensityPage,
  surfaceCurrentDensityPage,
  electricFieldStrengthPage,
  electricPotentialPage,
  electricResistancePage,
  electricResistivityPage,
  electricConductancePage,
  electricConductivityPage,
  electrostaticCapacitancePage,
  inductancePage,
  magnetomotiveForcePage,
  magneticFieldStrengthPage,
  magneticFluxPage,
  magneticFluxDensityPage,
];
