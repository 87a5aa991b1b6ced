import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, slugify } from './slug';

describe('slugify', () => {
  // The address rule of DECISIONS.md (Languages): accents dropped, umlauts and ß spelt out; units', pages' and ingredients' names alike.
  it.each([
    ['Fuß', 'fuss'],
    ['Ölbarrel', 'oelbarrel'],
    ['metros cúbicos', 'metros-cubicos'],
    ['Länge', 'laenge'],
    ['Quadratfuß', 'quadratfuss'],
    ['años luz', 'anos-luz'],
    ['kilómetros por hora', 'kilometros-por-hora'],
    ['Grad Fahrenheit', 'grad-fahrenheit'],
    ['pie topográfico de EE. UU.', 'pie-topografico-de-ee-uu'],
    ['Übergröße', 'uebergroesse'],
    ['grados Rømer', 'grados-romer'],
    ['façade', 'facade'],
    ['  libras-fuerza  por pulgada², ', 'libras-fuerza-por-pulgada2'],
    ['Złoty', 'zloty'],
    ['Weizenmehl Type 405', 'weizenmehl-type-405'],
    ['azúcar moreno', 'azucar-moreno'],
    ['piñones', 'pinones'],
    ['Crème fraîche', 'creme-fraiche'],
    ['Kürbiskerne', 'kuerbiskerne'],
    ['leche semidesnatada (2 %)', 'leche-semidesnatada-2'],
    [' – Half and Half – ', 'half-and-half'],
    ['GROẞE Tasse', 'grosse-tasse'],
    ['Ångströms', 'angstroems'],
    ['Za\u0308hne (decomposed)', 'zaehne-decomposed'],
    ['Café au lait', 'cafe-au-lait'],
  ])('%s → %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
    expect(slug).toMatch(SLUG_PATTERN);
  });

  it('gives nothing for a name without a letter or digit', () => {
    expect(slugify('— ½ —')).toBe('1-2');
    expect(slugify('・（）')).toBe('');
  });

  // ADR 095: letters of other scripts are kept as written, in NFC; full-width and half-width forms folded.
  it.each([
    ['長さ', '長さ'],
    ['フィート から メートル', 'フィート-から-メートル'],
    ['平方メートル', '平方メートル'],
    // Half-width katakana with a voiced mark, and full-width letters and digits.
    ['ｷﾛｸﾞﾗﾑ', 'キログラム'],
    ['ＡＢＣ１２３', 'abc123'],
    // A decomposed voiced mark (カ + ゛) is the one letter ガ.
    ['ガロン'.normalize('NFD'), 'ガロン'],
    ['米ガロン（液量）', '米ガロン-液量'],
    ['Кубический метр', 'кубический-метр'],
    ['Mixed 長さ Länge', 'mixed-長さ-laenge'],
  ])('keeps the letters of another script: %s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
    expect(slug).toMatch(SLUG_PATTERN);
  });
});

describe('SLUG_PATTERN', () => {
  it.each(['feet', 'metros-cubicos', 'm2', '1-2', '長さ', 'フィート-から-メートル'])('takes %s', (slug) => expect(slug).toMatch(SLUG_PATTERN));
  it.each(['', 'Feet', '-feet', 'feet-', 'square--feet', 'fuß', 'feet to meters', 'longueur-é', '長さ-', 'フィート から', '１２'])(
    'refuses "%s"',
    (slug) => expect(slug).not.toMatch(SLUG_PATTERN),
  );
});
