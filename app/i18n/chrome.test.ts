import { describe, expect, it } from 'vitest';
import { chromeFromMatches } from './chrome';
import { chromeOf } from './chrome.server';
import { ENGLISH } from './languages';

describe('the frame without root data (a 405 page)', () => {
  it('has the words and links of the English frame', () => {
    const fallback = chromeFromMatches([]);
    const { words, search, mainLinks, calculatorLinks, informationLinks, notFound, paths } = chromeOf(ENGLISH, '/', {
      siteName: 'Unitwise',
      year: 2026,
    });
    expect(fallback.lang).toBe('en');
    expect(fallback.paths).toEqual(paths);
    expect({ ...fallback.words, rights: words.rights }).toEqual(words);
    expect({ ...fallback.search, count: search.count }).toEqual(search);
    expect(fallback.notFound).toEqual(notFound);
    expect([fallback.mainLinks, fallback.calculatorLinks, fallback.informationLinks]).toEqual([mainLinks, calculatorLinks, informationLinks]);
    // The footer's information links, which the fallback's own copy of the lists had lost two of.
    expect(fallback.informationLinks.map((link) => link.to)).toEqual(['/about', '/contact', '/privacy', '/terms', '/blog', '/sitemap']);
  });
});
