import { defineQuantity } from './define';

// Month and year are the fixed 30 and 365 days of the unit table (DECISIONS
// "Numbers"); the page text names the 30.44-day and 365.25-day conventions.
export const time = defineQuantity({
  id: 'time',
  name: 'Time',
  units: [
    { key: 's', abbr: 's', name: 'Second', factor: 1 },
    { key: 'min', abbr: 'min', name: 'Minute', factor: 60 },
    { key: 'h', abbr: 'h', name: 'Hour', factor: 3600 },
    { key: 'd', abbr: 'd', name: 'Day', factor: 86400 },
    { key: 'wk', abbr: 'wk', name: 'Week', factor: 604800 },
    { key: 'mo', abbr: 'mo', name: 'Month (30 days)', factor: 2592000 },
    { key: 'yr', abbr: 'yr', name: 'Year (365 days)', factor: 31536000 },
    { key: 'ms', abbr: 'ms', name: 'Millisecond', factor: 0.001 },
  ],
});
