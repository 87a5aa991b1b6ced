import { readNumber } from '../parse';

/** The recipe converter's three scale fields, as typed. */
export interface ScaleFields {
  factor: string;
  serves: string;
  want: string;
}

export const SCALE_MESSAGES = {
  notNumber: 'Not a number — the recipe is not scaled',
  notPositive: 'Must be above 0 — the recipe is not scaled',
  servingsNotNumber: 'Not a number — servings are not used',
  servingsNotPositive: 'Must be above 0 — servings are not used',
} as const;

export interface Scale {
  factor: number;
  /** What each field says under it, where what it holds is not used (issue 37, item 8). */
  notes: Partial<Record<keyof ScaleFields, string>>;
}

/** A field's number when it is one above 0; else why not (nothing for an empty field). */
function positive(text: string, words: { nan: string; low: string }): { value: number | null; note?: string } {
  if (!text.trim()) return { value: null };
  const value = readNumber(text)?.value;
  if (value === undefined) return { value: null, note: words.nan };
  return value > 0 ? { value } : { value: null, note: words.low };
}

/**
 * The scale: servings wanted over servings made when both are numbers above 0, else the factor
 * typed, else 1. A field whose text is not used says so, so "abc" or 0 servings never scale silently.
 */
export function recipeScale(fields: ScaleFields): Scale {
  const servings = { nan: SCALE_MESSAGES.servingsNotNumber, low: SCALE_MESSAGES.servingsNotPositive };
  const serves = positive(fields.serves, servings);
  const want = positive(fields.want, servings);
  const notes: Scale['notes'] = {};
  if (serves.note) notes.serves = serves.note;
  if (want.note) notes.want = want.note;
  if (serves.value && want.value) return { factor: want.value / serves.value, notes };
  const factor = positive(fields.factor, { nan: SCALE_MESSAGES.notNumber, low: SCALE_MESSAGES.notPositive });
  if (factor.note) notes.factor = factor.note;
  return { factor: factor.value ?? 1, notes };
}
