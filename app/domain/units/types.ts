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
