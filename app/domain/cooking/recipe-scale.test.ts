import { describe, expect, it } from 'vitest';
import { recipeScale, SCALE_MESSAGES } from './recipe-scale';

/** Issue 37, item 8: a scale that is not used says so at its field. */
describe('recipeScale', () => {
  it.each([
    [{ factor: '1.5', serves: '', want: '' }, 1.5, {}],
    [{ factor: '1', serves: '4', want: '6' }, 1.5, {}],
    [{ factor: 'abc', serves: '', want: '' }, 1, { factor: SCALE_MESSAGES.notNumber }],
    [{ factor: '0', serves: '', want: '' }, 1, { factor: SCALE_MESSAGES.notPositive }],
    [{ factor: '-2', serves: '', want: '' }, 1, { factor: SCALE_MESSAGES.notPositive }],
    [{ factor: '2', serves: '0', want: '4' }, 2, { serves: SCALE_MESSAGES.servingsNotPositive }],
    [{ factor: '1', serves: '4', want: 'abc' }, 1, { want: SCALE_MESSAGES.servingsNotNumber }],
    [{ factor: '', serves: '', want: '' }, 1, {}],
  ])('%j scales by %s with notes %j', (fields, factor, notes) => {
    expect(recipeScale(fields)).toEqual({ factor, notes });
  });
});
