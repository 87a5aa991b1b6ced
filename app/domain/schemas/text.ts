/**
 * Characters no stored text may hold: the C0 controls other than tab, line feed and carriage return,
 * U+FFFE and U+FFFF (the characters XML 1.0 forbids, so a post holding one would make the RSS feed
 * unreadable for every reader), and lone UTF-16 surrogates (no UTF-8 spelling; both engines would
 * store U+FFFD instead). PostgreSQL refuses U+0000 in text outright while SQLite stores it: refusing
 * them all here makes both engines answer alike, with the field named.
 */
const UNSTORABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** Removes what isStorableText refuses (for text written out as XML, whatever its source). */
export function withoutUnstorable(text: string): string {
  return text.replace(new RegExp(UNSTORABLE.source, 'g'), '');
}

/** The message a field gets for such a character. */
export const invalidCharacter = (field: string) => `${field} contains a character that is not allowed`;
