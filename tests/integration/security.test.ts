import { describe, expect, it } from 'vitest';
import { createApp } from '../../http/app';
import { newNonce } from '../../http/security';

const app = createApp({ publicOrigin: 'http://localhost:3000' });

describe('security headers', () => {
  it('sets an enforced CSP with a fresh nonce per response and the other headers', async () => {
    // An answer for its request alone (a conversion says no Cache-Control): its own nonce.
    const convert = '/api/convert?category=length&value=1&from=ft&to=m';
    const [a, b] = await Promise.all([app.request(convert), app.request(convert)]);
    expect(a.status).toBe(200);
    const csp = a.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("worker-src 'self'");
    expect(b.headers.get('content-security-policy')).not.toBe(csp);
    expect(a.headers.get('x-content-type-options')).toBe('nosniff');
    expect(a.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(a.headers.has('x-powered-by')).toBe(false);
    expect(a.headers.has('strict-transport-security')).toBe(false);
  });

  it('names no nonce in an answer any shared cache may keep, which goes to many readers', async () => {
    const res = await app.request('/api/units');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("'nonce-");
    expect(csp).toContain("object-src 'none'");
  });

  it('adds HSTS when the site is served over HTTPS', async () => {
    const secure = createApp({ publicOrigin: 'https://units.example.com' });
    const res = await secure.request('/api/units');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(res.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });

  it('puts the headers on error responses too', async () => {
    const res = await app.request('/api/convert?category=nope&value=1&from=a&to=b');
    expect(res.status).toBe(400);
    expect(res.headers.get('content-security-policy')).toContain("object-src 'none'");
  });
});

describe('CSP nonces', () => {
  it('are 128 random bits and do not repeat, across refills of their pool', () => {
    const nonces = Array.from({ length: 2000 }, () => newNonce());
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});

describe('cross-site request forgery', () => {
  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a foreign Origin that only shares the host name', { origin: 'http://localhost:4000' }],
    ['no Origin but a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses a POST from %s', async (_name, headers) => {
    const res = await app.request('/api/anything', { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Cross-site request refused' });
  });

  it.each([
    ['the public origin', { origin: 'http://localhost:3000' }],
    ['a same-origin fetch without Origin', { 'sec-fetch-site': 'same-origin' }],
  ])('lets a POST from %s through to routing', async (_name, headers) => {
    const res = await app.request('/api/anything', { method: 'POST', headers, body: '{}' });
    expect(res.status).toBe(404);
  });

  it('never blocks reads', async () => {
    const res = await app.request('/api/units', { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(200);
  });
});

describe('request bodies', () => {
  it('refuses an oversized body with 413 and a JSON error', async () => {
    const res = await app.request('/api/anything', {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json', 'content-length': String(2 * 1024 * 1024) },
      body: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'Request body too large' });
  });
});
