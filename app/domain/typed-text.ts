/**
 * Typed text as the search and the evaluator read it (docs/decisions/078-typed-text.md): characters
 * that show nothing (pasted from web pages) taken out, and the full-width forms of a Chinese,
 * Japanese or Korean keyboard ("５ ｆｔ ＋ ３ ｉｎ", its ideographic space) read as the ASCII they
 * stand for, by Unicode's compatibility mapping (NFKC). Only those forms: NFKC of the whole text
 * would also turn "m²" into "m2" and "10⁻⁹" into "10−9", which the evaluator reads as powers.
 */

/** Zero-width space and non-joiner, word joiner, byte-order mark, soft hyphen; a joiner outside an emoji. */
const INVISIBLE = /[\u00ad\u200b\u200c\u2060\ufeff]|\u200d(?!\p{Extended_Pictographic})/gu;
/** The ideographic space and the full-width and half-width forms block's ASCII and symbols. */
const WIDE = /[\u3000\uff01-\uff5e\uffe0-\uffee]+/g;

export function plainTyped(text: string): string {
  return text.replace(INVISIBLE, '').replace(WIDE, (wide) => wide.normalize('NFKC'));
}

/** The first character of `text` as a reader sees it: a whole emoji, never half a surrogate pair. */
export function firstCharacter(text: string): string {
  const first = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)[Symbol.iterator]().next();
  return first.done ? '' : first.value.segment;
}
