import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, waitForServer } from '../server-process';

// The built server on its own, since its standard output is the log under test.
let child: ChildProcess;
let output = '';
let origin = '';
const dataDir = mkdtempSync(join(tmpdir(), 'unitwise-log-'));

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, [join(process.cwd(), process.env.BUILD_DIR ?? 'build', 'server.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: origin,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  await waitForServer(`${origin}/robots.txt`, child, () => output);
});

afterAll(async () => {
  child.kill('SIGTERM');
  await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
  rmSync(dataDir, { recursive: true, force: true });
});

/** The request log's lines for one request id, once written. */
async function logLines(id: string) {
  for (let i = 0; i < 50; i++) {
    const lines = output
      .split('\n')
      .filter((line) => line.includes(`"id":"${id}"`))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    if (lines.length) return lines;
    await new Promise((r) => setTimeout(r, 50));
  }
  return [];
}

describe('request log and timings', () => {
  it('logs each request as one JSON line and answers with its id and the timings of the render', async () => {
    const first = await fetch(`${origin}/pressure/kpa-to-psi`, { headers: { 'x-request-id': 'e2e-first' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-request-id')).toBe('e2e-first');
    expect(first.headers.get('server-timing')).toMatch(/^render;dur=[\d.]+, compress;dur=[\d.]+$/);
    // A page is kept from its second request (docs/decisions/072-page-cache-admission.md), served from the store at its third.
    const second = await fetch(`${origin}/pressure/kpa-to-psi`, { headers: { 'x-request-id': 'e2e-second' } });
    expect(second.headers.get('server-timing')).toMatch(/^render;dur=[\d.]+, compress;dur=[\d.]+$/);
    const again = await fetch(`${origin}/pressure/kpa-to-psi`, { headers: { 'x-request-id': 'e2e-again' } });
    expect(again.headers.get('server-timing')).toBe('cache;desc=hit');
    const api = await fetch(`${origin}/api/units?category=pressure`, { headers: { 'x-request-id': 'e2e-api' } });
    expect(api.headers.get('x-request-id')).toBe('e2e-api');
    // An answer for one reader alone: no cache keeps it.
    const auth = await fetch(`${origin}/auth`, { headers: { 'x-request-id': 'e2e-private' } });
    expect(auth.headers.get('cache-control')).toBe('private, no-store');

    expect(await logLines('e2e-first')).toEqual([
      expect.objectContaining({ msg: 'request', method: 'GET', path: '/pressure/kpa-to-psi', status: 200, cache: 'miss', ms: expect.any(Number) }),
    ]);
    expect(await logLines('e2e-second')).toEqual([expect.objectContaining({ path: '/pressure/kpa-to-psi', cache: 'miss' })]);
    expect(await logLines('e2e-again')).toEqual([expect.objectContaining({ path: '/pressure/kpa-to-psi', cache: 'hit' })]);
    // A shared answer of the API is an HTTP cache's to keep as a page is (public, for an hour).
    expect(api.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await logLines('e2e-api')).toEqual([expect.objectContaining({ path: '/api/units', status: 200, cache: 'miss' })]);
    expect(await logLines('e2e-private')).toEqual([expect.objectContaining({ path: '/auth', status: 200, cache: 'bypass' })]);
  });

  it('times the render of a page the cache does not keep', async () => {
    const page = await fetch(`${origin}/length?v=3`);
    expect(page.status).toBe(200);
    expect(page.headers.get('server-timing')).toMatch(/^render;dur=[\d.]+$/);
    expect(page.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
