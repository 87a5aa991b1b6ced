import { DAY } from './constants';
import { defineQuantity, fraction } from './define';
import { SI_ACCEPTED, SI_BROCHURE, SI_PREFIXED, SP_811 } from './sources';

// Month and year are the fixed 30 and 365 days of the unit table (docs/product.md#unit-tables
// "Numbers"); the page text names the 30.44-day and 365.25-day conventions.
// Their slugs are the everyday words, not the plurals with the day counts.
// The decade, century and millennium are 10, 100 and 1,000 of those years: one year wherever a year
// is typed or chosen (docs/decisions/079-expressions-and-data.md).
// The units appended after the core eight say which month, year or century they are: the Gregorian
// calendar's averages (146,097 days in 400 years), the Julian year and century of astronomy
// (365.25 and 36,525 days, exact), and the measured astronomical periods at the epoch J2000.0
// with the published value each comes from. Nothing here pretends a calendar month or year is fixed.
/** 400 Gregorian years are exactly 146,097 days, so the average year is 365.2425 days. */
const GREGORIAN = 'Gregorian calendar (papal bull Inter gravissimas, 1582): 146,097 days in 400 years, so the average year is 365.2425 days';
const GREGORIAN_YEAR = 365.2425 * DAY;
/** The year typed or chosen anywhere on the site (DECISIONS "Time"): decade, century and millennium count it. */
const YEAR = 365 * DAY;
const PLAIN_YEAR = 'Unitwise convention: the 365-day common year (docs/product.md#unit-tables)';
const JULIAN = 'IAU Style Manual (1989): Julian year = 365.25 days, Julian century = 36,525 days';
const ISO_DAYS = 'ISO 8601-1:2019 (calendar day of 86,400 s)';
const h = 6.62607015e-34;
const G = 6.6743e-11;
const c = 299792458;
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
      source: 'Unitwise convention: 30 days (docs/product.md#unit-tables)', reference: { gnu: '30 day' }, factor: 2592000,
    },
    {
      key: 'yr', abbr: 'yr', name: 'Year (365 days)', plural: 'Years (365 days)', slug: 'years', system: 'other',
      source: PLAIN_YEAR, reference: { gnu: 'commonyear' }, factor: YEAR,
    },
    { key: 'ms', abbr: 'ms', name: 'Millisecond', plural: 'Milliseconds', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'ms' }, factor: 0.001 },
    { key: 'us', abbr: 'μs', name: 'Microsecond', plural: 'Microseconds', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'microsecond' }, factor: 1e-6 },
    { key: 'ns', abbr: 'ns', name: 'Nanosecond', plural: 'Nanoseconds', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'ns' }, factor: 1e-9 },
    { key: 'ps', abbr: 'ps', name: 'Picosecond', plural: 'Picoseconds', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'ps' }, factor: 1e-12 },
    { key: 'fs', abbr: 'fs', name: 'Femtosecond', plural: 'Femtoseconds', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'fs' }, factor: 1e-15 },
    { key: 'as', abbr: 'as', name: 'Attosecond', plural: 'Attoseconds', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'attosecond' }, factor: 1e-18 },
    { key: 'ks', abbr: 'ks', name: 'Kilosecond', plural: 'Kiloseconds', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'ks' }, factor: 1e3 },
    { key: 'Ms', abbr: 'Ms', name: 'Megasecond', plural: 'Megaseconds', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'megasecond' }, factor: 1e6 },
    { key: 'Gs', abbr: 'Gs', name: 'Gigasecond', plural: 'Gigaseconds', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'gigasecond' }, factor: 1e9 },
    { key: 'fortnight', abbr: 'fortnight', name: 'Fortnight', plural: 'Fortnights', system: 'other', source: `${ISO_DAYS}; fortnight = 14 days (two weeks)`, reference: { gnu: 'fortnight' }, factor: 14 * DAY },
    {
      key: 'mo-greg', abbr: 'mo (Gregorian)', name: 'Month (Gregorian average)', plural: 'Months (Gregorian average)', slug: 'gregorian-months', system: 'other',
      source: `${GREGORIAN}; a twelfth of it is 30.436875 days`, reference: { gnu: 'gregorianyear / 12' }, factor: GREGORIAN_YEAR / 12,
    },
    {
      key: 'yr-greg', abbr: 'yr (Gregorian)', name: 'Year (Gregorian, 365.2425 days)', plural: 'Years (Gregorian, 365.2425 days)', slug: 'gregorian-years', system: 'other',
      source: GREGORIAN, reference: { gnu: 'gregorianyear' }, factor: GREGORIAN_YEAR,
    },
    {
      key: 'yr-jul', abbr: 'yr (Julian)', name: 'Year (Julian, 365.25 days)', plural: 'Years (Julian, 365.25 days)', slug: 'julian-years', system: 'astronomical',
      source: JULIAN, reference: { gnu: 'julianyear' }, factor: 365.25 * DAY,
    },
    {
      key: 'yr-leap', abbr: 'yr (leap)', name: 'Leap year (366 days)', plural: 'Leap years (366 days)', slug: 'leap-years', system: 'other',
      source: GREGORIAN, reference: { gnu: 'leapyear' }, factor: 366 * DAY,
    },
    {
      key: 'decade', abbr: 'decade', name: 'Decade (10 years of 365 days)', plural: 'Decades (10 years of 365 days)', slug: 'decades', system: 'other',
      source: `${PLAIN_YEAR}; decade = 10 years`, reference: { gnu: '10 commonyear' }, factor: 10 * YEAR,
    },
    {
      key: 'century', abbr: 'century', name: 'Century (100 years of 365 days)', plural: 'Centuries (100 years of 365 days)', slug: 'centuries', system: 'other',
      source: `${PLAIN_YEAR}; century = 100 years`, reference: { gnu: '100 commonyear' }, factor: 100 * YEAR,
    },
    {
      key: 'millennium', abbr: 'millennium', name: 'Millennium (1,000 years of 365 days)', plural: 'Millennia (1,000 years of 365 days)', slug: 'millennia', system: 'other',
      source: `${PLAIN_YEAR}; millennium = 1000 years`, reference: { gnu: '1000 commonyear' }, factor: 1000 * YEAR,
    },
    {
      key: 'cy-jul', abbr: 'cy (Julian)', name: 'Julian century (36,525 days)', plural: 'Julian centuries (36,525 days)', slug: 'julian-centuries', system: 'astronomical',
      source: JULIAN, reference: { gnu: '100 julianyear' }, factor: 36525 * DAY,
    },
    {
      key: 'yr-trop', abbr: 'yr (tropical)', name: 'Tropical year (mean, J2000.0)', plural: 'Tropical years (mean, J2000.0)', slug: 'tropical-years', system: 'astronomical',
      source: 'Laskar (1986), Astronomy & Astrophysics 157, 59: mean tropical year at J2000.0 = 365.242 189 669 8 days',
      reference: { gnu: '365.2421896698 day' }, factor: 365.2421896698 * DAY,
    },
    {
      key: 'yr-sid', abbr: 'yr (sidereal)', name: 'Sidereal year (J2000.0)', plural: 'Sidereal years (J2000.0)', slug: 'sidereal-years', system: 'astronomical',
      source: 'Simon et al. (1994), Astronomy & Astrophysics 282, 663: sidereal year at J2000.0 = 365.256 363 004 days',
      reference: { gnu: '365.256363004 day' }, factor: 365.256363004 * DAY,
    },
    {
      key: 'd-sid', abbr: 'd (sidereal)', name: 'Sidereal day (mean)', plural: 'Sidereal days (mean)', slug: 'sidereal-days', system: 'astronomical',
      source: 'IAU 1982 definition of Greenwich mean sidereal time (Aoki et al. 1982, A&A 105, 359): 1 mean solar day = 1.002 737 909 350 795 mean sidereal days at J2000.0',
      reference: { gnu: 'day / 1.002737909350795' }, ...fraction(DAY, 1.002737909350795),
    },
    {
      key: 'mo-syn', abbr: 'mo (synodic)', name: 'Synodic month (mean lunation, J2000.0)', plural: 'Synodic months (mean lunation, J2000.0)', slug: 'synodic-months', system: 'astronomical',
      source: 'Chapront-Touzé & Chapront (1988), lunar theory ELP 2000-85: mean synodic month = 29.530 588 853 days at J2000.0',
      reference: { gnu: '29.530588853 day' }, factor: 29.530588853 * DAY,
    },
    { key: 'shake', abbr: 'shake', name: 'Shake', plural: 'Shakes', system: 'other', source: `${SP_811}.8: shake = 10⁻⁸ s`, reference: { gnu: 'shake' }, factor: 1e-8 },
    {
      key: 'tP', abbr: 'tₚ', name: 'Planck time', plural: 'Planck times', system: 'other',
      source: 'CODATA 2022: Planck time tₚ = √(ħG/c⁵), with h and c exact (SI 2019) and G = 6.674 30 × 10⁻¹¹ m³ kg⁻¹ s⁻²',
      reference: { gnu: 'plancktime' }, factor: Math.sqrt(((h / (2 * Math.PI)) * G) / c ** 5),
    },
  ],
});
