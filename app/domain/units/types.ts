/**
 * Shapes of the unit tables. A quantity is a list of units, base unit first. Every unit is plain
 * data (no functions), so a page can send its quantity's units to the browser as JSON:
 * linear units carry `factor` (1 unit = factor × base); affine, reciprocal and rate-based units
 * (temperature scales, fuel economy, currency) carry a `scale`.
 */
/** The system a unit belongs to; the unit pickers and the all-units table group by it. */
export type UnitSystem =
  | 'SI'
  | 'metric'
  | 'US customary'
  | 'imperial'
  | 'CGS'
  | 'astronomical'
  | 'nautical'
  | 'typographic'
  | 'data (decimal)'
  | 'data (binary)'
  | 'historical'
  | 'other';

/**
 * How the reference test (app/domain/units/reference.test.ts) checks a unit's factor or scale
 * against an independent reference, never against a number of our own:
 * - gnu: GNU units' expression for one of this unit (`ft`, `usgallon`, `1|3 m`, `tempF` for a
 *   scale unit, `bel(1)` for a level, which GNU units knows only as a function of a ratio);
 *   converted to the base unit's expression it must give the factor to 1e-12.
 * - printed: where GNU units lacks the unit, one unit in the base unit as the cited standard prints it.
 * - rates: currency, whose rates are a dated reference table, not a definition.
 */
export type UnitReference = { gnu: string } | { printed: number; where: string } | { rates: string };

interface UnitFields {
  /** URL-safe ASCII selection key, unique within its quantity (`ft`, `m2`, `uF`). */
  key: string;
  /** Display symbol (`ft`, `m²`, `μF`). */
  abbr: string;
  /** Singular name for labels (`Foot`). */
  name: string;
  /** Plural name (`Feet`). */
  plural: string;
  /**
   * The unit in pair-page addresses (`/length/feet-to-meters`, `/pressure/psi-to-bar`): its plural,
   * kebab-cased, unless given here. Unique within its quantity.
   */
  slug?: string;
  system: UnitSystem;
  /**
   * The values a pair page tabulates from this unit, ascending, where the default list (0.25…100,
   * or −40…200 on a temperature scale) is not what people look up: 4–15 L/100 km and 10–60 mpg,
   * not 0.25 mpg; visible light in nanometers; never below absolute zero in kelvins.
   */
  tableValues?: readonly number[];
  /** The standard, statute or source that defines the unit (`NIST SP 811 (2008), appendix B`). */
  source: string;
  reference: UnitReference;
}

/** What a linear unit's conversion needs: 1 unit = factor × base. */
export interface LinearFactor {
  factor: number;
  /**
   * The factor as numerator/denominator when it is not a finite decimal
   * (km/h = 1000/3600, pt = 4/3, A/in = 1/0.0254). Lets conversions between
   * two units be computed exactly and rounded once (1 m/s is exactly 3.6 km/h).
   * When present, factor must equal numerator / denominator.
   */
  fraction?: readonly [numerator: number, denominator: number];
}

export interface LinearUnit extends UnitFields, LinearFactor {}

/**
 * How a non-linear unit relates to its quantity's base unit; every number is the definition's own,
 * so the computation rounds as little as the definition allows.
 * - affine: base = (value + offset) × numerator / denominator (°F: offset −32, 5/9 to °C)
 * - reciprocal: base = numerator / (denominator × value) (mpg to L/100 km: 378.5411784 / 1.609344)
 * - rate: base = value / rate (currency: units of it per 1 base unit)
 */
export type Scale =
  | { kind: 'affine'; offset: number; numerator: number; denominator: number }
  | { kind: 'reciprocal'; numerator: number; denominator: number }
  | { kind: 'rate'; rate: number };

export interface ScaleUnit extends UnitFields {
  scale: Scale;
}

export type Unit = LinearUnit | ScaleUnit;

export interface Quantity {
  /** Stable id (`length`, `radioactivity`). */
  id: string;
  /** Human name (`Length`). */
  name: string;
  /** Units in display order, base unit first. */
  units: readonly Unit[];
  /** Where the quantity ends below (absolute zero), if it does: the converter warns under it. */
  floor?: Floor;
}

/**
 * The lowest value a quantity has, in its base unit: the converter warns below it, in the words of
 * the page's language (`converter.floor.*`, app/i18n/converter-pages.server.ts floorIn).
 */
export interface Floor {
  base: number;
}
