/**
 * Shapes of the unit tables. A quantity is a list of units, base unit first.
 * Linear units carry `factor`: 1 unit = factor × base. Affine, logarithmic or
 * rate-based units (temperature, currency) carry explicit toBase/fromBase.
 */
export interface LinearUnit {
  /** URL-safe ASCII selection key, unique within its quantity (`ft`, `m2`, `uF`). */
  key: string;
  /** Display symbol (`ft`, `m²`, `μF`). */
  abbr: string;
  /** Singular name for labels (`Foot`). */
  name: string;
  factor: number;
  /**
   * The factor as numerator/denominator when it is not a finite decimal
   * (km/h = 1000/3600, pt = 4/3, A/in = 1/0.0254). Lets conversions between
   * two units be computed exactly and rounded once (1 m/s is exactly 3.6 km/h).
   * When present, factor must equal numerator / denominator.
   */
  fraction?: readonly [numerator: number, denominator: number];
}

export interface FormulaUnit {
  key: string;
  abbr: string;
  name: string;
  toBase: (value: number) => number;
  fromBase: (value: number) => number;
}

export type Unit = LinearUnit | FormulaUnit;

export interface Quantity {
  /** Stable id (`length`, `radioactivity`). */
  id: string;
  /** Human name (`Length`). */
  name: string;
  /** Units in display order, base unit first. */
  units: readonly Unit[];
}
