import { defineQuantity } from './define';
import { SI_ACCEPTED, SI_BROCHURE, SI_PREFIXED } from './sources';

// Month and year are the fixed 30 and 365 days of the unit table (DECISIONS
// "Numbers"); the page text names the 30.44-day and 365.25-day conventions.
// Their slugs are the everyday words, not the plurals with the day counts.
export const time = defineQuantity({
  id: 'time',
  name: 'Time',
  units: [
    { key: 's', abbr: 's', name: 'Second', plural: 'Seconds', system: 'SI', source: SI_BROCHURE, reference: { gnu: 's' }, factor: 1 },
    { key: 'min', abbr: 'min', name: 'Minute', plural: 'Minutes', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'min' }, factor: 60 },
    { key: 'h', abbr: 'h', name: 'Hour', plural: 'Hours', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'hour' }, factor: 3600 },
    { key: 'd', abbr: 'd', name: 'Day', plural: 'Days', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'day' }, factor: 86400 },
    { key: 'wk', abbr: 'wk', name: 'Week', plural: 'Weeks', system: 'other', source: 'ISO 8601-1:2019 (7 days)', reference: { gnu: 'week' }, factor: 604800 },
    {
      key: 'mo', abbr: 'mo', name: 'Month (30 days)', plural: 'Months (30 days)', slug: 'months', system: 'other',
      source: 'Unitwise convention: 30 days (DECISIONS "Numbers")', reference: { gnu: '30 day' }, factor: 2592000,
    },
    {
      key: 'yr', abbr: 'yr', name: 'Year (365 days)', plural: 'Years (365 days)', slug: 'years', system: 'other',
      source: 'Unitwise convention: the 365-day common year (DECISIONS "Numbers")', reference: { gnu: 'commonyear' }, factor: 31536000,
    },
    { key: 'ms', abbr: 'ms', name: 'Millisecond', plural: 'Milliseconds', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'ms' }, factor: 0.001 },
  ],
});
