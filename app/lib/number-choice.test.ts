import { runInThisContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatResult } from '~/domain/format';
import { restyle } from '~/domain/number-format';
import { numberStyleOf } from '~/domain/number-style';
import { readTyped } from '~/domain/typed';
import type { ClientUnit } from '~/domain/units/convert-units';
import { LANGUAGES } from '~/i18n/languages';
import { numberChoiceOf } from '~/i18n/numbers.server';
import { readingNote } from '~/domain/parse';
import { chooseOther, otherChosen, styleOf, type NumberStyles } from './number-choice';
import { THEME_SCRIPT } from './head-script';
import { NUMBERS_OTHER_CLASS, NUMBERS_STORAGE_KEY, OTHER_LOCALE_ATTRIBUTE } from './theme-script';

const SPAIN = numberStyleOf('es-ES');
const MEXICO = numberStyleOf('es-MX');
const STYLES: NumberStyles = { page: SPAIN, otherLocale: 'es-MX', other: MEXICO };

/** A document's root as the head script and the islands see it: its classes and attributes. */
function fakeBrowser({ stored = {}, attributes = {} }: { stored?: Record<string, string>; attributes?: Record<string, string> } = {}) {
  const classes = new Set<string>();
  const storage = new Map(Object.entries(stored));
  const root = {
    classList: {
      add: (...names: string[]) => names.forEach((name) => classes.add(name)),
      remove: (...names: string[]) => names.forEach((name) => classes.delete(name)),
      contains: (name: string) => classes.has(name),
      toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name), on),
    },
    getAttribute: (name: string) => attributes[name] ?? null,
  };
  // The head script also listens for the language switcher's links (app/i18n/switcher.ts).
  vi.stubGlobal('document', { documentElement: root, addEventListener: () => {} });
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  });
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
  return { classes, storage };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the head script applies the stored number style before first paint', () => {
  it.each([
    // stored style, the page's other style (none: a language with one style), other style shown
    [undefined, 'es-MX', false],
    ['es-MX', 'es-MX', true],
    ['es-MX', undefined, false],
    ['pt-PT', 'es-MX', false],
    ['', 'es-MX', false],
  ])('stored %j on a page offering %j: other style %s', (stored, otherLocale, shown) => {
    const { classes } = fakeBrowser({
      stored: stored === undefined ? {} : { [NUMBERS_STORAGE_KEY]: stored },
      attributes: otherLocale ? { [OTHER_LOCALE_ATTRIBUTE]: otherLocale } : {},
    });
    runInThisContext(THEME_SCRIPT);
    expect(classes.has(NUMBERS_OTHER_CLASS)).toBe(shown);
    expect(classes.has('light')).toBe(true);
  });

  it('still sets the theme where storage throws', () => {
    const { classes } = fakeBrowser({ attributes: { [OTHER_LOCALE_ATTRIBUTE]: 'es-MX' } });
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
    });
    runInThisContext(THEME_SCRIPT);
    expect([...classes]).toEqual(['light']);
  });
});

describe('the islands read and keep the chosen style', () => {
  it('reads no choice where there is no document (the server)', () => {
    expect(otherChosen()).toBe(false);
  });

  it.each([
    [true, MEXICO, 'es-MX'],
    [false, SPAIN, undefined],
  ])('choosing the other style %s shows %o and keeps %j', (other, style, kept) => {
    const { storage } = fakeBrowser({ stored: { [NUMBERS_STORAGE_KEY]: 'es-MX' } });
    chooseOther(STYLES, other);
    expect(otherChosen()).toBe(other);
    expect(styleOf(STYLES, otherChosen())).toEqual(style);
    expect(storage.get(NUMBERS_STORAGE_KEY)).toBe(kept);
  });

  it('a choice the head script applies is read back', () => {
    fakeBrowser({ stored: { [NUMBERS_STORAGE_KEY]: 'es-MX' }, attributes: { [OTHER_LOCALE_ATTRIBUTE]: 'es-MX' } });
    runInThisContext(THEME_SCRIPT);
    expect(otherChosen()).toBe(true);
  });
});

// A length page's two units, for reading fields as the converter does.
const UNITS: ClientUnit[] = [
  { key: 'm', abbr: 'm', name: 'Meter', factor: 1 },
  { key: 'ft', abbr: 'ft', name: 'Foot', factor: 0.3048 },
] as ClientUnit[];
const TEMPLATE = '{typed} se leyó como {value}';

describe('a field reads its text in the chosen style and says how where it reads otherwise than written', () => {
  it.each([
    // text, style, value read, note
    ['1.234', SPAIN, 1234, '1.234 se leyó como 1234'],
    ['1.234', MEXICO, 1.234, ''],
    ['1,234', SPAIN, 1.234, ''],
    ['1,234', MEXICO, 1234, '1,234 se leyó como 1234'],
    ['1,5', SPAIN, 1.5, ''],
    ['1,5', MEXICO, 1.5, '1,5 se leyó como 1.5'],
    // A point before other than three digits reads one way in both styles (parse.ts): no note.
    ['1.5', SPAIN, 1.5, ''],
    ['1.5', MEXICO, 1.5, ''],
    ['12.345,6', SPAIN, 12345.6, '12.345,6 se leyó como 12345,6'],
    ['2', SPAIN, 2, ''],
    ['1/2', SPAIN, 0.5, '1/2 se leyó como 0,5'],
    ['1.234 ft', SPAIN, 1234, '1.234 ft se leyó como 1234 ft'],
    ['1.234 ft', MEXICO, 1.234, ''],
  ])('%j in %o is %d, with the note %j', (text, style, value, note) => {
    const reading = readTyped(text, UNITS, text.endsWith('ft') ? 'ft' : 'm', style);
    if (typeof reading === 'string') throw new Error(reading);
    expect(reading.value).toBe(value);
    expect(readingNote(text, reading.readAs, style, TEMPLATE)).toBe(note);
  });

  it('keeps a "$" in the text as typed', () => {
    expect(readingNote('$1.234', '1234', SPAIN, TEMPLATE)).toBe('$1.234 se leyó como 1234');
  });
});

describe('results in the chosen style', () => {
  it.each([
    [1609.344, SPAIN, '1609,344'],
    [1609.344, MEXICO, '1,609.344'],
    [12345.678, SPAIN, '12.345,678'],
    [-0.3048, SPAIN, '-0,3048'],
    [1.602e-19, SPAIN, '1,602 × 10⁻¹⁹'],
  ])('%d in %o reads %j', (n, style, text) => {
    expect(restyle(formatResult(n), style)).toBe(text);
  });
});

describe('the number choice of each language', () => {
  it.each(LANGUAGES.map((language) => [language.code, language] as const))('%s: styles and switch words when it has another style', (_, language) => {
    const choice = numberChoiceOf(language);
    if (!language.otherLocale) {
      expect(choice).toBeUndefined();
      return;
    }
    expect(choice!.styles).toEqual({
      page: numberStyleOf(language.locale),
      otherLocale: language.otherLocale,
      other: numberStyleOf(language.otherLocale),
    });
    const { words } = choice!;
    // The samples show each style's group and decimal sign, and differ.
    expect(words.pageSample).not.toBe(words.otherSample);
    expect(words.toOther).toContain(words.otherSample);
    expect(words.toPage).toContain(words.pageSample);
    expect(words.readAs).toContain('{typed}');
    expect(words.readAs).toContain('{value}');
  });

  it('Spanish: 12.345,6 of Spain and 12,345.6 of Mexico, in its words', () => {
    const spanish = LANGUAGES.find((language) => language.otherLocale === 'es-MX')!;
    expect(numberChoiceOf(spanish)!.words).toEqual({
      toOther: 'Escribir los números como 12,345.6',
      toPage: 'Escribir los números como 12.345,6',
      otherSample: '12,345.6',
      pageSample: '12.345,6',
      readAs: '{typed} se leyó como {value}',
    });
  });
});
