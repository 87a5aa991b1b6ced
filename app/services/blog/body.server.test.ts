import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { sanitizePostHtml } from '../sanitize.server';
import { renderBody } from './body.server';

/**
 * Markdown as authors bring it from Ghost and GitHub (issue 36, item 10; ADR 075): each syntax and
 * the HTML a reader gets from it, written out here by hand from GitHub's and Pandoc's rendering, and
 * hostile text in the new syntax still sanitized.
 */

/** What a Markdown body renders to, checking on the way that the sanitizer had nothing of the renderer's to remove and that sanitizing again changes nothing. */
function render(markdown: string): string {
  const { html, removed } = renderBody(markdown, 'markdown');
  expect(removed).toEqual([]);
  expect(sanitizePostHtml(html)).toBe(html);
  return html;
}

/** Every element's name and attributes, read by a parser of our own choosing rather than the sanitizer's. */
function elements(html: string): { name: string; attributes: Record<string, string> }[] {
  const found: { name: string; attributes: Record<string, string> }[] = [];
  const parser = new Parser({ onopentag: (name, attributes) => void found.push({ name, attributes }) });
  parser.write(html);
  parser.end();
  return found;
}

const backLink = (to: string, label: string, mark = '↩') =>
  `<a href="#user-content-fnref-${to}" class="footnote-backref">${mark}<span class="sr-only">Back to reference ${label}</span></a>`;

describe('superscripts and subscripts', () => {
  it.each([
    ['H~2~O', '<p>H<sub>2</sub>O</p>\n'],
    ['x^2^', '<p>x<sup>2</sup></p>\n'],
    ['1 nm = 10^-9^ m', '<p>1 nm = 10<sup>-9</sup> m</p>\n'],
    ['CO~2~ and H~2~SO~4~', '<p>CO<sub>2</sub> and H<sub>2</sub>SO<sub>4</sub></p>\n'],
    // Two tildes are a strikethrough still, beside a subscript.
    ['~~old~~ H~2~O', '<p><del>old</del> H<sub>2</sub>O</p>\n'],
    // One pair of single tildes is never a strikethrough, even around words it cannot lower.
    ['~one two~', '<p>~one two~</p>\n'],
    // A lone caret or tilde is text.
    ['2^10 is about 10^3, ~5 kg', '<p>2^10 is about 10^3, ~5 kg</p>\n'],
    // A space inside is written escaped; Markdown works inside.
    ['e^i\\ π^ and ^*a*^', '<p>e<sup>i π</sup> and <sup><em>a</em></sup></p>\n'],
    ['`x^2^` and `H~2~O`', '<p><code>x^2^</code> and <code>H~2~O</code></p>\n'],
    ['\\^not\\^ and \\~not\\~', '<p>^not^ and ~not~</p>\n'],
  ])('%j', (markdown, html) => {
    expect(render(markdown)).toBe(html);
  });
});

describe('footnotes', () => {
  it('raises a numbered link to the note, and lists the notes last with a link back', () => {
    expect(render('Water[^1] boils.\n\n[^1]: At sea level, H~2~O.')).toBe(
      '<p>Water<sup><a href="#user-content-fn-1" id="user-content-fnref-1">1</a></sup> boils.</p>\n' +
        '<div class="footnotes">\n<h2 class="sr-only">Footnotes</h2>\n<ol>\n' +
        `<li id="user-content-fn-1">\n<p>At sea level, H<sub>2</sub>O. ${backLink('1', '1')}</p>\n</li>\n` +
        '</ol>\n</div>\n',
    );
  });

  it('numbers the notes in the order the text first refers to them, and links back to each reference', () => {
    const html = render('A[^second] B[^first] C[^second]\n\n[^first]: Defined first.\n[^second]: Defined second.');
    expect(html).toContain(
      '<p>A<sup><a href="#user-content-fn-1" id="user-content-fnref-1">1</a></sup>' +
        ' B<sup><a href="#user-content-fn-2" id="user-content-fnref-2">2</a></sup>' +
        ' C<sup><a href="#user-content-fn-1" id="user-content-fnref-1-2">1</a></sup></p>',
    );
    expect(html).toContain(
      `<li id="user-content-fn-1">\n<p>Defined second. ${backLink('1', '1')} ${backLink('1-2', '1-2', '↩<sup>2</sup>')}</p>\n</li>\n` +
        `<li id="user-content-fn-2">\n<p>Defined first. ${backLink('2', '2')}</p>\n</li>\n`,
    );
  });

  it('continues a note over indented lines and paragraphs, and over lines that follow it directly', () => {
    const html = render('Text[^n].\n\n[^n]: First line\nwrapped.\n\n    Second paragraph.\n\nAfter the note.');
    expect(html).toContain(`<li id="user-content-fn-1">\n<p>First line\nwrapped.</p>\n<p>Second paragraph. ${backLink('1', '1')}</p>\n</li>`);
    expect(html).toContain('<p>After the note.</p>');
    expect(html.indexOf('After the note.')).toBeLessThan(html.indexOf('class="footnotes"'));
  });

  it('matches labels whatever their case, leaves a reference to no note as typed and a note nothing refers to out', () => {
    const html = render('See[^Note] and[^missing].\n\n[^note]: Found.\n[^unused]: Never shown.');
    expect(html).toContain('<p>See<sup><a href="#user-content-fn-1" id="user-content-fnref-1">1</a></sup> and[^missing].</p>');
    expect(html).toContain('Found.');
    expect(html).not.toContain('Never shown');
  });

  it('writes no notes section when there are no notes', () => {
    expect(render('Just text, and [^a] no note.')).toBe('<p>Just text, and [^a] no note.</p>\n');
  });
});

describe('task lists', () => {
  it.each([
    [
      '- [ ] Boil\n- [x] Freeze\n- Stir',
      '<ul>\n<li class="task-list-item">☐ Boil</li>\n<li class="task-list-item">☑ Freeze</li>\n<li>Stir</li>\n</ul>\n',
    ],
    ['1. [X] Weigh', '<ol>\n<li class="task-list-item">☑ Weigh</li>\n</ol>\n'],
    [
      '- [ ] Boil\n\n- [x] Freeze',
      '<ul>\n<li class="task-list-item"><p>☐ Boil</p>\n</li>\n<li class="task-list-item"><p>☑ Freeze</p>\n</li>\n</ul>\n',
    ],
  ])('%j', (markdown, html) => {
    expect(render(markdown)).toBe(html);
  });
});

describe('heading anchors', () => {
  it.each([
    ['## Area', '<h2 id="user-content-area"><a href="#user-content-area" class="heading-anchor">Area</a></h2>\n'],
    [
      '# Title\n###### Small',
      '<h1 id="user-content-title"><a href="#user-content-title" class="heading-anchor">Title</a></h1>\n<h6 id="user-content-small"><a href="#user-content-small" class="heading-anchor">Small</a></h6>\n',
    ],
    // The page's own ids (the skip link's #main) cannot be taken.
    ['## Main', '<h2 id="user-content-main"><a href="#user-content-main" class="heading-anchor">Main</a></h2>\n'],
    // Accents dropped, markup and powers read as text.
    [
      '## Crème & **Größe** in m^2^',
      '<h2 id="user-content-creme-grosse-in-m2"><a href="#user-content-creme-grosse-in-m2" class="heading-anchor">Crème &amp; <strong>Größe</strong> in m<sup>2</sup></a></h2>\n',
    ],
    ['### 長さ', '<h3 id="user-content-section"><a href="#user-content-section" class="heading-anchor">長さ</a></h3>\n'],
    // A heading holding a link is not a link itself (no link inside a link).
    ['## See [NIST](https://www.nist.gov)', '<h2 id="user-content-see-nist">See <a href="https://www.nist.gov">NIST</a></h2>\n'],
  ])('%j', (markdown, html) => {
    expect(render(markdown)).toBe(html);
  });

  it('makes ids unique within the body, as GitHub numbers them', () => {
    const ids = elements(render('## Units\n\n## Units\n\n### Units\n\n## Units 1')).flatMap((e) => (e.name.startsWith('h') ? [e.attributes.id] : []));
    expect(ids).toEqual(['user-content-units', 'user-content-units-1', 'user-content-units-2', 'user-content-units-1-1']);
  });

  it('keeps the ids of footnotes from headings', () => {
    const ids = elements(render('## Fn 1\n\nText[^a].\n\n[^a]: Note.')).flatMap((e) => (e.attributes.id ? [e.attributes.id] : []));
    expect(ids).toEqual(['user-content-fn-1-1', 'user-content-fnref-1', 'user-content-fn-1']);
  });

  it("points the body's links to a heading, written for GitHub or Ghost, at the heading", () => {
    const html = render(
      '## Area & volume\n\n## Area & volume\n\n[one](#area--volume), [two](#area-volume-1), [Ghost](#Area-Volume), [elsewhere](#top), [page](/blog#x)',
    );
    expect(html).toContain(
      '<p><a href="#user-content-area-volume">one</a>, <a href="#user-content-area-volume-1">two</a>, <a href="#user-content-area-volume">Ghost</a>, <a href="#top">elsewhere</a>, <a href="/blog#x">page</a></p>',
    );
  });
});

describe('hostile text in the new syntax', () => {
  const scriptless = (html: string) =>
    elements(html).every((e) => e.name !== 'script' && Object.keys(e.attributes).every((a) => !a.startsWith('on')));

  it('sanitizes a footnote holding a script', () => {
    const { html, removed } = renderBody('Text[^x].\n\n[^x]: <script>alert(1)</script>Note.', 'markdown');
    expect(scriptless(html)).toBe(true);
    expect(html).not.toContain('alert');
    expect(removed).toEqual([{ tag: 'script', count: 1, places: [{ line: 3, element: '<script>' }] }]);
  });

  it('keeps markup in a footnote label as text', () => {
    const { html } = renderBody('A[^"><script>alert(1)</script>] b[^x"onclick="alert(1)].\n\n[^x"onclick="alert(1)]: Note.', 'markdown');
    expect(scriptless(html)).toBe(true);
    expect(html).toContain('A[^"&gt;&lt;script&gt;alert(1)&lt;/script&gt;]');
    // The note's ids are its number, whatever its label.
    expect(elements(html).flatMap((e) => (e.attributes.id ? [e.attributes.id] : []))).toEqual(['user-content-fnref-1', 'user-content-fn-1']);
  });

  it('makes a heading that reads like an attribute into text and a slug', () => {
    const { html, removed } = renderBody('## "onmouseover="alert(1)" id="main', 'markdown');
    expect(removed).toEqual([]);
    const heading = elements(html)[0]!;
    expect(heading).toEqual({ name: 'h2', attributes: { id: 'user-content-onmouseover-alert-1-id-main' } });
    expect(scriptless(html)).toBe(true);
  });

  // A script has no space in it, so nothing in one can be a tag with attributes: it is text.
  it.each([
    ['x^<img/src=x/onerror=alert(1)>^', '<p>x<sup>&lt;img/src=x/onerror=alert(1)&gt;</sup></p>\n'],
    ['H~<svg/onload=alert(1)>~O', '<p>H<sub>&lt;svg/onload=alert(1)&gt;</sub>O</p>\n'],
  ])('keeps markup in a script as text: %j', (markdown, html) => {
    expect(render(markdown)).toBe(html);
  });

  it.each([
    ['a script in a heading', '## Units<script>alert(1)</script>', 'h2', { tag: 'script', count: 1, places: [{ line: 1, element: '<script>' }] }],
    ['a script in a task', '- [ ] Boil<script>alert(1)</script>', 'li', { tag: 'script', count: 1, places: [{ line: 1, element: '<script>' }] }],
    [
      'a handler in a footnote',
      'Text[^a].\n\n[^a]: <strong onclick="alert(1)">Note</strong>',
      'strong',
      { tag: 'strong', attribute: 'onclick', count: 1, places: [{ line: 3, element: '<strong onclick="alert(1)">' }] },
    ],
  ])('removes %s and keeps the rest', (_name, markdown, kept, removal) => {
    const rendered = renderBody(markdown, 'markdown');
    expect(scriptless(rendered.html)).toBe(true);
    expect(elements(rendered.html).map((e) => e.name)).toContain(kept);
    expect(rendered.removed).toEqual([removal]);
  });

  it('drops ids of any other shape written as HTML, on notes, links and other elements', () => {
    const { html } = renderBody(
      '<ol><li id="main">a</li><li id="user-content-fn-2">b</li></ol>\n\n<a href="#x" id="cookie">c</a> <a href="#y" id="user-content-fnref-2">d</a> <sup id="user-content-fnref-3">e</sup>',
      'html',
    );
    expect(elements(html).flatMap((e) => (e.attributes.id ? [`${e.name}#${e.attributes.id}`] : []))).toEqual([
      'li#user-content-fn-2',
      'a#user-content-fnref-2',
    ]);
  });
});

describe('what saving will remove, each problem once with where it is', () => {
  it('names a link dropped for its address once, as the link, not also as its href', () => {
    const { removed } = renderBody('<p><a href="javascript:alert(1)">x</a> <a href="/ok">ok</a></p>', 'html');
    expect(removed).toEqual([{ tag: 'a', count: 1, places: [{ line: 1, element: '<a href="javascript:alert(1)">' }] }]);
  });

  it('gives each occurrence its line in the text as typed', () => {
    const { removed } = renderBody('<p onclick="a()">one</p>\n<p>two</p>\n<p onclick="b()">three</p>\n<script>x</script>', 'html');
    expect(removed).toEqual([
      {
        tag: 'p',
        attribute: 'onclick',
        count: 2,
        places: [
          { line: 1, element: '<p onclick="a()">' },
          { line: 3, element: '<p onclick="b()">' },
        ],
      },
      { tag: 'script', count: 1, places: [{ line: 4, element: '<script>' }] },
    ]);
  });

  it('lists an image at an http: address, written in Markdown or in HTML, and removes it', () => {
    const { html, removed } = renderBody(
      'Intro.\n\n![A ruler](http://images.example/ruler.png)\n\nThen <img src="http://images.example/b.png" alt="B">',
      'markdown',
    );
    expect(html).not.toContain('http:');
    expect(removed).toEqual([
      {
        tag: 'img',
        reason: 'http-image',
        count: 2,
        places: [
          { line: 3, element: '<img src="http://images.example/ruler.png" alt="A ruler">' },
          { line: 5, element: '<img src="http://images.example/b.png" alt="B">' },
        ],
      },
    ]);
    expect(renderBody('![A ruler](https://images.example/ruler.png)', 'markdown').removed).toEqual([]);
  });

  it('names an <svg> once, not each shape in it', () => {
    expect(renderBody('<svg><circle onload="x()"/><rect/></svg>', 'html').removed).toEqual([
      { tag: 'svg', count: 1, places: [{ line: 1, element: '<svg>' }] },
    ]);
  });

  it('shortens a long element and says so', () => {
    const { removed } = renderBody(`<p style="${'a'.repeat(200)}">x</p>`, 'html');
    expect(removed[0]?.places[0]?.element).toHaveLength(80);
    expect(removed[0]?.places[0]?.element.endsWith('…')).toBe(true);
  });
});
