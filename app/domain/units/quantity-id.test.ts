import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ConverterPage } from '../converters/types';
import { isQuantityId, type QuantityId } from './registry';

describe('quantity ids', () => {
  // Checked by the type checker (npm run typecheck): a table spread in with a `Record<string, …>`
  // annotation would widen every id back to string.
  it('are a union of the tables, not any string', () => {
    expectTypeOf<'length' | 'volume-dry' | 'radiation-dose-equivalent'>().toExtend<QuantityId>();
    expectTypeOf<string>().not.toExtend<QuantityId>();
    expectTypeOf<ConverterPage['quantity']>().toEqualTypeOf<QuantityId>();
  });

  it('are recognised in strings from outside, own keys only', () => {
    expect(isQuantityId('length')).toBe(true);
    expect(isQuantityId('lenght')).toBe(false);
    expect(isQuantityId('constructor')).toBe(false);
    expect(isQuantityId('__proto__')).toBe(false);
  });
});
