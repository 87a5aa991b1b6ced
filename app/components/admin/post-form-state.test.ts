import { afterEach, describe, expect, it } from 'vitest';
import { compareVersions, EMPTY_POST_FORM, FIELD_LABELS, fieldText, formValues, type PostFormState } from './post-form-state';

const BASE: PostFormState = {
  ...EMPTY_POST_FORM,
  title: 'Gallons',
  slug: 'gallons',
  excerpt: 'Two gallons.',
  content: 'A US gallon is 3.785411784 L.',
  category: 'Metric vs Imperial',
  tags: 'volume',
};

describe('compareVersions', () => {
  it.each<[string, Partial<PostFormState>, Partial<PostFormState>, (keyof PostFormState)[], Partial<PostFormState>]>([
    // name, this form's changes, the other side's changes, fields shown as differing, what "Keep my version" saves
    [
      'each side changed another field',
      { title: 'Gallons, US and UK' },
      { excerpt: 'US and imperial.' },
      ['title', 'excerpt'],
      { title: 'Gallons, US and UK', excerpt: 'US and imperial.' },
    ],
    ['both changed one field', { content: 'Mine.' }, { content: 'Theirs.' }, ['content'], { content: 'Mine.' }],
    ['both made the same change', { tags: 'volume, gallon' }, { tags: 'volume, gallon' }, [], { tags: 'volume, gallon' }],
    [
      'the other side published and featured it',
      { title: 'New' },
      { published: true, featured: true },
      ['title', 'published', 'featured'],
      { title: 'New', published: true, featured: true },
    ],
    [
      'this side switched the format',
      { content_format: 'html' },
      { meta_title: 'Gallons explained' },
      ['content_format', 'meta_title'],
      { content_format: 'html', meta_title: 'Gallons explained' },
    ],
  ])('%s', (_name, mineChanges, theirChanges, differing, keptChanges) => {
    const mine = { ...BASE, ...mineChanges };
    const saved = { ...BASE, ...theirChanges };
    const result = compareVersions(BASE, mine, saved);
    expect([...result.differing].sort()).toEqual([...differing].sort());
    expect(result.kept).toEqual({ ...BASE, ...keptChanges });
  });

  it('lists the differing fields in the order the form shows them', () => {
    const { differing } = compareVersions(BASE, { ...BASE, featured: true, title: 'A' }, { ...BASE, content: 'B' });
    expect(differing).toEqual(['title', 'content', 'featured']);
  });
});

describe('fieldText', () => {
  it.each<[keyof PostFormState, Partial<PostFormState>, string]>([
    ['published', { published: true }, 'Yes'],
    ['featured', { featured: false }, 'No'],
    ['content_format', { content_format: 'markdown' }, 'Markdown'],
    ['content_format', { content_format: 'html' }, 'HTML'],
    ['title', { title: 'Gallons' }, 'Gallons'],
  ])('shows %s of %j as %s', (field, values, text) => {
    expect(fieldText({ ...BASE, ...values }, field)).toBe(text);
  });
});

describe('the publish date, in UTC wherever the author is', () => {
  const AT = Date.UTC(2027, 0, 1, 9, 5);
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it.each(['Asia/Kolkata', 'America/Los_Angeles', 'UTC'])('is shown and sent as UTC in %s', (tz) => {
    process.env.TZ = tz;
    const post = { ...BASE, published_at: '2027-01-01T09:05' };
    expect(formValues(post).published_at).toBe(new Date(AT).toISOString());
    expect(FIELD_LABELS.published_at).toBe('Publish date (UTC)');
  });
});
