import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addRecent,
  clearRecent,
  parseRecent,
  readRecent,
  RECENT_LIMIT,
  RECENT_STORAGE_KEY,
  isPrefixEdit,
  recentHref,
  recentSnapshot,
  recordRecent,
  type RecentConversion,
  type RecentEntry,
} from './recent';
import { memoryStorage } from './recent-test-storage';

const feet: RecentEntry = { path: '/length', value: '5', from: 'ft', to: 'm', fromLabel: 'ft', toLabel: 'm', result: '1.5240' };
const at = (entry: RecentEntry, timestamp: number): RecentConversion => ({ ...entry, timestamp });
// 1.8 m = 70.866… in: 5 ft 10 ⅞ in to the nearest sixteenth.
const inFeetAndInches: RecentEntry = {
  path: '/length',
  value: '1.8',
  from: 'm',
  to: 'in',
  fromLabel: 'm',
  toLabel: 'ft in',
  result: '5 ft 10 ⅞ in',
  as: 'feet-inches',
};

beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('parseRecent', () => {
  const good = at(feet, 1);
  it.each<[string, string | null, RecentConversion[]]>([
    ['nothing stored', null, []],
    ['not JSON', '{oops', []],
    ['not a list', '{"path":"/length"}', []],
    ['a good entry', JSON.stringify([good]), [good]],
    ['a missing field', JSON.stringify([{ ...good, result: undefined }]), []],
    ['a number where text belongs', JSON.stringify([{ ...good, value: 5 }]), []],
    ['a timestamp that is no number', JSON.stringify([{ ...good, timestamp: 'yesterday' }]), []],
    ['a path off the site', JSON.stringify([{ ...good, path: 'https://evil.example/' }]), []],
    ['a protocol-relative path', JSON.stringify([{ ...good, path: '//evil.example/length' }]), []],
    ['null among good entries', JSON.stringify([null, good, 7]), [good]],
    ['extra fields', JSON.stringify([{ ...good, html: '<b>' }]), [good]],
    ['a compound target', JSON.stringify([at(inFeetAndInches, 1)]), [at(inFeetAndInches, 1)]],
    ['a compound that is no text', JSON.stringify([{ ...at(inFeetAndInches, 1), as: 7 }]), []],
  ])('%s', (_, text, expected) => {
    expect(parseRecent(text)).toEqual(expected);
  });

  it(`keeps at most ${RECENT_LIMIT} of a longer stored list`, () => {
    const long = Array.from({ length: 25 }, (_, i) => at({ ...feet, value: String(i) }, i));
    expect(parseRecent(JSON.stringify(long)).map((r) => r.value)).toEqual(long.slice(0, 20).map((r) => r.value));
  });
});

describe('addRecent', () => {
  const meters = { ...feet, value: '7' };
  const pounds: RecentEntry = { path: '/weight', value: '5', from: 'lb', to: 'kg', fromLabel: 'lb', toLabel: 'kg', result: '2.2680' };
  it.each<[string, RecentConversion[], RecentEntry, string[]]>([
    ['into an empty list', [], feet, ['/length 5']],
    ['a new one goes on top', [at(meters, 1)], feet, ['/length 5', '/length 7']],
    ['the same conversion moves to the top, once', [at(meters, 2), at(feet, 1)], feet, ['/length 5', '/length 7']],
    ['the same value with spaces is the same conversion', [at(meters, 2), at(feet, 1)], { ...feet, value: ' 5 ' }, ['/length  5 ', '/length 7']],
    ['another page with the same value is another', [at(feet, 1)], pounds, ['/weight 5', '/length 5']],
    ['the units swapped is another', [at(feet, 1)], { ...feet, from: 'm', to: 'ft' }, ['/length 5', '/length 5']],
    ['a compound target is another than its unit', [at({ ...inFeetAndInches, as: undefined }, 1)], inFeetAndInches, ['/length 1.8', '/length 1.8']],
  ])('%s', (_, list, entry, expected) => {
    const next = addRecent(list, entry, 99);
    expect(next.map((r) => `${r.path} ${r.value}`)).toEqual(expected);
    expect(next[0]).toEqual({ ...entry, timestamp: 99 });
  });

  it('replaces the entry it edits, and only that one', () => {
    const list = [at({ ...feet, value: '12' }, 2), at(feet, 1)];
    const next = addRecent(list, { ...feet, value: '123' }, 3, { ...feet, value: '12' });
    expect(next.map((r) => r.value)).toEqual(['123', '5']);
  });

  it(`drops the oldest beyond ${RECENT_LIMIT}`, () => {
    let list: RecentConversion[] = [];
    for (let i = 1; i <= 21; i++) list = addRecent(list, { ...feet, value: String(i) }, i);
    expect(list).toHaveLength(20);
    expect(list[0]?.value).toBe('21');
    expect(list[19]?.value).toBe('2');
  });
});

describe('storage', () => {
  it('records newest first and clears', () => {
    recordRecent(feet, 1);
    recordRecent({ ...feet, value: '6', result: '1.8288' }, 2);
    expect(readRecent().map((r) => r.value)).toEqual(['6', '5']);
    clearRecent();
    expect(readRecent()).toEqual([]);
    expect(localStorage.getItem(RECENT_STORAGE_KEY)).toBeNull();
  });

  it('gives the same snapshot while storage is unchanged, a new one after a change', () => {
    recordRecent(feet, 1);
    const first = recentSnapshot();
    expect(recentSnapshot()).toBe(first);
    recordRecent(feet, 2);
    expect(recentSnapshot()).not.toBe(first);
  });

  it('survives storage that throws', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => recordRecent(feet)).not.toThrow();
    expect(readRecent()).toEqual([]);
  });
});

describe('recentHref', () => {
  it.each<[RecentEntry, string]>([
    [feet, '/length?v=5&from=ft&to=m'],
    [{ ...feet, path: '/length/feet-to-meters', value: '5 1/2' }, '/length/feet-to-meters?v=5+1%2F2&from=ft&to=m'],
    [{ ...feet, value: `5'11"` }, '/length?v=5%2711%22&from=ft&to=m'],
    [{ ...inFeetAndInches }, '/length?v=1.8&from=m&to=in&as=feet-inches'],
  ])('%j', (entry, href) => {
    expect(recentHref(entry)).toBe(href);
  });
});

describe('isPrefixEdit', () => {
  it.each<[string, RecentEntry, RecentEntry, boolean]>([
    ['typing on', { ...feet, value: '12' }, { ...feet, value: '123' }, true],
    ['deleting from the end', { ...feet, value: '123' }, { ...feet, value: '12' }, true],
    ['spaces around', { ...feet, value: '12 ' }, { ...feet, value: ' 123' }, true],
    ['another number', { ...feet, value: '12' }, { ...feet, value: '13' }, false],
    ['other units', { ...feet, value: '12' }, { ...feet, value: '123', to: 'cm' }, false],
    ['another page', { ...feet, value: '12' }, { ...feet, value: '123', path: '/length/feet-to-meters' }, false],
    ['another target form', { ...feet, value: '12', to: 'in' }, { ...feet, value: '123', to: 'in', as: 'feet-inches' }, false],
  ])('%s', (_, earlier, next, edit) => {
    expect(isPrefixEdit(earlier, next)).toBe(edit);
  });
});
