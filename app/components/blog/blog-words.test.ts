import { describe, expect, it } from 'vitest';
import { relativeTime } from '~/domain/posts';
import { ENGLISH, languageByCode } from '~/i18n/languages';
import { translatorOf } from '~/i18n/translator.server';
import { ageText, articlesText, viewsText } from './blog-words';
import { blogWords } from './blog-words.server';

const english = blogWords(translatorOf(ENGLISH));
const MINUTE = 60_000;
const DAY = 1440 * MINUTE;

describe('a post’s age in the cards’ words', () => {
  // Across the whole range of units, and across March and October (daylight saving time where the tests run).
  const now = Date.UTC(2026, 10, 29, 12);
  const ages = [
    0,
    30_000,
    MINUTE,
    59 * MINUTE,
    60 * MINUTE,
    23 * 60 * MINUTE,
    DAY,
    29 * DAY,
    30 * DAY,
    200 * DAY,
    359 * DAY,
    365 * DAY,
    800 * DAY,
    3 * 365 * DAY + 5 * DAY,
  ];
  it.each(ages)('reads an age of %i ms in English as relativeTime does', (age) => {
    expect(ageText(english, now - age, now)).toBe(relativeTime(now - age, now));
  });

  it.each([
    ['es', 2 * DAY, 'hace 2 días'],
    ['es', 1 * DAY, 'hace 1 día'],
    ['de', 3 * 30 * DAY + DAY, 'vor 3 Monaten'],
    ['de', 30_000, 'vor weniger als einer Minute'],
  ] as const)('words it in %s: %i ms is "%s"', (code, age, text) => {
    expect(ageText(blogWords(translatorOf(languageByCode(code)!)), now - age, now)).toBe(text);
  });
});

describe('counts in the cards’ words', () => {
  it.each([
    ['en', 1, '1 view', '1 article'],
    ['en', 12345, '12,345 views', '12,345 articles'],
    ['es', 1234, '1234 lecturas', '1234 artículos'],
    ['es', 12345, '12.345 lecturas', '12.345 artículos'],
    ['de', 2, '2 Aufrufe', '2 Artikel'],
  ] as const)('%s writes %i as "%s" and "%s"', (code, n, views, articles) => {
    const words = blogWords(translatorOf(languageByCode(code)!));
    expect(viewsText(words, n)).toBe(views);
    expect(articlesText(words, n)).toBe(articles);
  });
});
