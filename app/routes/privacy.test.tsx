import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ENGLISH, LANGUAGES, type Language } from '~/i18n/languages';
import { TranslatorContext } from '~/i18n/t';
import { translatorOf } from '~/i18n/translator.server';
import { RECENT_LIMIT } from '~/lib/recent';
import Privacy from './privacy';

/** The privacy page's text in a language, as the server renders it (apostrophes and quotes as typed). */
function pageText(language: Language = ENGLISH): string {
  const Stub = createRoutesStub([{ path: '/privacy', Component: Privacy }]);
  const html = renderToString(
    <TranslatorContext.Provider value={translatorOf(language)}>
      <Stub initialEntries={['/privacy']} />
    </TranslatorContext.Provider>,
  );
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, '’')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

describe('the privacy page says what the server and the browser keep', () => {
  const text = pageText();

  it('says how addresses are shortened before they are stored, as sessions store them', () => {
    expect(text).toContain('IP addresses are anonymized: we shorten them before they are stored');
    expect(text).toContain('203.0.113.45 is stored as 203.0.113.0');
    expect(text).toContain('first three groups (its /48 network)');
  });

  it('names what a session record keeps and for how long', () => {
    expect(text).toContain('session record that keeps the shortened IP address');
    expect(text).toContain('user-agent string');
    expect(text).toContain('not used for 7 days expires');
  });

  it('names the recent conversions kept in the browser, beside favorites', () => {
    expect(text).toContain(`your list of favorite converters and your recent conversions (the last ${RECENT_LIMIT} values you converted`);
    expect(text).toContain('are never sent to us');
  });

  it('says how article views are counted without keeping addresses', () => {
    expect(text).toContain('in its memory only, a keyed hash of your address and the article; it is never written to disk');
    expect(text).toContain('bots are not counted');
  });
});

/** The facts every language's policy states, as the numbers and names it must carry. */
describe.each(LANGUAGES.filter((language) => language !== ENGLISH).map((language) => [language.code, language] as const))(
  'the %s privacy policy states the same facts',
  (_code, language) => {
    const text = pageText(language);

    it.each([
      ['the shortened addresses', '203.0.113.45'],
      ['what they are stored as', '203.0.113.0'],
      ['the IPv6 network kept', '/48'],
      ['the recent conversions kept', RECENT_LIMIT],
      ['the idle session lifetime', 7],
      ['the answer time to a request', 30],
      ['the age below which no data is collected', 13],
      ['the support address', 'support@unitwise.example'],
      ['the date of the policy', '2025'],
    ])('names %s (%s)', (_what, fact) => {
      // A count is a number of its own (not a digit of another), with or without spaces around it:
      // Japanese writes 7日間 and 30日以内.
      if (typeof fact === 'number') expect(text).toMatch(new RegExp(`(?<![\\d.,])${fact}(?![\\d.,]\\d)`));
      else expect(text).toContain(fact);
    });

    it('labels the ad boxes with the word the slots show', () => {
      expect(text).toContain(translatorOf(language)('ads.label'));
    });
  },
);
