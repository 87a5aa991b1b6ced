import { describe, expect, it } from 'vitest';
import { searchIndex } from '../search/search-index.server';
import { evaluate, TOO_LONG } from './evaluate';

/**
 * The evaluator in each language (ADR 091): its refusals in the words of its index's language,
 * numbers read in the language's style, the language's words for "to". The messages are written
 * here as a reader of each language reads them; the values are worked out from the units'
 * definitions (1 mi = 1609.344 m, 1 ft = 0.3048 m, 1 in = 0.0254 m).
 */

const REFUSALS: readonly (readonly [q: string, en: string, es: string, de: string])[] = [
  [
    '5 ft + 3 kg',
    'Cannot add length (5 ft) and weight (3 kg)',
    'No se puede sumar longitud (5 ft) y peso (3 kg)',
    'Länge (5 ft) und Gewicht (3 kg) lassen sich nicht addieren',
  ],
  [
    '5 m - 2 s',
    'Cannot subtract time (2 s) from length (5 m)',
    'No se puede restar tiempo (2 s) de longitud (5 m)',
    'Zeit (2 s) lässt sich nicht von Länge (5 m) abziehen',
  ],
  [
    '5 ft to kg',
    'Cannot convert length (5 ft) to weight (kg)',
    'No se puede convertir longitud (5 ft) a peso (kg)',
    'Länge (5 ft) lässt sich nicht in Gewicht (kg) umrechnen',
  ],
  // A dimension no quantity has is named by its base quantities.
  [
    '2 kg * 3 s to N',
    'Cannot convert mass × time (2 kg × 3 s) to force (N)',
    'No se puede convertir masa × tiempo (2 kg × 3 s) a fuerza (N)',
    'Masse × Zeit (2 kg × 3 s) lässt sich nicht in Kraft (N) umrechnen',
  ],
  [
    '5 kg in feet and inches',
    'Cannot convert weight (5 kg) to length',
    'No se puede convertir peso (5 kg) a longitud',
    'Gewicht (5 kg) lässt sich nicht in Länge umrechnen',
  ],
  ['3 fleeb', 'Unknown unit "fleeb"', 'Unidad desconocida: «fleeb»', 'Unbekannte Einheit: „fleeb“'],
  ['(2 m', 'A bracket is not closed', 'Falta cerrar un paréntesis', 'Eine Klammer ist nicht geschlossen'],
  ['5 m )', 'Unexpected ")"', 'No se esperaba «)»', 'Unerwartet: „)“'],
  ['2 m^0.5', 'length (m) has no power 0.5', 'longitud (m) no tiene potencia 0.5', 'Länge (m) hat keine Potenz 0.5'],
  [
    '2 m ^ (1 m)',
    'A power must be a plain number, not 1 m',
    'Un exponente tiene que ser un número sin unidades, no 1 m',
    'Ein Exponent muss eine reine Zahl sein, nicht 1 m',
  ],
  ['1 m / 0', 'Division by zero', 'División por cero', 'Division durch null'],
  ['1e300 m * 1e300 m', 'The result is too large', 'El resultado es demasiado grande', 'Das Ergebnis ist zu groß'],
  ['5 km to', 'Which unit? Nothing follows "to"', '¿A qué unidad? No hay nada después de «to»', 'In welche Einheit? Nach „to“ folgt nichts'],
  [
    '20 °C + 5 °C',
    'An absolute temperature (20 °C) cannot take part in arithmetic: for a difference of temperatures, use an interval (Δ°C, Δ°F, K)',
    'Una temperatura absoluta (20 °C) no admite operaciones: para una diferencia de temperaturas, use un intervalo (Δ°C, Δ°F, K)',
    'Mit einer absoluten Temperatur (20 °C) lässt sich nicht rechnen: Für einen Temperaturunterschied nehmen Sie ein Intervall (Δ°C, Δ°F, K)',
  ],
  [
    '3 dB + 2',
    'A level (3 dB) is a logarithm and cannot take part in arithmetic here',
    'Un nivel (3 dB) es un logaritmo y aquí no admite operaciones',
    'Ein Pegel (3 dB) ist ein Logarithmus, mit dem sich hier nicht rechnen lässt',
  ],
  [
    '100 °F - 32 °F in °C',
    'A difference of temperatures (100 °F - 32 °F) converts to an interval (Δ°C, Δ°F, K), not to °C',
    'Una diferencia de temperaturas (100 °F - 32 °F) se convierte a un intervalo (Δ°C, Δ°F, K), no a °C',
    'Ein Temperaturunterschied (100 °F - 32 °F) wird in ein Intervall (Δ°C, Δ°F, K) umgerechnet, nicht in °C',
  ],
  [
    '5 m to °C',
    'Only a temperature alone converts to °C, as in "100 °F to °C"',
    'Solo una temperatura sola se convierte a °C, como en «100 °F a °C»',
    'Nur eine Temperatur allein wird in °C umgerechnet, wie in „100 °F in °C“',
  ],
  [
    `${'1 m + '.repeat(40)}1 m`,
    'Too long: an expression has at most 200 characters',
    'Demasiado larga: una expresión tiene como máximo 200 caracteres',
    'Zu lang: Ein Ausdruck hat höchstens 200 Zeichen',
  ],
];

const LANGUAGES = ['en', 'es', 'de'] as const;

describe.each(LANGUAGES.map((code, column) => [code, column] as const))('the evaluator in %s', (code, column) => {
  const index = searchIndex(code);

  it.each(REFUSALS.map((row) => [row[0], row[column + 1]!] as const))('refuses %j in the language’s words', (q, error) => {
    expect(evaluate(q, index)).toMatchObject({ ok: false, error });
  });
});

describe('numbers and words of a language in an expression', () => {
  it.each([
    // 1,5 km = 1500 m; in miles 1500 / 1609.344.
    ['es', '1,5 km en millas', 1500 / 1609.344, 'mi'],
    ['de', '1,5 km in Meilen', 1500 / 1609.344, 'mi'],
    // "1.500" groups thousands where the comma is the decimal sign: 1500 m = 1.5 km.
    ['es', '1.500 m a km', 1.5, 'km'],
    ['de', '1.500 m nach km', 1.5, 'km'],
    // "1,500" in English groups thousands.
    ['en', '1,500 m in km', 1.5, 'km'],
    // 2,5 m × 3 = 7.5 m = 7.5 / 0.3048 ft.
    ['de', '2,5 m * 3 in ft', 7.5 / 0.3048, 'ft'],
    // 5 pies = 5 × 30.48 cm.
    ['es', '5 pies en cm', 152.4, 'cm'],
    // "de" before an ingredient as "of": GNU units' all-purpose flour, 4.25 oz a US cup (1 oz = 28.349523125 g),
    // which the catalog keeps as grams per mL to 4 decimal places of the answer.
    ['es', '2 tazas de harina en g', 2 * 4.25 * 28.349523125, 'g'],
  ])('in %s reads %j', (code, q, value, unit) => {
    const result = evaluate(q, searchIndex(code));
    expect(result).toMatchObject({ ok: true, unit });
    expect(result.ok && result.value).toBeCloseTo(value, 4);
  });

  it('reads numbers in the style it is given: the reader’s es-MX on a Spanish page', () => {
    // es-MX writes 1,500 for fifteen hundred: 1500 m = 1.5 km.
    const mexican = { decimal: '.', group: ',', minus: '-', minimumGroupingDigits: 1 };
    expect(evaluate('1,500 m en km', searchIndex('es'), mexican)).toMatchObject({ ok: true, value: 1.5, unit: 'km' });
  });

  it('asks for the target after the language’s word for "to", unless the word names a unit', () => {
    expect(evaluate('5 km en', searchIndex('es'))).toMatchObject({ ok: false, error: '¿A qué unidad? No hay nada después de «en»' });
    // 5 a (ares) = 500 m².
    expect(evaluate('5 a', searchIndex('es'))).toMatchObject({ ok: true, value: 5, unit: 'a' });
  });

  it('keeps the API’s words English', () => {
    expect(TOO_LONG).toBe('Too long: an expression has at most 200 characters');
  });
});
