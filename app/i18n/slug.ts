/**
 * A name as an address word (DECISIONS.md, Languages; ADR 083 item 2): lower-case ASCII, accents
 * dropped (á → a, ñ → n, ç → c), German umlauts and ß spelt out (ä → ae, ö → oe, ü → ue, ß → ss),
 * letters without a decomposition written as their Latin spelling (ø → o, æ → ae, ł → l), and every
 * run of other characters one hyphen ('metros cúbicos' → 'metros-cubicos', 'Fuß' → 'fuss').
 */
export function slugify(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[äöüÄÖÜßẞæÆœŒøØłŁđĐþÞ]/g, (letter) => SPELLED_OUT[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Letters whose ASCII spelling is not the letter without its accent. */
const SPELLED_OUT: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'Ae',
  œ: 'oe',
  Œ: 'Oe',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  þ: 'th',
  Þ: 'Th',
};

/** What a slug looks like: lower-case ASCII words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
