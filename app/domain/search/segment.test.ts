import { describe, expect, it } from 'vitest';
import { decideSearch } from '../expression/calculation';
import { foldWord } from './language';
import { readLocal, resolveQuery } from './query';
import { searchIndex } from './search-index.server';
import { lexiconOf, segmentWords, spacedQuery } from './segment';
import { prepare } from './terms';
import type { WireIngredient } from '../cooking/wire';
import type { SearchIndex } from './types';

/**
 * A query of a language written without spaces, cut into the index's words before it is read
 * (docs/decisions/095-japanese-addresses-and-input.md, item 5). The index is a fixture: the Spanish
 * one with a few units named in Japanese and words of a language written without spaces, so the
 * engine is tested without a Japanese row in the languages table.
 */
const NAMES: Record<string, Record<string, string>> = {
  length: { m: 'メートル', km: 'キロメートル', cm: 'センチメートル', mi: 'マイル', ft: 'フィート', in: 'インチ' },
  weight: { g: 'グラム', kg: 'キログラム' },
  currency: { USD: '米ドル', JPY: '円' },
  speed: { kmh: 'キロメートル毎時', mph: 'マイル毎時' },
};

function fixture(): SearchIndex {
  const es = searchIndex('es');
  const names = Object.fromEntries(
    Object.entries(es.names!).map(([quantity, list]) => [
      quantity,
      list.map((name, i) => NAMES[quantity]?.[es.quantities[quantity]![i]![0]] ?? name),
    ]),
  );
  const [flour, ...ingredients] = es.ingredients! as [WireIngredient, ...WireIngredient[]];
  return {
    ...es,
    names,
    unitWords: { ...es.unitWords, ドル: ['currency:USD'] },
    pageWords: { ...es.pageWords, 長さ: 'length' },
    ingredients: [[flour[0], '薄力粉', `${flour[2]}|小麦粉`, ...flour.slice(3)] as WireIngredient, ...ingredients],
    language: {
      ...es.language!,
      code: 'xx',
      spaces: false,
      // Folded as the index builder folds them (language-data.server.ts): で → て, カップ → カッフ.
      connectors: ['を', 'から', 'で', 'は', 'は 何'].map(foldWord),
      howMany: [],
      howManyJoin: [],
      startFillers: [],
      endFillers: ['に', 'に変換', 'で いくら', 'いくら'].map(foldWord),
      of: ['の'],
      numbers: {},
      words: Object.fromEntries(Object.entries({ カップ: 'cups', 大さじ: 'tbsp', グラム: 'g' }).map(([word, english]) => [foldWord(word), english])),
      operators: {},
    },
  };
}

const index = fixture();
const lexicon = lexiconOf(prepare(index));

describe('a query written without spaces', () => {
  it.each([
    ['5フィートをメートルに', ['5', 'フィート', 'を', 'メートル', 'に'], '5 フィート to メートル'],
    // Full-width digits and letters, as a Japanese keyboard types them, read as ASCII.
    ['５ｋｍをマイルに', ['5', 'km', 'を', 'マイル', 'に'], '5 km to マイル'],
    ['５　ｋｍをマイルに', ['5', 'km', 'を', 'マイル', 'に'], '5 km to マイル'],
    ['100ドルは何円', ['100', 'ドル', 'は', '何', '円'], '100 ドル to 円'],
    ['100ドルは円でいくら', ['100', 'ドル', 'は', '円', 'で', 'いくら'], '100 ドル to 円'],
    ['2カップの小麦粉は何グラム', ['2', 'カップ', 'の', '小麦粉', 'は', '何', 'グラム'], '2 cups の 小麦粉 to g'],
    // The longest word: a compound name is one word, not キロメートル and 毎時.
    ['60キロメートル毎時をマイル毎時に変換', ['60', 'キロメートル毎時', 'を', 'マイル毎時', 'に変換'], '60 キロメートル毎時 to マイル毎時'],
    // Digits and Latin letters kept whole as typed; English queries as they are.
    ['5ftをmに', ['5', 'ft', 'を', 'm', 'に'], '5 ft to m'],
    ['1e3mをフィートに', ['1e3m', 'を', 'フィート', 'に'], '1e3m to フィート'],
    ['100gの小麦粉', ['100', 'g', 'の', '小麦粉'], '100 g の 小麦粉'],
    ['1.5 km to mi', ['1.5', 'km', 'to', 'mi'], '1.5 km to mi'],
    ['10km/hをマイル毎時に', ['10', 'km/h', 'を', 'マイル毎時', 'に'], '10 km/h to マイル毎時'],
    // Letters no word begins with stay one word; punctuation of the script is no word.
    ['3ほげほげをメートルに。', ['3', 'ほげほげ', 'を', 'メートル', 'に'], '3 ほげほげ to メートル'],
    // Half-width katakana folded.
    ['5ﾌｨｰﾄをﾒｰﾄﾙに', ['5', 'フィート', 'を', 'メートル', 'に'], '5 フィート to メートル'],
    ['長さ', ['長さ'], '長さ'],
  ])('%j → %j → %j', (query, words, text) => {
    expect(segmentWords(query, lexicon)).toEqual(words);
    expect(readLocal(query, index).text).toBe(text);
  });

  it('reads the of-word after an amount and its unit as "of" for the cooking search', () => {
    expect(readLocal('2カップの小麦粉は何グラム', index).cooking).toBe('2 cups of 小麦粉 to g');
  });

  it.each([
    ['5フィートをメートルに', '5 ft to m'],
    ['５ｋｍをマイルに', '5 km to mi'],
    ['100ドルは何円', '100 usd to jpy'],
    ['60キロメートル毎時をマイル毎時に', '60 km/h to mph'],
    ['5ftをmに', '5 ft to m'],
  ])('answers %j as %j', (query, english) => {
    const answer = resolveQuery(query, index);
    expect(answer.kind).toBe('go');
    expect(answer).toEqual(resolveQuery(english, index));
  });

  it.each(['5フィートをメートルに', '５ｋｍをマイルに', '100ドルは円でいくら', '2カップの小麦粉は何グラム'])(
    'decides %j as the site does (the search with calculations), at an answer',
    (query) => {
      const { answer, suggestions } = decideSearch(query, index);
      expect(answer.kind).toBe('go');
      expect(suggestions[0]?.href).toBe(answer.kind === 'go' ? answer.href : '');
    },
  );

  it('answers a cooking question at the ingredient', () => {
    expect(resolveQuery('2カップの小麦粉は何グラム', index)).toEqual({
      kind: 'go',
      href: `/cooking/ingredients/${index.ingredients![0]![0]}?v=2&from=cup&to=g&sys=metric`,
    });
  });

  it.each([
    // A number typed against its unit, then the of-word: 100 g of the ingredient.
    ['100gの小麦粉をカップに', 'v=100&from=g&to=cup'],
    // Recipes' order: the ingredient first, the spoon before its amount.
    ['小麦粉大さじ2は何グラム', 'v=2&from=tbsp&to=g'],
    ['小麦粉2カップは何グラム', 'v=2&from=cup&to=g'],
  ])('answers %j at the ingredient', (query, params) => {
    expect(resolveQuery(query, index)).toEqual({ kind: 'go', href: `/cooking/ingredients/${index.ingredients![0]![0]}?${params}&sys=metric` });
  });

  it('opens a page named alone', () => expect(resolveQuery('長さ', index)).toEqual({ kind: 'go', href: '/length' }));

  it('leaves a language written with spaces as it is', () => {
    const es = prepare(searchIndex('es'));
    expect(spacedQuery('5フィートをメートルに', es)).toBe('5フィートをメートルに');
    expect(spacedQuery('5 pies a metros', es)).toBe('5 pies a metros');
  });

  describe('with numerals in the language’s words (amounts.ts)', () => {
    // The fixture's language with a few numerals, as a search.yaml would list them: no Japanese row needed.
    const withNumerals: SearchIndex = {
      ...index,
      language: {
        ...index.language!,
        numerals: { digits: { 二: 2, 三: 3, 五: 5 }, places: { 十: 10, 千: 1000 }, groups: { 万: 10000 }, alone: ['千'] },
      },
    };
    const numeralLexicon = lexiconOf(prepare(withNumerals));

    it.each([
      // Digits and the numeral's words together, whatever follows.
      ['2万5千円を米ドルに', ['2万5千', '円', 'を', '米ドル', 'に'], '25000 円 to 米ドル'],
      ['1.5万kmをマイルに', ['1.5万', 'km', 'を', 'マイル', 'に'], '15000 km to マイル'],
      // In words alone before a unit; one word of them before a unit's name of two characters or more.
      ['三千メートル', ['三千', 'メートル'], '3000 メートル'],
      ['千円', ['千', '円'], '1000 円'],
      ['三メートル', ['三', 'メートル'], '3 メートル'],
      // Not where no unit follows, nor one word before a unit of one character.
      ['三千ほげ', ['三千ほげ'], '三千ほげ'],
      ['十円', ['十', '円'], '十 円'],
    ])('%j → %j → %j', (query, words, text) => {
      expect(segmentWords(query, numeralLexicon)).toEqual(words);
      expect(readLocal(query, withNumerals).text).toBe(text);
    });
  });

  it('holds only words with letters to cut', () => {
    expect(lexicon.words.has('フィート')).toBe(true);
    expect(lexicon.words.has('feet')).toBe(false);
    expect(lexicon.longest).toBeLessThan(40);
  });
});
