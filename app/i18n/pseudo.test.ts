import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN } from '~/domain/slug';
import { accented, pseudoSlug } from './pseudo';
import { pseudoCatalog, pseudoMessage } from './pseudo-messages.server';
import { catalogOf } from './translator.server';
import { ENGLISH } from './languages';

/** A message's parse tree without its text. */
function structureOf(message: string): unknown {
  const strip = (elements: MessageFormatElement[]): unknown[] =>
    elements.flatMap((element): unknown[] => {
      if (element.type === TYPE.literal) return [];
      if (element.type === TYPE.tag) return [{ tag: element.value, children: strip(element.children) }];
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        return [
          {
            type: element.type,
            value: element.value,
            options: Object.entries(element.options)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([name, option]) => [name, strip(option.value)]),
          },
        ];
      }
      return [{ type: element.type, value: 'value' in element ? element.value : '#' }];
    });
  try {
    return strip(parse(message));
  } catch {
    return strip(parse(message, { ignoreTag: true }));
  }
}

describe('the pseudo-locale (ADR 092)', () => {
  it('accents every ASCII letter, so that none is left in a transformed text', () => {
    const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
    expect(accented(letters)).not.toMatch(/[A-Za-z]/);
    expect(new Set(accented(letters)).size).toBe(52);
    expect(accented('Length: 12.5 m²')).toBe('Ļéñĝţĥ: 12.5 ɱ²');
  });

  it('brackets a message and keeps its arguments, plural and select forms and tags', () => {
    expect(pseudoMessage('Length')).toBe('[Ļéñĝţĥ]');
    const plural = pseudoMessage('{count, plural, one {# foot} other {# feet}} to {unit}');
    expect(new IntlMessageFormat(plural, 'en-US').format({ count: 1, unit: 'm' })).toBe('[1 ƒööţ ţö m]');
    expect(new IntlMessageFormat(plural, 'en-US').format({ count: 3, unit: 'm' })).toBe('[3 ƒééţ ţö m]');
    const select = pseudoMessage('{kind, select, metric {Metric} other {Other}}');
    expect(new IntlMessageFormat(select, 'en-US').format({ kind: 'metric' })).toBe('[Ṁéţŕîç]');
    expect(pseudoMessage('please <link>tell us</link>')).toBe('[þļéášé <link>ţéļļ ûš</link>]');
  });

  it('keeps an address or a quoted brace as it was', () => {
    expect(pseudoMessage('Write to hello@unitwise.app')).toBe('[Ŵŕîţé ţö hello@unitwise.app]');
    expect(new IntlMessageFormat(pseudoMessage("It's '{'x'}'"), 'en-US').format()).toBe("[Îţ'š {ẋ}]");
  });

  it('transforms every English message into one of the same structure: arguments, plural and select forms, tags', () => {
    const english = catalogOf(ENGLISH);
    const pseudo = pseudoCatalog(english);
    expect(Object.keys(pseudo)).toEqual(Object.keys(english));
    for (const [key, message] of Object.entries(english)) expect(structureOf(pseudo[key]!), key).toEqual(structureOf(message));
  });

  it('writes address words by the slug rule, each vowel doubled', () => {
    expect(pseudoSlug('cooking/ingredients')).toBe('cooookiing/iingreediieents');
    expect(pseudoSlug('feet-to-meters')).toMatch(SLUG_PATTERN);
  });
});
