import english from '../../../content/i18n/en/messages/expression.json';
import type { SearchIndex } from '../search/types';
import type { Dimension } from './dimensions';

/**
 * The evaluator's words (docs/decisions/091-calculations-in-each-language.md): its refusals and
 * notes as messages of content/i18n/<code>/messages/expression.json, plain `{slot}` templates. The
 * evaluator runs where its index is (the server, or the browser once the search engine has loaded),
 * so it speaks its index's language: a language's index carries its messages (SearchLanguage's
 * `expression`), the English one none, and English is this file's import. The API reads the
 * English index, so it answers in English (ADR 083 item 7).
 */

export type ExpressionKey = keyof typeof english;
export type ExpressionWords = Readonly<Record<ExpressionKey, string>>;

export const ENGLISH_WORDS: ExpressionWords = english;

/** The words of the index's language. */
export const wordsOf = (index: SearchIndex): ExpressionWords => index.language?.expression ?? ENGLISH_WORDS;

/**
 * A part of the input a refusal names ("length (5 ft)"): its reading, the name of the quantity of
 * its dimension where one has it, and its dimension, named by its base quantities otherwise.
 */
export interface Part {
  s: string;
  name: string | null;
  d: Dimension;
}

export type ReasonValue = string | number | Part;

/** Why there is no answer: a message and its values. */
export interface Reason {
  key: ExpressionKey;
  values?: Readonly<Record<string, ReasonValue>>;
}

/** `template` with each `{name}` replaced by its value (as app/i18n/fill.ts, which islands use). */
export const fillTemplate = (template: string, values: Readonly<Record<string, string | number>>) =>
  template.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));

/** The base quantities in words, in BASE_DIMENSIONS' order: a dimension no quantity has is named by them. */
const BASE_KEYS: readonly ExpressionKey[] = [
  'expression.length',
  'expression.mass',
  'expression.time',
  'expression.current',
  'expression.temperature',
  'expression.substance',
  'expression.luminousIntensity',
  'expression.angle',
  'expression.solidAngle',
  'expression.data',
  'expression.money',
];

export const baseWords = (words: ExpressionWords): string[] => BASE_KEYS.map((key) => words[key]);

/** A message in the words of a language; `part` names a part (describe.ts's `described`). */
export function messageText(reason: Reason, words: ExpressionWords, part: (p: Part, words: ExpressionWords) => string): string {
  const values = Object.fromEntries(Object.entries(reason.values ?? {}).map(([name, v]) => [name, typeof v === 'object' ? part(v, words) : v]));
  return fillTemplate(words[reason.key], values);
}
