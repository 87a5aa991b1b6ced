/**
 * Cups and spoons of the world (issue 25). A measure system is what a cook's cup and spoons hold;
 * US customary is the default. Sizes are the exact defined values, in milliliters, and match the
 * volume table of the cooking converter (app/domain/units/cooking.ts), whose reference test checks
 * them against GNU units.
 */
export const US_CUP_ML = 236.5882365;
export const US_TBSP_ML = 14.78676478125;
export const US_TSP_ML = 4.92892159375;

export interface MeasureSystem {
  key: string;
  name: string;
  cup: number;
  tbsp: number;
  tsp: number;
}

export const MEASURE_SYSTEMS = [
  { key: 'us', name: 'US customary (cup 236.6 mL, tbsp 14.8 mL)', cup: US_CUP_ML, tbsp: US_TBSP_ML, tsp: US_TSP_ML },
  // 21 CFR 101.9(b)(5)(viii): on US nutrition labels a cup is 240 mL, a tablespoon 15 mL, a teaspoon 5 mL.
  { key: 'us-label', name: 'US nutrition label (cup 240 mL, tbsp 15 mL)', cup: 240, tbsp: 15, tsp: 5 },
  { key: 'metric', name: 'Metric (cup 250 mL, tbsp 15 mL)', cup: 250, tbsp: 15, tsp: 5 },
  { key: 'australia', name: 'Australian (cup 250 mL, tbsp 20 mL)', cup: 250, tbsp: 20, tsp: 5 },
  { key: 'imperial', name: 'Imperial (cup 284.1 mL, tbsp 15 mL)', cup: 284.130625, tbsp: 15, tsp: 5 },
  { key: 'japan', name: 'Japanese (cup 200 mL, tbsp 15 mL)', cup: 200, tbsp: 15, tsp: 5 },
] as const satisfies readonly MeasureSystem[];

export type MeasureSystemKey = (typeof MEASURE_SYSTEMS)[number]['key'];
export const DEFAULT_SYSTEM: MeasureSystemKey = 'us';

export function measureSystem(key: string | null | undefined): MeasureSystem {
  return MEASURE_SYSTEMS.find((s) => s.key === key) ?? MEASURE_SYSTEMS[0];
}

/** Units a cook reads a quantity in: volumes (by the measure system) and weights. */
export const VOLUME_UNITS = ['cup', 'tbsp', 'tsp', 'mL', 'stick'] as const;
export const WEIGHT_UNITS = ['g', 'kg', 'oz', 'lb'] as const;
export type VolumeUnit = (typeof VOLUME_UNITS)[number];
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
export type CookingUnit = VolumeUnit | WeightUnit;

export const UNIT_LABELS: Record<CookingUnit, { one: string; many: string }> = {
  cup: { one: 'cup', many: 'cups' },
  tbsp: { one: 'tablespoon', many: 'tablespoons' },
  tsp: { one: 'teaspoon', many: 'teaspoons' },
  mL: { one: 'milliliter', many: 'milliliters' },
  stick: { one: 'US stick', many: 'US sticks' },
  g: { one: 'gram', many: 'grams' },
  kg: { one: 'kilogram', many: 'kilograms' },
  oz: { one: 'ounce', many: 'ounces' },
  lb: { one: 'pound', many: 'pounds' },
};

// Exact: the avoirdupois pound is 0.45359237 kg (NIST SP 811), the ounce 1/16 of it.
const GRAMS: Record<WeightUnit, number> = { g: 1, kg: 1000, oz: 28.349523125, lb: 453.59237 };

export const isVolumeUnit = (unit: string): unit is VolumeUnit => (VOLUME_UNITS as readonly string[]).includes(unit);
export const isWeightUnit = (unit: string): unit is WeightUnit => (WEIGHT_UNITS as readonly string[]).includes(unit);

/** Milliliters in one `unit` of the system; a US stick of butter is marked 8 US tablespoons (½ US cup) whatever the system. */
export function milliliters(unit: VolumeUnit, system: MeasureSystem): number {
  if (unit === 'mL') return 1;
  if (unit === 'stick') return US_CUP_ML / 2;
  return system[unit];
}
export const gramsIn = (unit: WeightUnit) => GRAMS[unit];
