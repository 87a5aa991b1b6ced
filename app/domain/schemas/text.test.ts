import { describe, expect, it } from 'vitest';
import { isStorableText, withoutUnstorable } from './text';

describe('isStorableText and withoutUnstorable', () => {
  it.each([
    ['plain text', 'Feet to meters', true, 'Feet to meters'],
    ['tab, line feed, carriage return', 'a\tb\nc\rd', true, 'a\tb\nc\rd'],
    ['a character beyond the BMP', 'ruler 📏', true, 'ruler 📏'],
    ['U+FFFD', 'bad \uFFFD byte', true, 'bad \uFFFD byte'],
    ['NUL', 'a\u0000b', false, 'ab'],
    ['U+0008 and U+000B', 'a\u0008b\u000Bc', false, 'abc'],
    ['U+000C, U+000E and U+001F', '\u000Ca\u000Eb\u001F', false, 'ab'],
    ['U+FFFE and U+FFFF', 'a\uFFFEb\uFFFF', false, 'ab'],
    ['a lone high surrogate', 'a\uD83Db', false, 'ab'],
    ['a lone low surrogate', 'a\uDCCFb', false, 'ab'],
    ['a low surrogate before a high one', '\uDE00\uD83D', false, ''],
  ])('%s', (_name, text, storable, cleaned) => {
    expect(isStorableText(text)).toBe(storable);
    expect(withoutUnstorable(text)).toBe(cleaned);
  });
});
