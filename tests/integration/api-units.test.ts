import { describe, expect, it } from 'vitest';
import { quantityPages } from '~/domain/converters/registry';
import { createApp } from '../../http/app';

const app = createApp();

async function get(path: string) {
  const res = await app.request(path);
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: (await res.json()) as Record<string, unknown> };
}

describe('GET /api/units', () => {
  it('lists every category with its slug and units', async () => {
    const { status, body } = await get('/api/units');
    expect(status).toBe(200);
    const categories = body.categories as { slug: string; units: { key: string; name: string }[] }[];
    const length = categories.find((c) => c.slug === 'length');
    // The core eight come first, in order; deeper units follow them (docs/product.md#unit-tables).
    expect(length?.units.slice(0, 8).map((u) => u.key)).toEqual(['m', 'km', 'cm', 'mm', 'mi', 'yd', 'ft', 'in']);
    expect(
      categories
        .find((c) => c.slug === 'radiation-activity')
        ?.units.slice(0, 7)
        .map((u) => u.key),
    ).toEqual(['Bq', 'kBq', 'MBq', 'GBq', 'Ci', 'mCi', 'uCi']);
    expect(categories.some((c) => c.slug === 'feet-to-meters')).toBe(false);
    // Every quantity page of the catalog (the 33 core ones and the catalog's new ones), no pair
    // page.
    expect(categories.map((c) => c.slug)).toEqual(quantityPages.map((p) => p.slug));
    expect(categories.length).toBeGreaterThanOrEqual(33);
  });
});

describe('GET /api/convert', () => {
  it.each([
    ['length', '5', 'ft', 'm', 1.524, '1.524'],
    ['temperature', '212', 'F', 'C', 100, '100'],
    ['currency', '100', 'USD', 'EUR', 92, '92'],
    ['weight', '1', 'lb', 'kg', 0.45359237, '0.4536'],
    ['length', '1', 'mi', 'm', 1609.344, '1,609.344'],
    ['length', '1,5', 'm', 'cm', 150, '150'],
  ])('%s %s %s → %s', async (category, value, from, to, result, display) => {
    const { status, body } = await get(`/api/convert?category=${category}&value=${encodeURIComponent(value)}&from=${from}&to=${to}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ category, from, to, display });
    expect(body.result as number).toBeCloseTo(result, 12);
  });

  it.each([
    // Exact factors make short answers: 4.35 m = 435 cm, 98.6 °F = 37 °C, 0.1 ft = 1.2 in (GNU units:
    // `units -t '4.35 m' cm`, …), never floating point's 434.99999999999994. A long answer keeps
    // its digits: 1 in = 1/12 ft.
    ['length', '4.35', 'm', 'cm', '435'],
    ['temperature', '98.6', 'F', 'C', '37'],
    ['length', '0.1', 'ft', 'in', '1.2'],
    ['length', '1', 'in', 'ft', '0.08333333333333333'],
  ])('%s: %s %s → %s is %s in the JSON', async (category, value, from, to, result) => {
    const res = await app.request(`/api/convert?category=${category}&value=${value}&from=${from}&to=${to}`);
    expect(await res.text()).toContain(`"result":${result},`);
  });

  it.each([
    ['category=length&from=ft&to=m', 'value'],
    ['category=length&value=abc&from=ft&to=m', 'value'],
    ['category=length&value=&from=ft&to=m', 'value'],
    ['category=nope&value=1&from=ft&to=m', 'category'],
    ['value=1&from=ft&to=m', 'category'],
    ['category=length&value=1&from=cubit&to=m', 'from'],
    ['category=length&value=1&from=ft&to=kg', 'to'],
    ['category=length&value=1&from=ft', 'to'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const { status, type, body } = await get(`/api/convert?${query}`);
    expect(status).toBe(400);
    expect(type).toContain('application/json');
    expect(body.field).toBe(field);
    expect(body.error).toEqual(expect.any(String));
  });

  it('says a value is too long, not that it is missing', async () => {
    const { status, body } = await get(`/api/convert?category=length&value=${'1'.repeat(65)}&from=m&to=km`);
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'value must be at most 64 characters', field: 'value' });
    expect((await get(`/api/convert?category=length&value=1&from=${'m'.repeat(33)}&to=km`)).body).toEqual({
      error: 'from must be at most 32 characters',
      field: 'from',
    });
  });

  it('refuses a result too large for JSON with 400 saying so, where the page shows ∞', async () => {
    // 1e308 mi is a finite number of miles but beyond the largest double in metres.
    const { status, body } = await get('/api/convert?category=length&value=1e308&from=mi&to=m');
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'The result in m is too large to represent (beyond ±1.8 × 10³⁰⁸)', field: 'value' });
    expect((await get('/api/convert?category=length&value=-1e308&from=mi&to=m')).status).toBe(400);
  });

  it('converts fuel economy both ways, and refuses 0 in a reciprocal unit with 400 saying why', async () => {
    // 1 US gal = 3.785411784 L and 1 mi = 1.609344 km: L/100 km = 100 × 3.785411784 / 1.609344 / mpg.
    const there = await get('/api/convert?category=fuel-economy&value=25&from=mpg&to=L-per-100km');
    expect(there.body.result).toBeCloseTo((100 * 3.785411784) / 1.609344 / 25, 12);
    const back = await get('/api/convert?category=fuel-economy&value=5&from=L-per-100km&to=mpg');
    expect(back.body.result).toBeCloseTo((100 * 3.785411784) / 1.609344 / 5, 12);
    const zero = await get('/api/convert?category=fuel-economy&value=0&from=mpg&to=L-per-100km');
    expect(zero.status).toBe(400);
    expect(zero.body).toEqual({ error: '0 mpg has no finite value in L-per-100km: one is the reciprocal of the other', field: 'value' });
  });

  it('answers the largest value that still fits', async () => {
    const { status, body } = await get('/api/convert?category=length&value=1e308&from=m&to=km');
    expect(status).toBe(200);
    expect(body).toMatchObject({ result: 1e305, display: '1 × 10³⁰⁵' });
  });

  // Issue 13: the API reads what the pages read, and says how. Expected values by hand from the
  // definitions (1 in = 2.54 cm, 1 st = 14 lb, 1 lb = 0.45359237 kg, 1 R = 2.58e-4 C/kg).
  it.each([
    ['length', `5'11"`, 'in', 'cm', 71, 180.34, '180.34', '5 ft 11 in'],
    ['length', `5' 11 1/2"`, 'in', 'mm', 71.5, 1816.1, '1,816.1', '5 ft 11.5 in'],
    ['length', '5 ft 11 in', 'ft', 'in', 71 / 12, 71, '71', '5 ft 11 in'],
    ['length', '300,000', 'm', 'km', 300000, 300, '300', '300000'],
    ['length', '1,5', 'm', 'cm', 1.5, 150, '150', '1.5'],
    ['length', '3 1/2', 'in', 'cm', 3.5, 8.89, '8.89', '3.5'],
    ['length', '⅝', 'in', 'mm', 0.625, 15.875, '15.875', '0.625'],
    ['length', '1.5×10^-9', 'm', 'nm', 1.5e-9, 1.5, '1.5', '0.0000000015'],
    ['weight', '12 st 4 lb', 'lb', 'kg', 172, 78.01788764, '78.0179', '12 st 4 lb'],
    ['weight', '5 lb 3 oz', 'lb', 'oz', 83 / 16, 83, '83', '5 lb 3 oz'],
    ['time', '1:30', 'min', 'h', 90, 1.5, '1.5', '1 h 30 min'],
    ['radiation-exposure', '1', 'R', 'C-per-kg', 1, 2.58e-4, '0.000258', null],
    // A number with one of the category's units, converted to the from unit (11 st = 154 lb).
    ['weight', '11 stone', 'lb', 'kg', 154, 69.85322498, '69.8532', '11 st'],
    ['angle', '40d 30m', 'deg', 'arcmin', 40.5, 2430, '2,430', '40° 30′'],
    ['currency', '$1,234.56', 'USD', 'USD', 1234.56, 1234.56, '1,234.56', '1234.56'],
  ])('reads %s %j in %s, to %s', async (category, value, from, to, read, result, display, as) => {
    const { status, body } = await get(`/api/convert?category=${category}&value=${encodeURIComponent(value)}&from=${from}&to=${to}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ category, from, to, display, read: { as } });
    expect(body.value as number).toBeCloseTo(read, 12);
    expect((body.read as { value: number }).value).toBe(body.value);
    expect(body.result as number).toBeCloseTo(result, 10);
  });

  it.each([
    ['weight', `5'11"`, 'kg'], // feet and inches are no weight
    ['length', '12 st 4 lb', 'm'],
    ['length', '1/0', 'm'],
    ['length', '$300', 'm'], // a dollar sign belongs to money fields
  ])('refuses %s %j with 400 naming value', async (category, value, from) => {
    const { status, body } = await get(`/api/convert?category=${category}&value=${encodeURIComponent(value)}&from=${from}&to=${from}`);
    expect(status).toBe(400);
    expect(body).toEqual({ error: `value is not a number: ${value}`, field: 'value' });
  });

  it.each(['1e309', '-1e400', '10^400'])('says %j is too large, not that it is no number', async (value) => {
    const { status, type, body } = await get(`/api/convert?category=length&value=${encodeURIComponent(value)}&from=m&to=km`);
    expect(status).toBe(400);
    expect(type).toContain('application/json');
    expect(body).toEqual({ error: `value is too large (beyond ±1.8 × 10³⁰⁸): ${value}`, field: 'value' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const { status, body } = await get('/api/nothing-here');
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'Not found' });
  });
});
