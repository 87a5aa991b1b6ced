import { describe, expect, it } from 'vitest';
import {
  isPublicAt,
  authorName,
  categoryCounts,
  chooseFeatured,
  estimateReadingMinutes,
  filterPosts,
  isHttpUrl,
  nextPublishedAt,
  plainText,
  postSummary,
  relativeTime,
  slugify,
} from './posts';

describe('slugify', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['  Metric vs. Imperial: A Guide!  ', 'metric-vs-imperial-a-guide'],
    ['Feet -- to -- Meters', 'feet-to-meters'],
    ['Crème Brûlée', 'creme-brulee'],
    ['Über Größe', 'uber-grosse'],
    ['Œuvre & Æther, Ørsted, Łódź', 'oeuvre-aether-orsted-lodz'],
    ['1 m² = 10.764 ft²', '1-m2-10-764-ft2'],
    ['C++ & C#', 'c-c'],
    ['already-a-slug', 'already-a-slug'],
    ['---', ''],
    ['日本語', ''],
    ['', ''],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('always yields a slug the schema accepts (or nothing)', () => {
    for (const title of ['Ä-ö_ü!', 'Ünïcödé Tïtlé 2025', '°F → °C']) {
      expect(slugify(title)).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
    }
  });
});

describe('nextPublishedAt', () => {
  const earlier = 1_700_000_000_000;
  const now = 1_760_000_000_000;
  it.each([
    ['created published', null, true, now],
    ['created as a draft', null, false, null],
    ['draft switched on', { published: false, publishedAt: null }, true, now],
    ['draft saved again', { published: false, publishedAt: null }, false, null],
    ['published post edited', { published: true, publishedAt: earlier }, true, earlier],
    ['published post unpublished', { published: true, publishedAt: earlier }, false, null],
    ['published row missing its date gets one', { published: true, publishedAt: null }, true, now],
    ['a stale date on a draft is not reused', { published: false, publishedAt: earlier }, true, now],
  ] as const)('%s', (_case, previous, published, expected) => {
    expect(nextPublishedAt(previous, published, now)).toBe(expected);
  });
});

describe('isPublicAt', () => {
  const NOW = 1_700_000_000_000;
  it.each([
    ['a draft', { published: false, publishedAt: null }, false],
    ['a draft with a stale date', { published: false, publishedAt: NOW - 1 }, false],
    ['published a moment ago', { published: true, publishedAt: NOW - 1 }, true],
    ['published at this very millisecond', { published: true, publishedAt: NOW }, true],
    ['scheduled a millisecond ahead', { published: true, publishedAt: NOW + 1 }, false],
    ['published without a date', { published: true, publishedAt: null }, false],
  ])('%s is public: %s', (_name, post, expected) => {
    expect(isPublicAt(post, NOW)).toBe(expected);
  });
});

describe('chooseFeatured', () => {
  const post = (id: string, featured: boolean, published = true) => ({ id, featured, published });
  const ids = (posts: { id: string }[]) => posts.map((p) => p.id);
  it.each([
    [
      'three flagged of five: the flagged, newest first',
      [post('a', false), post('b', true), post('c', true), post('d', false), post('e', true)],
      ['b', 'c', 'e'],
    ],
    ['more than three flagged: the newest three', [post('a', true), post('b', true), post('c', true), post('d', true)], ['a', 'b', 'c']],
    ['one flagged: it leads, the newest others fill', [post('a', false), post('b', false), post('c', true), post('d', false)], ['c', 'a', 'b']],
    ['none flagged: the newest three', [post('a', false), post('b', false), post('c', false), post('d', false)], ['a', 'b', 'c']],
    ['fewer than three posts', [post('a', false), post('b', true)], ['b', 'a']],
    ['no posts', [], []],
    ['drafts never appear', [post('a', true, false), post('b', false), post('c', false, false)], ['b']],
  ])('%s', (_case, posts, expected) => {
    expect(ids(chooseFeatured(posts))).toEqual(expected);
  });

  it('honours the limit', () => {
    expect(ids(chooseFeatured([post('a', false), post('b', true)], 1))).toEqual(['b']);
    expect(chooseFeatured([post('a', true)], 0)).toEqual([]);
  });
});

describe('authorName', () => {
  it.each([
    ['Ada Lovelace', 'Ada Lovelace'],
    ['  Ada  ', 'Ada'],
    ['', 'Unitwise Team'],
    ['   ', 'Unitwise Team'],
    [null, 'Unitwise Team'],
    [undefined, 'Unitwise Team'],
    ['admin@unitwise.example', 'Unitwise Team'],
    ['Ada <ada@example.com>', 'Unitwise Team'],
    ['R&D @ Unitwise', 'R&D @ Unitwise'],
  ])('%j → %j', (name, expected) => {
    expect(authorName(name, 'Unitwise Team')).toBe(expected);
  });
});

describe('relativeTime', () => {
  const now = Date.UTC(2025, 5, 15, 12, 0, 0);
  const ago = (ms: number) => now - ms;
  const minute = 60_000;
  const hour = 60 * minute;
  const day = 24 * hour;
  it.each([
    // docs/product.md#blog: every published time reads as relative time with 'ago', a few seconds
    // too.
    [ago(0), 'less than a minute ago'],
    [ago(5_000), 'less than a minute ago'],
    [ago(59_999), 'less than a minute ago'],
    [now + 5 * minute, 'less than a minute ago'],
    [ago(minute), '1 minute ago'],
    [ago(5 * minute + 40_000), '5 minutes ago'],
    [ago(hour), '1 hour ago'],
    [ago(23 * hour), '23 hours ago'],
    [ago(3 * day), '3 days ago'],
    [ago(3 * day + 20 * hour), '3 days ago'],
    [ago(45 * day), '1 month ago'],
    [ago(400 * day), '1 year ago'],
    [ago(3 * 366 * day), '3 years ago'],
  ])('%s → %s', (from, expected) => {
    expect(relativeTime(from, now)).toBe(expected);
  });

  it('accepts dates', () => {
    expect(relativeTime(new Date(ago(2 * day)), new Date(now))).toBe('2 days ago');
  });
});

describe('plainText and estimateReadingMinutes', () => {
  it.each([
    ['<p>One <strong>two</strong></p><p>three</p>', 'One two three'],
    ['<p>a&nbsp;&amp;&#160;b &lt;tag&gt; &#x2014; &eacute;</p>', 'a & b <tag> — &eacute;'],
    ['<!-- hidden --><h2>Title</h2>', 'Title'],
    ['', ''],
  ])('plainText(%j) → %j', (html, text) => {
    expect(plainText(html)).toBe(text);
  });

  it.each([
    ['', 1],
    ['<p>short</p>', 1],
    [`<p>${'word '.repeat(450)}</p>`, 2],
    [`<p>${'word '.repeat(1000)}</p>`, 4],
  ])('%#: %i minutes', (html, minutes) => {
    expect(estimateReadingMinutes(html)).toBe(minutes);
  });
});

describe('postSummary', () => {
  const long =
    'A foot is exactly 0.3048 meters, by the international agreement of 1959 between the United States, the United Kingdom and four other nations, which ended two slightly different feet.';
  it.each([
    ['the excerpt when the author wrote one', { excerpt: '  Feet and meters.  ', content: '<p>Body</p>' }, 'Feet and meters.'],
    [
      'the first paragraph without an excerpt',
      { excerpt: null, content: '<h2>Intro</h2><p>First <strong>one</strong>, <a href="/length">two</a>.</p><p>Second.</p>' },
      'First one, two.',
    ],
    ['a blank excerpt counts as none', { excerpt: '   ', content: '<p>Body text</p>' }, 'Body text'],
    [
      'empty paragraphs are passed over',
      { excerpt: null, content: '<p> </p><p>1 nm is 10<sup>-9</sup> m, H<sub>2</sub>O &amp; m<sup>3</sup></p>' },
      '1 nm is 10⁻⁹ m, H₂O & m³',
    ],
    ['the body text when there is no paragraph', { excerpt: null, content: '<ul><li>One</li><li>Two</li></ul>' }, 'One Two'],
    [
      'footnote references left out',
      {
        excerpt: null,
        content:
          '<p>Water<sup><a href="#user-content-fn-1" id="user-content-fnref-1">1</a></sup> boils at 100 °C.</p><div class="footnotes"><ol><li id="user-content-fn-1"><p>At sea level.</p></li></ol></div>',
      },
      'Water boils at 100 °C.',
    ],
    ['nothing for an empty body', { excerpt: null, content: '' }, ''],
    [
      'a long paragraph cut at a word, with an ellipsis',
      { excerpt: null, content: `<p>${long}</p>` },
      'A foot is exactly 0.3048 meters, by the international agreement of 1959 between the United States, the United Kingdom and four other nations, which ended two…',
    ],
  ])('%s', (_, post, summary) => {
    expect(postSummary(post)).toBe(summary);
    expect(postSummary(post).length).toBeLessThanOrEqual(160);
  });
});

describe('categoryCounts', () => {
  const order = ['Metric vs Imperial', 'Cooking Conversions', 'Weight & Mass'];
  it('counts published posts per category, in the given order, empty categories left out', () => {
    const posts = [
      { category: 'Weight & Mass' },
      { category: 'Metric vs Imperial' },
      { category: 'Weight & Mass' },
      { category: 'Cooking Conversions', published: false },
      { category: 'Legacy' },
    ];
    expect(categoryCounts(posts, order)).toEqual([
      { category: 'Metric vs Imperial', count: 1 },
      { category: 'Weight & Mass', count: 2 },
      { category: 'Legacy', count: 1 },
    ]);
  });

  it('gives nothing for no posts', () => {
    expect(categoryCounts([], order)).toEqual([]);
  });
});

describe('filterPosts (search and category combine)', () => {
  const posts = [
    {
      id: 1,
      title: 'Feet to Metres',
      excerpt: 'Length basics',
      content: '<p>A foot is <strong>0.3048</strong> m.</p>',
      category: 'Length & Distance',
    },
    { id: 2, title: 'Baking by Weight', excerpt: null, content: '<p>Crème fraîche in grams.</p>', category: 'Cooking Conversions' },
    {
      id: 3,
      title: 'Oven Temperatures',
      excerpt: 'Gas marks and °C',
      content: '<p>Convert <a href="https://example.com/strong">oven</a> settings.</p>',
      category: 'Cooking Conversions',
    },
  ];
  const ids = (result: { id: number }[]) => result.map((p) => p.id);
  it.each([
    ['no filter', {}, [1, 2, 3]],
    ['empty query and null category', { q: '  ', category: null }, [1, 2, 3]],
    ['"all" category', { category: 'all' }, [1, 2, 3]],
    ['title, any case', { q: 'FEET' }, [1]],
    ['excerpt', { q: 'gas marks' }, [3]],
    ['body text', { q: '0.3048' }, [1]],
    ['accents ignored', { q: 'creme FRAICHE' }, [2]],
    ['markup is not searched', { q: 'strong' }, []],
    ['link targets are not searched', { q: 'example.com' }, []],
    ['every word must appear', { q: 'oven gas' }, [3]],
    ['words in different fields', { q: 'metres foot' }, [1]],
    ['category only', { category: 'Cooking Conversions' }, [2, 3]],
    ['category and search combine', { q: 'grams', category: 'Cooking Conversions' }, [2]],
    ['search outside the category finds nothing', { q: 'feet', category: 'Cooking Conversions' }, []],
    ['unknown category', { category: 'Nope' }, []],
  ])('%s', (_case, filter, expected) => {
    expect(ids(filterPosts(posts, filter))).toEqual(expected);
  });
});

describe('isHttpUrl', () => {
  it.each([
    ['https://example.com/a.png', true],
    ['http://example.com', true],
    ['javascript:alert(1)', false],
    ['data:image/png;base64,AA', false],
    ['//example.com/a.png', false],
    ['example.com/a.png', false],
    ['https://exa mple.com', false],
    ['', false],
  ])('%j → %s', (url, expected) => {
    expect(isHttpUrl(url)).toBe(expected);
  });
});
