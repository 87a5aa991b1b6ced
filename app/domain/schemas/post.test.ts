import { describe, expect, it } from 'vitest';
import type { PostInput } from '~/services/db/posts-admin.server';
import { slugify } from '../posts';
import { firstError } from './auth';
import { INSECURE_IMAGE_MESSAGE, POST_CATEGORIES, PostFormSchema, splitTags, type PostFormInput } from './post';

const valid: PostFormInput = {
  title: 'Feet to Metres',
  slug: 'feet-to-metres',
  excerpt: 'Why 0.3048 exactly.',
  content: '<p>A foot is 0.3048 m.</p>',
  category: 'Length & Distance',
  tags: 'length, imperial',
  meta_title: 'Feet to metres',
  meta_description: 'The exact factor.',
  featured_image: 'https://images.example/ruler.png',
  published: true,
  featured: false,
};

const messageFor = (input: Record<string, unknown>) => {
  const result = PostFormSchema.safeParse(input);
  return result.success ? null : firstError(result.error);
};

const tags = (count: number) => Array.from({ length: count }, (_, i) => `tag${i}`).join(', ');

describe('POST_CATEGORIES', () => {
  it('are the eight fixed categories, in order', () => {
    expect(POST_CATEGORIES).toEqual([
      'Metric vs Imperial',
      'Cooking Conversions',
      'Science & Engineering',
      'Everyday Conversions',
      'Temperature Guide',
      'Weight & Mass',
      'Length & Distance',
      'Volume & Capacity',
    ]);
  });
});

describe('PostFormSchema: every message of the post form for its bad input', () => {
  it.each([
    ['title empty', { title: '' }, 'Title is required'],
    ['title blank', { title: '   ' }, 'Title is required'],
    ['title missing', { title: undefined }, 'Title is required'],
    ['title 201 characters', { title: 'x'.repeat(201) }, 'Title must be less than 200 characters'],
    ['slug empty', { slug: '' }, 'Slug is required'],
    ['slug blank', { slug: '  ' }, 'Slug is required'],
    ['slug 201 characters', { slug: 'a'.repeat(201) }, 'Slug must be less than 200 characters'],
    ['slug with capitals', { slug: 'Feet-To-Metres' }, 'Slug must contain only lowercase letters, numbers, and hyphens'],
    ['slug with a space', { slug: 'feet to metres' }, 'Slug must contain only lowercase letters, numbers, and hyphens'],
    ['slug with an accent', { slug: 'crème' }, 'Slug must contain only lowercase letters, numbers, and hyphens'],
    ['slug with an underscore', { slug: 'feet_to_metres' }, 'Slug must contain only lowercase letters, numbers, and hyphens'],
    ['excerpt 501 characters', { excerpt: 'x'.repeat(501) }, 'Excerpt must be less than 500 characters'],
    ['content empty', { content: '' }, 'Content is required'],
    ['content blank', { content: ' \n ' }, 'Content is required'],
    ['content 50,001 characters', { content: 'x'.repeat(50_001) }, 'Content must be less than 50,000 characters'],
    ['category empty', { category: '' }, 'Category is required'],
    ['category missing', { category: undefined }, 'Category is required'],
    ['category unknown', { category: 'Astrology' }, 'Category must be one of the listed categories'],
    ['category in the wrong case', { category: 'weight & mass' }, 'Category must be one of the listed categories'],
    ['a tag of 51 characters', { tags: `ok, ${'t'.repeat(51)}` }, 'Each tag must be less than 50 characters'],
    ['eleven tags', { tags: tags(11) }, 'Maximum 10 tags allowed'],
    ['featured image not a URL', { featured_image: 'not a url' }, 'Featured image must be a valid URL'],
    ['featured image at an http: address', { featured_image: 'http://images.example/a.png' }, INSECURE_IMAGE_MESSAGE],
    ['featured image javascript:', { featured_image: 'javascript:alert(1)' }, 'Featured image must be a valid URL'],
    ['featured image data:', { featured_image: 'data:image/png;base64,AAAA' }, 'Featured image must be a valid URL'],
    ['featured image relative', { featured_image: '/images/a.png' }, 'Featured image must be a valid URL'],
    ['featured image under /media naming no upload', { featured_image: '/media/../unitwise.db' }, 'Featured image must be a valid URL'],
    [
      'featured image 501 characters',
      { featured_image: `https://images.example/${'a'.repeat(478)}` },
      'Featured image URL must be less than 500 characters',
    ],
    ['meta title 201 characters', { meta_title: 'x'.repeat(201) }, 'Meta title must be less than 200 characters'],
    ['meta description 501 characters', { meta_description: 'x'.repeat(501) }, 'Meta description must be less than 500 characters'],
  ])('%s', (_case, change, message) => {
    expect(messageFor({ ...valid, ...change })).toBe(message);
  });

  it('reports the first bad field in form order', () => {
    expect(messageFor({ ...valid, title: '', slug: 'BAD', content: '' })).toBe('Title is required');
    expect(messageFor({ ...valid, slug: '', content: '', category: '' })).toBe('Slug is required');
    expect(messageFor({ ...valid, content: '', category: '', tags: tags(11) })).toBe('Content is required');
    expect(messageFor({ ...valid, category: '', meta_description: 'x'.repeat(501) })).toBe('Category is required');
    expect(messageFor({})).toBe('Title is required');
  });

  it('names the field of each issue as the form does', () => {
    const result = PostFormSchema.safeParse({ ...valid, featured_image: 'nope' });
    expect(result.error?.issues[0]?.path).toEqual(['featured_image']);
  });

  it.each([
    ['exactly 200-character title and slug', { title: 'x'.repeat(200), slug: 'a'.repeat(200) }],
    ['exactly 50,000 characters of content', { content: 'x'.repeat(50_000) }],
    ['ten tags of 50 characters', { tags: Array.from({ length: 10 }, (_, i) => `${i}`.padEnd(50, 'x')).join(',') }],
    ['eleven tags that are ten after repeats are dropped', { tags: `${tags(10)}, tag0` }],
    [
      'no optional field at all',
      { excerpt: undefined, tags: undefined, meta_title: undefined, meta_description: undefined, featured_image: undefined },
    ],
    ['optional fields as null', { excerpt: null, tags: null, meta_title: null, meta_description: null, featured_image: null }],
    ['empty featured image', { featured_image: '   ' }],
    ['an uploaded featured image', { featured_image: '/media/0123456789abcdef-1600.jpg' }],
    ['every category', {}],
  ])('accepts %s', (_case, change) => {
    expect(messageFor({ ...valid, ...change })).toBeNull();
  });

  it.each(POST_CATEGORIES)('accepts the category %j', (category) => {
    expect(messageFor({ ...valid, category })).toBeNull();
  });
});

describe('PostFormSchema: the normalized post input', () => {
  it.each([
    ['2030-01-15T09:30:00.000Z', Date.UTC(2030, 0, 15, 9, 30)],
    ['2030-01-15T10:30:00+01:00', Date.UTC(2030, 0, 15, 9, 30)],
    ['', null],
    [null, null],
  ])('reads the publish date %j as %s', (text, ms) => {
    expect(PostFormSchema.parse({ ...valid, published_at: text }).publishedAt).toBe(ms);
  });

  it.each(['2030-01-15T09:30', 'tomorrow', '2030-02-30T00:00:00Z'])('refuses the publish date %j', (text) => {
    expect(PostFormSchema.safeParse({ ...valid, published_at: text }).error?.issues[0]?.message).toBe('Publish date must be a valid date and time');
  });

  it('trims, splits tags, camel-cases, and keeps only known fields', () => {
    const data = PostFormSchema.parse({
      ...valid,
      title: '  Feet to Metres ',
      slug: ' feet-to-metres ',
      excerpt: '  Why.  ',
      content: '  <p>x</p>\n',
      tags: ' length ,, imperial , length,  ',
      meta_title: ' Meta ',
      featured_image: ' https://images.example/ruler.png ',
      authorName: 'admin@example.com',
      views: 1000,
    });
    expect(data).toEqual({
      title: 'Feet to Metres',
      slug: 'feet-to-metres',
      excerpt: 'Why.',
      content: '<p>x</p>',
      category: 'Length & Distance',
      tags: ['length', 'imperial'],
      featuredImage: 'https://images.example/ruler.png',
      metaTitle: 'Meta',
      metaDescription: 'The exact factor.',
      published: true,
      featured: false,
      // Posts sent without a format are HTML (the API's callers before Markdown); no date: kept.
      contentFormat: 'html',
      publishedAt: undefined,
    });
    // It is what the database layer takes.
    const input: PostInput = data;
    expect(input.slug).toBe('feet-to-metres');
  });

  it('turns empty optional texts into null and no tags into []', () => {
    const data = PostFormSchema.parse({ ...valid, excerpt: ' ', tags: ' , ', meta_title: '', meta_description: undefined, featured_image: '' });
    expect(data).toMatchObject({ excerpt: null, tags: [], metaTitle: null, metaDescription: null, featuredImage: null });
  });

  it.each([
    [true, true],
    [false, false],
    ['on', true],
    ['true', true],
    ['off', false],
    ['false', false],
    ['', false],
    [undefined, false],
  ])('toggle %j → %s', (value, expected) => {
    const data = PostFormSchema.parse({ ...valid, published: value, featured: value });
    expect(data.published).toBe(expected);
    expect(data.featured).toBe(expected);
  });

  it('refuses a toggle that is neither on nor off', () => {
    expect(messageFor({ ...valid, published: 'yes please' })).toBe('Toggles must be on or off');
  });

  it('takes the slug the form makes from the title when the slug is left empty', () => {
    const form = { ...valid, title: 'Crème Brûlée: Oven °C', slug: '' };
    const data = PostFormSchema.parse({ ...form, slug: form.slug.trim() || slugify(form.title) });
    expect(data.slug).toBe('creme-brulee-oven-c');
  });
});

describe('splitTags', () => {
  it.each([
    ['a, b,c', ['a', 'b', 'c']],
    [' a ,, ,b , a', ['a', 'b']],
    ['Metric, metric', ['Metric', 'metric']],
    ['', []],
  ])('%j → %j', (text, expected) => {
    expect(splitTags(text)).toEqual(expected);
  });
});
