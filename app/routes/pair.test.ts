import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX, firstThatFits, TITLE_MAX } from '~/domain/converters/pair-meta';
import { allPairs } from '~/domain/converters/pairs';
import { pageIn, unitWords } from '~/i18n/converter-pages.server';
import { ENGLISH, LANGUAGES } from '~/i18n/languages';
import { pairHead } from '~/i18n/pair-head.server';

type Unit = { plural: string; abbr: string };

/** The <title> and description a pair page carries, as its loader makes them for its meta function. */
function headOf(from: Unit, to: Unit, quantityName: string) {
  const words = (unit: Unit) => ({ ...unitWords(ENGLISH, 'q', { ...unit, key: 'a', name: unit.plural } as never), abbr: unit.abbr });
  return pairHead(ENGLISH, words(from), words(to), quantityName, 'Unitwise');
}

describe('pair page titles and descriptions', () => {
  it('fit search results on every pair page of the catalog, naming both units without cutting a word', () => {
    const over: string[] = [];
    let pages = 0;
    for (const { page, from, to, path } of allPairs()) {
      pages++;
      const { title, description } = headOf(from, to, page.name);
      if (title.length > TITLE_MAX) over.push(`${path} title ${title.length}: ${title}`);
      if (description.length > DESCRIPTION_MAX) over.push(`${path} description ${description.length}: ${description}`);
      if (title.includes('…') || description.includes('…')) over.push(`${path} cut: ${title} / ${description}`);
      for (const unit of [from, to]) {
        const named = (text: string) => text.includes(unit.abbr) || text.includes(unit.plural.replace(/\s*\(.*$/, ''));
        if (!named(title) || !named(description)) over.push(`${path} leaves out ${unit.abbr}: ${title} / ${description}`);
      }
    }
    expect(pages).toBeGreaterThan(30_000);
    expect(over).toEqual([]);
  });

  it('keeps the full forms where they fit', () => {
    const { title, description } = headOf({ plural: 'Feet', abbr: 'ft' }, { plural: 'Inches', abbr: 'in' }, 'Length');
    expect(title).toBe('Feet to Inches (ft to in) – Length Converter | Unitwise');
    expect(description).toBe(
      'Convert feet to inches (ft to in) with the exact factor from the unit definitions: the formula, a conversion table and links to every other length pair.',
    );
  });

  it('drops the qualifiers, then falls back to the symbols', () => {
    const btu = { plural: 'BTU (thermochemical) per hour square foot degree Fahrenheit', abbr: 'BTU_th/(h·ft²·°F)' };
    const cal = { plural: 'Calories (thermochemical) per second square centimeter degree Celsius', abbr: 'cal_th/(s·cm²·°C)' };
    expect(headOf(btu, cal, 'Heat Transfer Coefficient').title).toBe('BTU_th/(h·ft²·°F) to cal_th/(s·cm²·°C) | Unitwise');
    // 78 characters in full, 61 without the quantity: the qualifier goes, the symbols stay (56).
    const gpm = { plural: 'Gallons (US) per minute', abbr: 'gal/min' };
    const litersPerSecond = { plural: 'Liters per second', abbr: 'L/s' };
    expect(headOf(gpm, litersPerSecond, 'Flow').title).toBe('Gallons per minute to Liters per second (gal/min to L/s) | Unitwise');
  });

  it.each(LANGUAGES.filter((language) => language !== ENGLISH).map((language) => [language.code, language] as const))(
    '%s: fit search results on a sample of pair pages without cutting a word, naming both units',
    (_code, language) => {
      const over: string[] = [];
      let n = 0;
      for (const { page, from, to, path } of allPairs()) {
        if (n++ % 23 !== 0) continue;
        const words = (unit: typeof from) => ({ ...unitWords(language, page.quantity, unit), abbr: unit.abbr });
        const { title, description } = pairHead(language, words(from), words(to), pageIn(language, page).name, 'Unitwise');
        if (title.length > TITLE_MAX || description.length > DESCRIPTION_MAX) over.push(`${path}: ${title} / ${description}`);
        if (title.includes('…') || description.includes('…')) over.push(`${path} cut: ${title} / ${description}`);
        for (const unit of [from, to])
          if (!title.includes(unit.abbr) && !title.includes(words(unit).inHeading)) over.push(`${path} leaves out ${unit.abbr}`);
      }
      expect(over).toEqual([]);
    },
  );

  it.each([
    [['a b c'], 10, 'a b c'],
    [['a long sentence here', 'short'], 10, 'short'],
    [['one two three four'], 10, 'one two…'],
  ])('firstThatFits(%j, %i) is %j', (texts, max, expected) => {
    expect(firstThatFits(texts, max)).toBe(expected);
  });
});
