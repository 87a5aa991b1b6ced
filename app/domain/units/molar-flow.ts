import { DAY, HOUR, MINUTE } from './constants';
import { defineQuantity, perTimeUnit } from './define';
import { SI_ACCEPTED, SI_BROCHURE, SI_PREFIXED, YARD_AND_POUND } from './sources';
import type { Unit } from './types';

// Molar flow rate: an amount of substance per time, base mol/s. SI multiples of the mole over the
// second, minute, hour and day (SI Brochure, Table 8), and the pound-mole of US chemical
// engineering: the amount whose mass in pounds equals the molar mass in grams per mole, so
// 1 lb-mol = 453.59237 mol exactly from the 1959 pound. Repeating factors are kept as fractions.
const LB_MOL = 453.59237;
const LB_MOL_SOURCE = `${YARD_AND_POUND}: lb = 0.45359237 kg, so lb-mol = 453.59237 mol`;


const units: Unit[] = [
  perTimeUnit('mol-per-s', 'mol/s', 'Mole per second', 'Moles per second', 'mol/s', 1, 1, 'SI', SI_BROCHURE),
  perTimeUnit('mol-per-min', 'mol/min', 'Mole per minute', 'Moles per minute', 'mol/min', 1, MINUTE, 'metric', SI_ACCEPTED),
  perTimeUnit('mol-per-h', 'mol/h', 'Mole per hour', 'Moles per hour', 'mol/hr', 1, HOUR, 'metric', SI_ACCEPTED),
  perTimeUnit('mol-per-day', 'mol/d', 'Mole per day', 'Moles per day', 'mol/day', 1, DAY, 'metric', SI_ACCEPTED),
  perTimeUnit('kmol-per-s', 'kmol/s', 'Kilomole per second', 'Kilomoles per second', 'kmol/s', 1000, 1, 'SI', SI_PREFIXED),
  perTimeUnit('kmol-per-min', 'kmol/min', 'Kilomole per minute', 'Kilomoles per minute', 'kmol/min', 1000, MINUTE, 'metric', SI_ACCEPTED),
  perTimeUnit('kmol-per-h', 'kmol/h', 'Kilomole per hour', 'Kilomoles per hour', 'kmol/hr', 1000, HOUR, 'metric', SI_ACCEPTED),
  perTimeUnit('kmol-per-day', 'kmol/d', 'Kilomole per day', 'Kilomoles per day', 'kmol/day', 1000, DAY, 'metric', SI_ACCEPTED),
  perTimeUnit('mmol-per-s', 'mmol/s', 'Millimole per second', 'Millimoles per second', 'mmol/s', 0.001, 1, 'SI', SI_PREFIXED),
  perTimeUnit('mmol-per-min', 'mmol/min', 'Millimole per minute', 'Millimoles per minute', 'mmol/min', 0.001, MINUTE, 'metric', SI_ACCEPTED),
  perTimeUnit('mmol-per-h', 'mmol/h', 'Millimole per hour', 'Millimoles per hour', 'mmol/hr', 0.001, HOUR, 'metric', SI_ACCEPTED),
  perTimeUnit('umol-per-s', 'μmol/s', 'Micromole per second', 'Micromoles per second', 'micromol/s', 0.000001, 1, 'SI', SI_PREFIXED),
  perTimeUnit('umol-per-min', 'μmol/min', 'Micromole per minute', 'Micromoles per minute', 'micromol/min', 0.000001, MINUTE, 'metric', SI_ACCEPTED),
  perTimeUnit('nmol-per-min', 'nmol/min', 'Nanomole per minute', 'Nanomoles per minute', 'nanomol/min', 1e-9, MINUTE, 'metric', SI_ACCEPTED),
  perTimeUnit('lbmol-per-s', 'lb-mol/s', 'Pound-mole per second', 'Pound-moles per second', '(lb/g) mol/s', LB_MOL, 1, 'US customary', LB_MOL_SOURCE),
  perTimeUnit('lbmol-per-min', 'lb-mol/min', 'Pound-mole per minute', 'Pound-moles per minute', '(lb/g) mol/min', LB_MOL, MINUTE, 'US customary', LB_MOL_SOURCE),
  perTimeUnit('lbmol-per-h', 'lb-mol/h', 'Pound-mole per hour', 'Pound-moles per hour', '(lb/g) mol/hr', LB_MOL, HOUR, 'US customary', LB_MOL_SOURCE),
  perTimeUnit('lbmol-per-day', 'lb-mol/d', 'Pound-mole per day', 'Pound-moles per day', '(lb/g) mol/day', LB_MOL, DAY, 'US customary', LB_MOL_SOURCE),
];

export const molarFlow = defineQuantity({ id: 'molar-flow', name: 'Molar flow rate', units });
