import { describe, expect, it } from 'vitest';
import { ENGLISH, LANGUAGES } from '~/i18n/languages';
import { foldWord, readLocalQuery, spelledOut } from './language';
import { localHref } from './links';
import { decideSearch } from '../expression/calculation';
import { evaluate } from '../expression/evaluate';
import { readLocal, resolveQuery, suggest } from './query';
import { searchIndex } from './search-index.server';

/** Reading a query in its language into the grammar the search reads (docs/decisions/088-search-in-each-language.md). */
const language = (code: string) => searchIndex(code).language!;

describe('a query read in its language', () => {
  it.each([
    ['es', '5 pies a metros', '5 pies to metros'],
    ['es', '1,5 km en millas', '1.5 km to millas'],
    ['es', '1.234 km a millas', '1234 km to millas'],
    ['es', 'cuántos gramos son 2 tazas de harina', '2 cups de harina to g'],
    ['es', '¿Cuántos metros hay en 5 pies?', '5 pies to metros'],
    ['es', 'convertir 10 libras a kilos', '10 lb to kg'],
    ['es', 'una taza de azúcar en gramos', '1 cup de azúcar to g'],
    ['es', '12 onzas líquidas a ml', '12 floz to ml'],
    ['es', 'a metros', 'a metros'],
    ['de', 'Wie viel sind 3 Unzen in Gramm', '3 oz in g'],
    ['de', 'Wie viele Gramm sind 2 Tassen Mehl', '2 cups Mehl to g'],
    ['de', '100 Euro nach Dollar', '100 Euro to usd'],
    ['de', '1,5 km in Meilen umrechnen', '1.5 km in Meilen'],
    ['de', '1 EL Honig', '1 tbsp Honig'],
    ['de', 'ein Fuß in Meter', '1 Fuß in Meter'],
    // An elided word of the language's lists, with either apostrophe: "combien d’", "d’" before an ingredient.
    ['fr', 'combien d’onces dans une livre', '1 lb to oz'],
    ['fr', "combien d'onces dans une livre", '1 lb to oz'],
    ['fr', '2 tasses d’eau en grammes', '2 cups d’eau to g'],
  ])('%s: %j → %j', (code, query, text) => {
    expect(readLocalQuery(query, language(code)).text).toBe(text);
  });

  it('reads "de" as "of" for the cooking search, folded as ingredient names are compared', () => {
    expect(readLocalQuery('2 tazas de harina en gramos', language('es')).cooking).toBe('2 cups of harina to g');
  });

  it.each([
    ['2 tasses d’eau en grammes', 'eau?v=2&from=cup&to=g&sys=metric'],
    ["2 tasses d'eau", 'eau?v=2&from=cup&to=g&sys=metric'],
    ['3 c. à soupe d’huile d’olive en grammes', 'huile-d-olive?v=3&from=tbsp&to=g&sys=metric'],
  ])('reads an elided "d’" as "of" before the ingredient: %j', (query, href) => {
    expect(resolveQuery(query, searchIndex('fr'))).toEqual({ kind: 'go', href: `/cooking/ingredients/${href}` });
  });

  it.each([
    ['fr', '2 tasses de farine de riz', '2 cups of farine de riz'],
    ['es', '2 tazas de harina de trigo en gramos', '2 cups of harina de trigo to g'],
    ['pt', 'farinha de trigo', 'farinha de trigo'],
  ])('%s: reads only the of-word after the unit as "of": %j → %j', (code, query, cooking) => {
    expect(readLocalQuery(query, language(code)).cooking).toBe(cooking);
  });

  it.each([
    ['fr', 'farine de riz', '/cooking/ingredients/farine-de-riz'],
    ['fr', 'lait de coco', '/cooking/ingredients/lait-de-coco-en-conserve'],
    ['es', 'harina de trigo', '/cooking/ingredients/harina-de-trigo-comun'],
    ['es', 'aceite de oliva', '/cooking/ingredients/aceite-de-oliva'],
    ['pt', 'farinha de trigo', '/cooking/ingredients/farinha-de-trigo'],
    ['fr', '2 tasses de farine de riz', '/cooking/ingredients/farine-de-riz?v=2&from=cup&to=g&sys=metric'],
    ['pt', '2 xícaras de farinha de trigo em gramas', '/cooking/ingredients/farinha-de-trigo?v=2&from=cup&to=g&sys=us-label'],
  ])('%s: finds an ingredient whose name has an of-word: %j', (code, query, href) => {
    expect(resolveQuery(query, searchIndex(code))).toEqual({ kind: 'go', href });
  });

  it('answers an amount of such an ingredient in the language’s cup, not as a calculation', () => {
    // USDA SR28 #20061, rice flour: 158 g a US cup; 2 metric cups = 2 × 250 × 158 / 236.5882365 = 333.91 g.
    expect(decideSearch('2 tasses de farine de riz', searchIndex('fr')).suggestions[0]).toMatchObject({
      kind: 'answer',
      label: '2 tasses (farine de riz) = 333,9 grammes',
    });
  });

  it.each([
    ['fr', 'une recette', 'une recette'],
    ['pt', 'uma receita', 'uma receita'],
    ['de', 'ein Rezept', 'ein Rezept'],
    ['fr', 'un pied en mètres', '1 pied to mètres'],
    ['fr', 'une tasse de sucre en grammes', '1 cup de sucre to g'],
    ['pt', 'um pé em metros', '1 pé to metros'],
    ['es', 'una taza de azúcar en gramos', '1 cup de azúcar to g'],
    ['de', 'ein Fuß in Meter', '1 Fuß in Meter'],
  ])('%s: reads a number word as a number only before a unit: %j → %j', (code, query, text) => {
    expect(readLocal(query, searchIndex(code)).text).toBe(text);
  });

  it('opens the page a number word begins the name of: "une recette"', () => {
    expect(resolveQuery('une recette', searchIndex('fr'))).toEqual({ kind: 'go', href: '/cooking/recipe' });
  });

  it.each([
    ['fr', '1 234 km en miles', '1234 km to miles'],
    ['fr', '1\u00a0234 km en miles', '1234 km to miles'],
    ['fr', '1\u202f234,5 m en pieds', '1234.5 m to pieds'],
    ['fr', '12 345 678 g en livres', '12345678 g to lb'],
    // Groups of other than three digits are no grouped number.
    ['fr', '1 23 m en pieds', '1 23 m to pieds'],
    ['fr', '1 2345 m en pieds', '1 2345 m to pieds'],
    // Portuguese groups with a dot: a space is no group sign there.
    ['pt', '1 234 km para milhas', '1 234 km to milhas'],
  ])('%s: reads a number grouped by spaces where the language groups so: %j → %j', (code, query, text) => {
    expect(readLocalQuery(query, language(code)).text).toBe(text);
  });

  it('converts a number grouped by spaces as French readers type it', () => {
    // GNU units: units -t '1234.5 m' ft → 4050.1969.
    expect(suggest('1\u202f234,5 m en pieds', searchIndex('fr'), 8)[0]).toMatchObject({
      kind: 'answer',
      label: '1\u202f234,5 m = 4\u202f050,1969 ft',
      href: '/fr/longueur/metres-en-pieds?v=1234.5',
    });
    expect(resolveQuery('1 234 km en miles', searchIndex('fr'))).toEqual({ kind: 'go', href: '/fr/longueur/kilometres-en-miles?v=1234' });
  });

  it('leaves English queries to the English search', () => {
    expect(readLocalQuery('5 ft 11 in to cm', undefined)).toEqual({ text: '5 ft 11 in to cm', cooking: '5 ft 11 in to cm' });
  });

  it.each([
    ['Cúbicos', 'cubicos'],
    ['Fuß', 'fuss'],
    ['Länge', 'lange'],
    // The voiced mark of ド is the letter's own: ドル (dollar) is no トル (torr).
    ['ドル', 'ドル'],
    ['トル', 'トル'],
    ['ガロン'.normalize('NFD'), 'ガロン'],
    ['Кубический', 'кубический'],
  ])('folds %j as %j', (word, folded) => expect(foldWord(word)).toBe(folded));

  it('spells umlauts out as German is typed without them', () => expect(spelledOut('Länge')).toBe('laenge'));
});

describe.each(LANGUAGES.filter((l) => l !== ENGLISH).map((l) => [l.code] as const))('the %s index', (code) => {
  const index = searchIndex(code);
  const english = searchIndex(ENGLISH.code);

  it('names every page that is no converter in the language, and every quantity page it has words for', () => {
    // English's pages, then the ones its words find besides (English's index is at its budget).
    expect(index.links.map((link) => link.href)).toEqual([...english.links.map((link) => link.href), '/cooking/ingredients', '/cooking/recipe']);
    for (const [i, link] of english.links.entries()) expect(index.links[i]!.label, link.href).not.toBe(link.label);
    for (const page of ['length', 'weight', 'volume', 'temperature', 'currency']) expect(index.pageNames?.[page], page).toBeTruthy();
  });

  it('opens its answers at the language’s addresses', () => {
    const prefix = `/${code}/`;
    expect(localHref('/mortgage', index.addresses)).toMatch(new RegExp(`^${prefix}`));
    expect(localHref('/length/feet-to-inches?v=2', index.addresses)).toMatch(new RegExp(`^${prefix}.+\\?v=2$`));
    expect(localHref('/cooking/ingredients/honey?v=1&from=tbsp&to=g', index.addresses)).toMatch(new RegExp(`^${prefix}.+\\?v=1&from=tbsp&to=g$`));
    expect(localHref('https://example.com/', index.addresses)).toBe('https://example.com/');
  });

  it('prefers its region’s units for a lone unit (CLDR unit preferences)', () => {
    expect(index.preferred?.length).toEqual(['km', 'm', 'cm']);
    expect(index.preferred?.temperature).toEqual(['C']);
  });
});

describe('what the search says where it cannot convert, in the language', () => {
  it.each([
    ['es', '5 pies a gramos', 'Pies (Longitud) no se pueden convertir en gramos (Peso): miden magnitudes distintas.'],
    ['de', '5 Fuß in Gramm', 'Fuß (Länge) lassen sich nicht in Gramm (Gewicht) umrechnen: Sie messen verschiedene Größen.'],
    ['de', 'Bitcoin in Euro', /^Bitcoin ist nicht verfügbar/],
  ])('%s: %j', (code, query, note) => {
    const answer = resolveQuery(query, searchIndex(code));
    expect(answer.kind).toBe('none');
    expect(answer.kind === 'none' && answer.note).toMatch(note);
  });
});

describe('units and compound targets named as the language writes them', () => {
  // A unit's name and symbol by the message converter.unitLabel (full-width parentheses beside
  // Japanese words, content/i18n/ja/glossary.md), its name by the language's units.json.
  it.each([
    ['ja', 'マイル', 'マイル（mi）'],
    ['ja', 'ヤード', 'ヤード（yd）'],
    ['es', 'milla', 'milla (mi)'],
    ['en', 'yard', 'Yard (yd)'],
    // A name that is its own symbol is written once, not "尺（尺）".
    ['ja', '尺', '尺'],
  ])('%s: %j suggests the unit as %j', (code, query, label) => {
    expect(suggest(query, searchIndex(code)).filter((s) => s.kind === 'unit')[0]?.label).toBe(label);
  });

  // The pair's pattern (search.pair) with the converter menu's name of the compound (converter.compound.*).
  it.each([
    ['en', '170 cm to feet and inches', 'Centimeters to feet and inches · Length'],
    ['es', '170 cm a ft in', 'centímetros a pies y pulgadas · Longitud'],
    ['de', '170 cm in ft in', 'Zentimeter in Fuß und Zoll · Länge'],
    ['ja', '170cmをft inに', 'センチメートルからフィートとインチ · 長さ'],
  ])('%s: %j answers in feet and inches, named in the language', (code, query, detail) => {
    // 170 cm = 66.929 in = 5 ft 6.929 in, shown to the sixteenth: 6 15/16.
    expect(suggest(query, searchIndex(code))[0]).toMatchObject({ kind: 'answer', label: '170 cm = 5 ft 6 15/16 in', detail });
  });

  it('suggests units in the language for a word the calculation does not know', () => {
    const result = evaluate('5 ヤー', searchIndex('ja'));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.suggestions).toContain('ヤード（yd）');
  });
});

describe('a holiday in the language’s words (its own list of holidays)', () => {
  const now = new Date(2026, 10, 25);
  it.each([
    ['es', 'navidad', 'Cuenta atrás: Navidad', '25 de diciembre de 2026', '/countdown?date=2026-12-25T00:00'],
    ['es', 'cuántos días faltan para reyes', 'Cuenta atrás: Día de Reyes', '6 de enero de 2027', '/countdown?date=2027-01-06T00:00'],
    // Easter 2027 is on 28 March (Gregorian computus).
    ['es', 'pascua', 'Cuenta atrás: Domingo de Resurrección', '28 de marzo de 2027', '/countdown?date=2027-03-28T00:00'],
    ['de', 'Weihnachten', 'Countdown: Erster Weihnachtstag', '25. Dezember 2026', '/countdown?date=2026-12-25T00:00'],
    ['de', 'wie lange noch bis Silvester', 'Countdown: Silvester', '31. Dezember 2026', '/countdown?date=2026-12-31T00:00'],
    // Christi Himmelfahrt is Easter + 39 days: 6 May 2027.
    ['de', 'Vatertag', 'Countdown: Christi Himmelfahrt', '6. Mai 2027', '/countdown?date=2027-05-06T00:00'],
    // The equinoxes' days in Japan, as the Cabinet Office published them for 2027: 21 March, 23 September.
    ['ja', '春分', '春分の日までのカウントダウン', '2027年3月21日', '/countdown?date=2027-03-21T00:00'],
    ['ja', '秋分の日', '秋分の日までのカウントダウン', '2027年9月23日', '/countdown?date=2027-09-23T00:00'],
  ])('%s: %j → %s, %s', (code, query, label, detail, href) => {
    expect(suggest(query, searchIndex(code), 8, { now })[0]).toEqual({ kind: 'page', label, detail, href });
  });
});

describe('a calculation with the language’s words for operators', () => {
  it.each([
    // "por" multiplies before a number, divides before a unit, and stays a word inside a unit's name.
    ['es', '5 por 3', 15, ''],
    ['es', '5 m por 3 m', 15, 'm²'],
    ['es', '2 por (3 m)', 6, 'm'],
    ['es', '60 km por hora', 60 / 3.6, 'm/s'],
    ['es', '36 kilómetros por hora a metros por segundo', 10, 'm/s'],
    ['es', '10 m dividido entre 4', 2.5, 'm'],
    ['es', '2 m más 30 cm', 2.3, 'm'],
    ['de', '3 mal 4 m', 12, 'm'],
    ['de', '72 km pro Stunde', 20, 'm/s'],
    ['de', '10 m geteilt durch 4 s', 2.5, 'm/s'],
  ])('%s: %j = %d %s', (code, query, value, unit) => {
    const result = evaluate(query, searchIndex(code));
    expect(result.ok && { value: result.value, unit: result.unit }).toEqual({ value: expect.closeTo(value, 12), unit });
  });

  it('leaves the words of a unit’s name as they are: "por ciento IACS" is the unit, not "/ ciento"', () => {
    const result = evaluate('50 por ciento IACS', searchIndex('es'));
    expect(result.ok && result.readAs).toBe('50 %IACS');
  });

  it('suggests a calculation with its numbers in the language’s style', () => {
    // 60 km/h = 60,000 m / 3,600 s = 16.666… m/s, shown to four decimals.
    expect(decideSearch('60 km por hora', searchIndex('es')).suggestions[0]).toMatchObject({ kind: 'answer', label: '60 km/h = 16,6667 m/s' });
    expect(decideSearch('2,5 m mal 4', searchIndex('de')).suggestions[0]).toMatchObject({ kind: 'answer', label: '2,5 m × 4 = 10 m' });
    expect(decideSearch('2.5 m times 4', searchIndex(ENGLISH.code)).suggestions[0]).toMatchObject({ kind: 'answer', label: '2.5 m × 4 = 10 m' });
    // The reading as typed; the answer grouped as the language's pages group (CLDR): Spanish from five digits, German from four.
    expect(decideSearch('2000 m por 3', searchIndex('es')).suggestions[0]).toMatchObject({ kind: 'answer', label: '2000 m × 3 = 6000 m' });
    expect(decideSearch('2000 m mal 3', searchIndex('de')).suggestions[0]).toMatchObject({ kind: 'answer', label: '2000 m × 3 = 6.000 m' });
  });

  it('suggests a conversion grouped as the language’s pages group its numbers', () => {
    // 5000 ft × 0.3048 m/ft = 1524 m exactly.
    expect(suggest('5000 pies a metros', searchIndex('es'), 8)[0]).toMatchObject({ label: '5000 ft = 1524 m' });
    expect(suggest('5000 Fuß in Meter', searchIndex('de'), 8)[0]).toMatchObject({ label: '5.000 ft = 1.524 m' });
  });

  it('reads English’s words in English only: "por" is no operator there', () => {
    expect(evaluate('5 m por 3 m', searchIndex(ENGLISH.code)).ok).toBe(false);
  });
});

describe('a calculation in a language written without spaces: Japanese', () => {
  // Cut into words as the search cuts them, "A を B に", "A を B で", "AはB" and "Aは何B" read as
  // "A to B", full-width forms as ASCII. The reference values are GNU units' (the command beside
  // each, `units -t -d 15`), compared to the 12 significant digits it prints of them.
  it.each([
    // units -t -d 15 '1.5 km' mi → 0.932056788356001 (the page's own placeholder)
    ['1.5 km を mi に', 0.932056788356001, 'mi'],
    ['1.5kmをマイルに', 0.932056788356001, 'mi'],
    ['１．５ｋｍをマイルに', 0.932056788356001, 'mi'],
    ['1.5キロメートルはマイル', 0.932056788356001, 'mi'],
    ['1.5kmをマイルに換算', 0.932056788356001, 'mi'],
    // units -t -d 15 '5 ft' m → 1.524
    ['5フィートをメートルに', 1.524, 'm'],
    ['5フィートは何メートル', 1.524, 'm'],
    // units -t -d 15 '1.5 km + 300 m' m → 1800
    ['1.5 km + 300 m を m に', 1800, 'm'],
    // units -t -d 15 '1.5 km + 300 m' ft → 5905.51181102362
    ['1.5km+300mをフィートで', 5905.51181102362, 'ft'],
    // units -t -d 15 '60 km/hr' m/s → 16.6666666666667
    ['60 km 毎時', 16.6666666666667, 'm/s'],
    ['60km毎時をm/sに', 16.6666666666667, 'm/s'],
    // units -t -d 15 '10 liter/min' liter/hr → 600
    ['10リットル毎分をL/hに', 600, 'L/h'],
    // units -t -d 15 '5 m * 3 m' m^2 → 15
    ['5mかける3m', 15, 'm²'],
    // units -t -d 15 '10 m / 4' m → 2.5
    ['10m割る4', 2.5, 'm'],
    // units -t -d 15 '2 m + 30 cm' m → 2.3
    ['2m足す30cm', 2.3, 'm'],
    // units -t -d 15 '90 min' hr → 1.5
    ['90分は何時間', 1.5, 'h'],
    // units -t -d 15 '20 tsubo' m^2 → 66.1157024793389
    ['20坪を平米に', 66.1157024793389, 'm²'],
    // units -t -d 15 '5 micron' nm → 5000
    ['5µmをnmに', 5000, 'nm'],
  ])('%j = %d %s', (query, value, unit) => {
    const result = evaluate(query, searchIndex('ja'));
    expect(result.ok && result.unit).toBe(unit);
    expect(result.ok && Math.abs(result.value - value)).toBeLessThanOrEqual(1e-12 * value);
  });

  it.each([
    ['3ふれーぶ', '不明な単位：「ふれーぶ」'],
    ['1.5 km を fleeb に', '不明な単位：「fleeb」'],
    ['5フィート足す3キログラム', '長さ（5 ft）と重さ（3 kg）は足せません'],
    ['5フィートをキログラムに', '長さ（5 ft）を重さ（kg）に換算することはできません'],
    ['5 km を', 'どの単位に換算しますか？「を」のあとに何もありません'],
    ['１０ｍ割る０', '0で割ることはできません'],
  ])('refuses %j: %s', (query, error) => {
    expect(evaluate(query, searchIndex('ja'))).toMatchObject({ ok: false, error });
  });
});
