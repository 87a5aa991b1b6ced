import { describe, expect, it } from 'vitest';
import { renderBody } from '../blog/body.server';
import { newsletterPostContent, postText } from './post-content.server';

/**
 * The plain-text part of a newsletter says what the HTML part says, numbers first: an exponent
 * stays an exponent, an index an index, a unit keeps its case (issue 36, item 5).
 */

// Raised and lowered characters, written out here rather than taken from the code under test.
const RAISED: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '-': '⁻',
};
const LOWERED: Record<string, string> = { '0': '₀', '1': '₁', '2': '₂', '3': '₃', '4': '₄', '5': '₅', '6': '₆', '7': '₇', '8': '₈', '9': '₉' };

describe('the text part of a post', () => {
  it.each([
    ['<p>10<sup>4</sup> square metres make a hectare.</p>', '10⁴ square metres make a hectare.'],
    ['<p>1 nm is 10<sup>-9</sup> m.</p>', '1 nm is 10⁻⁹ m.'],
    ['<p>1 nm is 10<sup>−9</sup> m.</p>', '1 nm is 10⁻⁹ m.'],
    ['<p>Water is H<sub>2</sub>O; sulphuric acid H<sub>2</sub>SO<sub>4</sub>.</p>', 'Water is H₂O; sulphuric acid H₂SO₄.'],
    ['<p>One newton is 1 kg·m/s<sup>2</sup>.</p>', 'One newton is 1 kg·m/s².'],
    ['<p>A room of 12 m² and 30 m³.</p>', 'A room of 12 m² and 30 m³.'],
    // What Unicode cannot raise or lower is written as people type it.
    ['<p>Euler: e<sup>iπ</sup> + 1 = 0, and x<sup>n</sup>.</p>', 'Euler: e^(iπ) + 1 = 0, and x^n.'],
    ['<p>The top speed v<sub>max</sub>, and 2<sup>0.5</sup>.</p>', 'The top speed v_(max), and 2^(0.5).'],
    ['<p>10<sup><em>6</em></sup> joules</p>', '10⁶ joules'],
  ])('writes %s as %j', (html, text) => {
    expect(postText(html)).toBe(text);
  });

  it.each(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])('keeps the case of a unit in an <%s>', (tag) => {
    // Upper-cased, "mm²" would be "MM²": megametres.
    expect(postText(`<${tag}>Areas in mm² and m<sup>2</sup></${tag}>`)).toBe('Areas in mm² and m²');
  });

  it('keeps the case of a table’s header cells and the exponents in its cells', () => {
    const text = postText('<table><tr><th>Unit</th><th>In m²</th></tr><tr><td>1 ha</td><td>10<sup>4</sup></td></tr></table>');
    expect(text.split('\n').map((line) => line.trim())).toEqual(['Unit   In m²', '1 ha   10⁴']);
  });

  it('has every number of the HTML, with its exponent or index', () => {
    const html =
      '<h2>Powers of ten in m²</h2><p>1 km² = 10<sup>6</sup> m², 1 cm² = 10<sup>-4</sup> m², ' +
      'CO<sub>2</sub> at 420 ppm, 6.022 × 10<sup>23</sup> per mol.</p><h4>Small: 10<sup>-12</sup> m</h4>';
    // The HTML read here, independently: scripts written with the characters above, other tags dropped.
    const read = html
      .replace(/<sup>([^<]*)<\/sup>/g, (_m, up: string) => [...up].map((c) => RAISED[c] ?? `^${c}`).join(''))
      .replace(/<sub>([^<]*)<\/sub>/g, (_m, down: string) => [...down].map((c) => LOWERED[c] ?? `_${c}`).join(''))
      .replace(/<[^>]+>/g, ' ');
    // A number with what raises or lowers it right after it; an index after a letter ("CO₂") alone.
    const numbers = (text: string) => text.match(/\d+(?:\.\d+)?[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]*|[₀₁₂₃₄₅₆₇₈₉]+/g);
    expect(numbers(postText(html))).toEqual(numbers(read));
    expect(numbers(read)).toEqual(['1', '10⁶', '1', '10⁻⁴', '₂', '420', '6.022', '10²³', '10⁻¹²']);
  });
});

describe('a Markdown post in the mail (ADR 075)', () => {
  const mail = async (markdown: string) =>
    newsletterPostContent(
      { title: 'Water', excerpt: null, slug: 'water', content: renderBody(markdown, 'markdown').html },
      'https://unitwise.example',
    );

  it('reads its scripts, footnotes and tasks sensibly as text', async () => {
    const { text } = await mail(
      '## Water in m^2^\n\nWater is H~2~O[^w], and so is ice[^w].\n\n- [ ] Boil\n- [x] Freeze\n\n[^w]: Two hydrogen atoms and one oxygen.',
    );
    expect(text).toBe(
      [
        'Water in m²',
        '',
        'Water is H₂O¹, and so is ice¹.',
        '',
        ' * ☐ Boil',
        ' * ☑ Freeze',
        '',
        '',
        'Footnotes',
        '',
        ' 1. Two hydrogen atoms and one oxygen.',
      ].join('\n'),
    );
  });

  it('leaves out the links that work only on the page: headings to themselves, notes back to the text', async () => {
    const { html } = await mail('## Area\n\nSee[^1].\n\n[^1]: A note.');
    expect(html).toContain('<h2 id="user-content-area">Area</h2>');
    expect(html).toContain('<li id="user-content-fn-1">\n<p>A note.</p>\n</li>');
    expect(html).not.toContain('Back to reference');
    // The reference still raises its number.
    expect(html).toContain('<sup><a href="#user-content-fn-1" id="user-content-fnref-1">1</a></sup>');
  });
});
