import type { NumberStyle } from '../number-format';
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
  /** How a used field's text was read, in plain form ("2500", "0.5"), where it is no plain number (parse.ts's readAs). */
  readings: Partial<Record<keyof ScaleFields, string>>;
}

export type ScaleMessages = Readonly<Record<keyof typeof SCALE_MESSAGES, string>>;

/** A field's number when it is one above 0; else why not (nothing for an empty field). */
function positive(
  text: string,
  words: { nan: string; low: string },
  style?: NumberStyle,
): { value: number | null; note?: string; readAs?: string | null } {
  if (!text.trim()) return { value: null };
  const reading = readNumber(text, style ? { style } : {});
  if (!reading) return { value: null, note: words.nan };
  return reading.value > 0 ? { value: reading.value, readAs: reading.readAs } : { value: null, note: words.low };
}

/**
 * The scale: servings wanted over servings made when both are numbers above 0, else the factor
 * typed, else 1. A field whose text is not used says so, so "abc" or 0 servings never scale silently.
 * Numbers are read in the page's number style, notes written in its language.
 */
export function recipeScale(
  fields: ScaleFields,
  { messages = SCALE_MESSAGES, style }: { messages?: ScaleMessages; style?: NumberStyle } = {},
): Scale {
  const servings = { nan: messages.servingsNotNumber, low: messages.servingsNotPositive };
  const serves = positive(fields.serves, servings, style);
  const want = positive(fields.want, servings, style);
  const notes: Scale['notes'] = {};
  if (serves.note) notes.serves = serves.note;
  if (want.note) notes.want = want.note;
  const readings: Scale['readings'] = {};
  if (serves.value && want.value) {
    if (serves.readAs) readings.serves = serves.readAs;
    if (want.readAs) readings.want = want.readAs;
    return { factor: want.value / serves.value, notes, readings };
  }
  const factor = positive(fields.factor, { nan: messages.notNumber, low: messages.notPositive }, style);
  if (factor.note) notes.factor = factor.note;
  if (factor.readAs) readings.factor = factor.readAs;
  return { factor: factor.value ?? 1, notes, readings };
}
