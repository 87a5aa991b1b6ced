import { groupThousands } from '../number-format';

/**
 * What the reader accepts (issue 36). parse-ingredient's work on a line grows with the square of
 * its leading run of digits, spaces and fractions (12 s for "1 " × 10,000 on a desktop): a line is
 * read only up to RECIPE_LIMITS.line characters, twice the longest ingredient line we know of,
 * and a list only up to its first RECIPE_LIMITS.lines lines and RECIPE_LIMITS.text characters.
 * Apart from the reader, so that the page can say them before the reader is loaded.
 */
export const RECIPE_LIMITS = { line: 200, lines: 200, text: 20_000 } as const;
export const RECIPE_MESSAGES = {
  line: `Line longer than ${RECIPE_LIMITS.line} characters`,
  text: `Only the first ${groupThousands(String(RECIPE_LIMITS.text))} characters of the list are read`,
  lines: `Only the first ${RECIPE_LIMITS.lines} lines of the list are read`,
} as const;

export type RecipeLimitMessages = Readonly<Record<keyof typeof RECIPE_MESSAGES, string>>;

/** The part of a list that is read, and the note the field shows when that is not all of it (in the page's language). */
export function readableRecipe(text: string, messages: RecipeLimitMessages = RECIPE_MESSAGES): { lines: string[]; note: string | null } {
  const lines = text.slice(0, RECIPE_LIMITS.text).split(/\r?\n/, RECIPE_LIMITS.lines + 1);
  if (lines.length > RECIPE_LIMITS.lines) return { lines: lines.slice(0, RECIPE_LIMITS.lines), note: messages.lines };
  return { lines, note: text.length > RECIPE_LIMITS.text ? messages.text : null };
}
