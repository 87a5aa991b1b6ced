import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logRequests, type RecordedListener } from './request-log';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

async function setup(listener: RecordedListener) {
  const lines: Record<string, unknown>[] = [];
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(
        ...chunk
          .toString()
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as Record<string, unknown>),
      );
      done();
    },
  });
  const server = createServer(logRequests(listener, pino(out)));
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      });
      req.on('error', reject);
      req.end();
    });
  return { lines, get };
}

/** Answers as the page cache does (its headers in one list), or as the application does. */
const site: RecordedListener = (req, res, record) => {
  if (req.url === '/length') {
    record.cache = 'hit';
    res.writeHead(200, ['Content-Type', 'text/html', ...record.headers]);
  } else {
    for (let i = 0; i < record.headers.length; i += 2) res.setHeader(record.headers[i]!, record.headers[i + 1]!);
    res.writeHead(404);
  }
  res.end('page');
};

describe('request log', () => {
  it('writes one line per request: id, method, path without its query, status, duration and the cache', async () => {
    const { lines, get } = await setup(site);
    const hit = await get('/length');
    const other = await get('/reset?token=secret');
    await vi.waitFor(() => expect(lines).toHaveLength(2));
    expect(lines[0]).toMatchObject({ msg: 'request', method: 'GET', path: '/length', status: 200, cache: 'hit', id: hit.headers['x-request-id'] });
    expect(lines[1]).toMatchObject({ path: '/reset', status: 404, cache: 'bypass', id: other.headers['x-request-id'] });
    expect(JSON.stringify(lines)).not.toContain('secret');
    for (const line of lines) expect(line.ms).toEqual(expect.any(Number));
    expect(hit.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(other.headers['x-request-id']).not.toBe(hit.headers['x-request-id']);
  });

  it("keeps a proxy's request id when it is well formed, and replaces one that is not", async () => {
    const { lines, get } = await setup(site);
    expect((await get('/length', { 'x-request-id': 'f3a9c1d2e4b5a6978877665544332211' })).headers['x-request-id']).toBe(
      'f3a9c1d2e4b5a6978877665544332211',
    );
    const odd = await get('/length', { 'x-request-id': 'a b"c' });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    await vi.waitFor(() => expect(lines.map((line) => line.id)).toEqual(['f3a9c1d2e4b5a6978877665544332211', odd.headers['x-request-id']]));
  });

  it('logs a request whose client went away before the answer', async () => {
    // The answer never comes: the client goes once the server has the request.
    let arrived!: () => void;
    const arrival = new Promise<void>((resolve) => (arrived = resolve));
    const { lines, get } = await setup(() => arrived());
    const gone = get('/slow');
    await arrival;
    for (const server of servers) server.closeAllConnections();
    await gone.catch(() => {});
    await vi.waitFor(() => expect(lines).toEqual([expect.objectContaining({ path: '/slow', aborted: true })]));
  });
});
