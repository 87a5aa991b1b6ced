import { describe, expect, it } from 'vitest';
import { createApp } from '../../http/app';

const app = createApp();
const get = (q: string) => app.request(`/api/evaluate?${new URLSearchParams({ q })}`);

describe('GET /api/evaluate', () => {
  it.each([
    // 5 × 30.48 + 11 × 2.54 + 3 = 183.34 cm.
    ['5 ft 11 in + 3 cm in cm', 5 * 30.48 + 11 * 2.54 + 3, 'cm', 'length', 'm', '(5 ft + 11 in) + 3 cm'],
    // 70 kg × 9.81 m/s² = 686.7 N; 1 lbf = 0.45359237 kg × 9.80665 m/s².
    ['70 kg * 9.81 m/s² in lbf', (70 * 9.81) / (0.45359237 * 9.80665), 'lbf', 'force', 'kg·m/s²', '70 kg × 9.81 m/s²'],
    // 60 mi/h × 2 h = 120 mi = 120 × 1.609344 km.
    ['60 mph * 2 h in km', 120 * 1.609344, 'km', 'length', 'm', '60 mph × 2 h'],
  ])('answers %s', async (q, value, unit, quantity, dimension, readAs) => {
    const res = await get(q);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { value: number; unit: string; quantity: { slug: string }; dimension: string; readAs: string };
    expect(body.value).toBeCloseTo(value, 9);
    expect(body).toMatchObject({ unit, quantity: { slug: quantity }, dimension, readAs });
  });

  it('says when a conversion is reciprocal', async () => {
    // 20 kWh per 100 km is 5 km per kWh = 5 / 1.609344 mi/kWh.
    const body = (await (await get('20 kWh/100 km in mi/kWh')).json()) as { value: number; reciprocal: boolean };
    expect(body.value).toBeCloseTo(5 / 1.609344, 9);
    expect(body.reciprocal).toBe(true);
  });

  it.each([
    ['5 ft to kg', 'Cannot convert length (5 ft) to weight (kg)'],
    ['2 m + 3 kg', 'Cannot add length (2 m) and weight (3 kg)'],
    ['3 fleeb', 'Unknown unit "fleeb"'],
    ['', 'q is required'],
    [`${'1 + '.repeat(50)}1`, 'Too long: an expression has at most 200 characters'],
    // Past the largest double (about 1.8 × 10^308) the answer was a 200 with value null, or ∞.
    ['1e308*10', 'The result is too large'],
    ['1 / 0 m', 'Division by zero'],
    ['2^99999', 'The result is too large'],
  ])('refuses %j with a 400 and its message', async (q, error) => {
    const res = await get(q);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await res.json()) as { error: string }).error).toBe(error);
  });

  it('names units like an unknown word', async () => {
    const body = (await (await get('3 fleeb')).json()) as { suggestions: string[] };
    expect(body.suggestions).toContain('US fluid ounce (fl oz)');
  });

  it('refuses a missing q', async () => {
    const res = await app.request('/api/evaluate');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'q is required' });
  });
});
