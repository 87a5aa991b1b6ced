import { describe, expect, it } from 'vitest';
import { newsletterPostEmail } from '~/services/mail/templates.server';
import { newsletterPostContent } from '~/services/newsletter/post-content.server';
import { useBrowser } from './browser';

/**
 * A newsletter's HTML part on a phone (issue 36, item 6): Chromium at 390 px shows the mail as a
 * mail client would, with its inline styles. Nothing is wider than the screen; tables have borders
 * and padding; code wraps; images are scaled.
 */

const ORIGIN = 'https://units.example.com';
const SITE = { siteName: 'Unitwise', teamName: 'Unitwise Team', publicOrigin: ORIGIN };
const columns = ['Unit', 'Symbol', 'In metres', 'In feet', 'In inches', 'Defined by'];
const row = ['nautical mile', 'nmi', '1852', '6076.115485564304', '72913.38582677165', 'International Hydrographic Conference, 1929'];
const BODY =
  `<h2>Lengths in m²</h2><p>A long table:</p><table><thead><tr>${columns.map((c) => `<th>${c}</th>`).join('')}</tr></thead>` +
  `<tbody><tr>${row.map((c) => `<td>${c}</td>`).join('')}</tr></tbody></table>` +
  `<pre><code>const metresPerNauticalMile = 1852; const feetPerNauticalMile = metresPerNauticalMile / 0.3048; // 6076.115485564304</code></pre>` +
  `<p>The address https://units.example.com/length/nautical-miles-to-feet-and-inches-with-every-step-shown is long.</p>` +
  `<p><img src="/media/0123456789abcdef-1600.png" width="1600" height="900" alt="A chart"></p>`;

describe('a newsletter on a 390 px phone', () => {
  const b = useBrowser({ viewport: { width: 390, height: 844 } });

  it('fits the screen: bordered, padded tables that scroll in their own box, wrapped code, scaled images', async () => {
    const post = await newsletterPostContent({ title: 'Nautical miles', excerpt: null, slug: 'nautical-miles', content: BODY }, ORIGIN);
    const mail = newsletterPostEmail(SITE, post, `${ORIGIN}/newsletter/unsubscribe?token=t`);
    const { page } = b;
    // The image's address is the site's; the test has no site, so it answers with a 1600 × 900 picture's size only.
    await page.route('**/*', (route) => route.fulfill({ status: 404, body: '' }));
    b.allowConsoleErrors();
    await page.setContent(mail.html);
    const measure = await page.evaluate(() => {
      const px = (el: Element, property: string) => parseFloat(getComputedStyle(el).getPropertyValue(property));
      const cell = document.querySelector('td')!;
      const table = document.querySelector('table')!;
      const pre = document.querySelector('pre')!;
      const img = document.querySelector('img')!;
      return {
        pageWidth: document.documentElement.scrollWidth,
        tableBox: table.parentElement!.getBoundingClientRect().right,
        tableScrolls: table.parentElement!.scrollWidth > table.parentElement!.clientWidth,
        border: px(cell, 'border-top-width'),
        padding: px(cell, 'padding-left'),
        preRight: pre.getBoundingClientRect().right,
        preLines: Math.round(pre.getBoundingClientRect().height / px(pre, 'line-height')),
        imgRight: img.getBoundingClientRect().right,
      };
    });
    expect(measure.pageWidth).toBeLessThanOrEqual(390);
    expect(measure.tableBox).toBeLessThanOrEqual(390);
    // Wider than the screen, the table scrolls sideways inside its own box rather than widening the mail.
    expect(measure.tableScrolls).toBe(true);
    expect(measure.border).toBe(1);
    expect(measure.padding).toBeGreaterThanOrEqual(4);
    expect(measure.preRight).toBeLessThanOrEqual(390);
    expect(measure.preLines).toBeGreaterThan(1);
    expect(measure.imgRight).toBeLessThanOrEqual(390);
    // What the heading says keeps its case in the text part too.
    expect(mail.text).toContain('Lengths in m²');
  });
});
