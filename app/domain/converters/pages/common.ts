import type { ConverterPage } from '../types';
import { currencyPage, dataPage, energyPage, temperaturePage, timePage } from './common-everyday';
import { areaPage, lengthPage, speedPage, volumePage, weightPage } from './common-measures';

/** The common group in the order of the brief and the home page's "All Converters" list. */
export const commonPages: readonly ConverterPage[] = [
  lengthPage,
  weightPage,
  temperaturePage,
  currencyPage,
  timePage,
  speedPage,
  areaPage,
  volumePage,
  energyPage,
  dataPage,
];
