import { runInThisContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { numberStyleOf } from '~/domain/number-style';
import { readNumber } from '~/domain/parse';
import type { NumberStyle } from '~/domain/number-format';
import { decimalSigns } from './addresses';
import type { Alternate } from './chrome';
import { languageByCode } from './languages';
import { THEME_SCRIPT } from '~/lib/head-script';
import { restyleTyped, switchLink, SWITCH_ATTRIBUTE, type QueryKept } from './switcher';

/** The styles a reader may read a page in, from CLDR through Intl (not from the switcher's tables). */
const STYLES: Record<string, NumberStyle> = {
  'en-US': numberStyleOf('en-US'),
  'es-ES': numberStyleOf('es-ES'),
  'es-MX': numberStyleOf('es-MX'),
  'de-DE': numberStyleOf('de-DE'),
};
const LOCALES = Object.keys(STYLES);

describe('a typed value is rewritten in the target style, meaning what it meant', () => {
  // typed, read in, written for, expected: each read by hand as docs/product.md#numbers reads numbers
  it.each([
    ['2,5', 'es-ES', 'en-US', '2.5'],
    ['2,5', 'es-ES', 'de-DE', '2,5'],
    ['2,5', 'es-ES', 'es-MX', '2.5'],
    ['1.234,5', 'es-ES', 'en-US', '1234.5'],
    // One dot before three digits: a group sign in Spain and Germany, the decimal point in Mexico.
    ['1.234', 'es-ES', 'en-US', '1234'],
    ['1.234', 'de-DE', 'es-MX', '1234'],
    ['1.234', 'es-MX', 'es-ES', '1,234'],
    ['1.234', 'en-US', 'de-DE', '1,234'],
    ['1,234', 'es-MX', 'de-DE', '1234'],
    ['1,234', 'de-DE', 'en-US', '1.234'],
    ['1,234.5', 'es-MX', 'de-DE', '1234,5'],
    ['1,234,567.25', 'en-US', 'es-ES', '1234567,25'],
    ['1.234.567', 'de-DE', 'en-US', '1234567'],
    ['2.5', 'en-US', 'de-DE', '2,5'],
    ['0,5', 'de-DE', 'es-MX', '0.5'],
    ['.5', 'en-US', 'es-ES', ',5'],
    ['-3,75', 'de-DE', 'en-US', '-3.75'],
    // Numbers inside what a field reads besides: a compound, a calculation, money, a percent.
    ['5 ft 11,5 in', 'es-ES', 'en-US', '5 ft 11.5 in'],
    ['2,5 km + 300 m', 'de-DE', 'en-US', '2.5 km + 300 m'],
    ['$300,000', 'en-US', 'es-ES', '$300000'],
    ['6,5 %', 'es-ES', 'en-US', '6.5 %'],
    // Read alike in every style, or no number at all: kept as typed.
    ['1,5e3', 'es-ES', 'en-US', '1,5e3'],
    ['3 1/2', 'es-ES', 'en-US', '3 1/2'],
    ['1.2.3', 'de-DE', 'en-US', '1.2.3'],
    ['abc', 'de-DE', 'en-US', 'abc'],
    ['1.234', 'es-ES', 'de-DE', '1.234'],
  ])('%s in %s is %s in %s', (typed, from, to, expected) => {
    expect(restyleTyped(typed, STYLES[from]!.decimal, STYLES[to]!.decimal)).toBe(expected);
  });
});

/** Every text of up to `length` characters of digits and both signs: where reading by style differs. */
function corpus(length: number): string[] {
  const out: string[] = [];
  const grow = (text: string) => {
    if (text) out.push(text);
    if (text.length < length) for (const c of '015.,') grow(text + c);
  };
  grow('');
  return out;
}

describe('parse.ts reads the rewritten value in the target style as the typed one in the source style', () => {
  const texts = corpus(6);
  for (const from of LOCALES) {
    for (const to of LOCALES) {
      if (from === to) continue;
      it(`${from} → ${to}, ${texts.length} texts`, () => {
        const wrong = texts.filter((text) => {
          const typed = readNumber(text, { style: STYLES[from] });
          if (!typed) return false;
          return readNumber(restyleTyped(text, STYLES[from]!.decimal, STYLES[to]!.decimal), { style: STYLES[to] })?.value !== typed.value;
        });
        expect(wrong).toEqual([]);
      });
    }
  }
});

const spanish = languageByCode('es')!;
const english = languageByCode('en')!;
const german = languageByCode('de')!;
const target = (language: typeof english, path: `/${string}`, carry?: Record<string, string>): Alternate => ({
  code: language.code,
  name: language.name,
  path,
  signs: decimalSigns(language),
  ...(carry ? { carry } : {}),
});
const CONVERTER: QueryKept = { numbers: ['v'], readerStyle: true };

describe('the server writes the switcher link with the page query', () => {
  it('rewrites the value, keeps the units', () => {
    const link = switchLink('?v=2%2C5&from=m&to=cm', CONVERTER, decimalSigns(spanish), target(english, '/length'));
    expect(link.href).toBe('/length?v=2.5&from=m&to=cm');
    expect(switchLink('?v=2%2C5&from=m&to=cm', CONVERTER, decimalSigns(spanish), target(german, '/de/laenge')).href).toBe(
      '/de/laenge?v=2%2C5&from=m&to=cm',
    );
  });
  it('reads a Spanish page in the style the reader chose where the page does', () => {
    const mexican = switchLink('?v=1.234', CONVERTER, decimalSigns(spanish), target(german, '/de/laenge'), 'es-MX');
    expect(mexican.href).toBe('/de/laenge?v=1%2C234');
    const ingredient = switchLink('?v=1.234', { numbers: ['v'] }, decimalSigns(spanish), target(german, '/de/x'), 'es-MX');
    expect(ingredient.href).toBe('/de/x?v=1.234');
  });
  it("names a default that the target language reads otherwise, and keeps the reader's", () => {
    const carry = { sys: 'metric' };
    expect(switchLink('?v=2', { numbers: ['v'] }, ',', target(english, '/cooking/ingredients/x', carry)).href).toBe(
      '/cooking/ingredients/x?v=2&sys=metric',
    );
    expect(switchLink('?v=2&sys=us', { numbers: ['v'] }, ',', target(english, '/cooking/ingredients/x', carry)).href).toBe(
      '/cooking/ingredients/x?v=2&sys=us',
    );
  });
  it('links the bare page when the query is empty', () => {
    expect(switchLink('', CONVERTER, '.', target(spanish, '/es/longitud')).href).toBe('/es/longitud');
  });
});

// The head script as pages inline it, compiled from switcher.ts's functions (app/lib/head-script.ts):
// what the compiler made of them must rewrite as the server does.
describe('the head script rewrites the link as the server does, with the address and style of the moment', () => {
  const listeners = new Map<string, (event: { target: unknown }) => void>();
  const place = { search: '' };
  let stored: string | null = null;
  function setUp() {
    vi.stubGlobal('document', {
      documentElement: { classList: { add: () => {}, remove: () => {} }, getAttribute: () => null },
      addEventListener: (type: string, listener: (event: { target: unknown }) => void) => listeners.set(type, listener),
    });
    vi.stubGlobal('location', place);
    vi.stubGlobal('localStorage', { getItem: () => stored });
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    runInThisContext(THEME_SCRIPT);
  }
  afterEach(() => vi.unstubAllGlobals());

  /** The link's address after `type` reaches it, from a page at `search`. */
  function follow(data: string, search: string, type = 'pointerdown'): string {
    place.search = search;
    const link = { href: '', getAttribute: (name: string) => (name === SWITCH_ATTRIBUTE ? data : null) };
    listeners.get(type)!({ target: { closest: () => link } });
    return link.href;
  }

  it('listens for the ways a link is followed: pressed, focused, pointed at, clicked', () => {
    setUp();
    expect([...listeners.keys()].sort()).toEqual(['click', 'focusin', 'mouseover', 'pointerdown']);
  });

  const pages = [
    [spanish, english],
    [english, spanish],
    [spanish, german],
    [german, english],
  ] as const;
  for (const [from, to] of pages) {
    for (const chosen of [null, 'es-MX']) {
      it(`${from.code} → ${to.code}, reader's style ${chosen ?? 'the page'}'s, every text of five characters`, () => {
        setUp();
        stored = chosen;
        const wrong = corpus(5).filter((text) => {
          const search = `?${new URLSearchParams({ v: text, from: 'm' })}`;
          const alternate = target(to, '/x', { sys: 'metric' });
          const server = switchLink(search, CONVERTER, decimalSigns(from), alternate, chosen);
          return follow(server.data, search) !== server.href;
        });
        expect(wrong).toEqual([]);
      });
    }
  }
});
