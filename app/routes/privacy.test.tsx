import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RECENT_LIMIT } from '~/lib/recent';
import Privacy from './privacy';

/** The privacy page's text, as the server renders it (apostrophes and quotes as typed). */
function pageText(): string {
  const Stub = createRoutesStub([{ path: '/privacy', Component: Privacy }]);
  const html = renderToString(<Stub initialEntries={['/privacy']} />);
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, '’')
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
