import { describe, expect, it } from 'vitest';
import type { NumberStyle } from '../number-format';
import { recipeScale, SCALE_MESSAGES } from './recipe-scale';

/** A style with a decimal comma, as es-ES and de write numbers. */
const DECIMAL_COMMA: NumberStyle = { decimal: ',', group: '.', minus: '-', minimumGroupingDigits: 2 };

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
    expect(recipeScale(fields)).toEqual({ factor, notes, readings: {} });
  });

  // What a used field's text was read as, where it is no plain number: the island says so under it (ADR 087).
  it.each([
    [{ factor: '1/2', serves: '', want: '' }, undefined, 0.5, { factor: '0.5' }],
    [{ factor: '2.500', serves: '', want: '' }, DECIMAL_COMMA, 2500, { factor: '2500' }],
    [{ factor: '2.500', serves: '', want: '' }, undefined, 2.5, { factor: '2.5' }],
    [{ factor: '9', serves: '1,000', want: '2,000' }, undefined, 2, { serves: '1000', want: '2000' }],
  ])('%j in %j scales by %s, read as %j', (fields, style, factor, readings) => {
    expect(recipeScale(fields, style ? { style } : {})).toEqual({ factor, notes: {}, readings });
  });
});
