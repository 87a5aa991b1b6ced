import type { CompoundKind } from '~/domain/compound';
import type { MessageKey } from './t';

/** The message of each compound target's name ("Feet and inches"): the converter's menu and the search's answers name it. */
export const COMPOUND_KEYS: Readonly<Record<CompoundKind, MessageKey>> = {
  'feet-inches': 'converter.compound.feetInches',
  'stone-pounds': 'converter.compound.stonePounds',
  'pounds-ounces': 'converter.compound.poundsOunces',
  'hours-minutes-seconds': 'converter.compound.hoursMinutesSeconds',
  'degrees-minutes-seconds': 'converter.compound.degreesMinutesSeconds',
};
