import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerBuild } from 'react-router';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../../app/services/config.server';
import { log } from '../../app/services/logger.server';
import { createServices } from '../../app/services/services.server';
import { createListener } from '../../http/listener';
import { useTestDatabase } from './db-helpers';

/**
 * Behind a reverse proxy without TRUST_PROXY, every client is the proxy's address and all share one
 * rate-limit budget: the server says so once, at the first request that shows it.
 */
describe('a proxy in front without TRUST_PROXY', () => {
  const t = useTestDatabase('sqlite');
  const servers: Server[] = [];
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  });

  /** The whole site's listener on a loopback port (no page build: the API answers). */
  async function startSite(env: Record<string, string>) {
    const config = parseConfig({ DATA_DIR: t().dataDir, ...env });
    const services = await createServices(config, t());
    const site = createListener({
      pages: { build: { routes: {} } as unknown as ServerBuild, islands: { mount: '/assets/islands-mount.js', modules: {} } },
      clientDir: t().dataDir,
      services,
      mode: 'production',
    });
    const server = createServer(site.listener);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return (headers: Record<string, string> = {}) => fetch(`${base}/api/units`, { headers }).then((r) => r.status);
  }

  it('warns once, naming TRUST_PROXY, when requests carry X-Forwarded-For', async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const get = await startSite({});
    expect(await get()).toBe(200);
    expect(warn).not.toHaveBeenCalled();
    expect(await get({ 'x-forwarded-for': '203.0.113.9' })).toBe(200);
    expect(await get({ 'x-forwarded-for': '203.0.113.10' })).toBe(200);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/X-Forwarded-For.*TRUST_PROXY|TRUST_PROXY.*X-Forwarded-For/s);
    expect(String(warn.mock.calls[0]?.[0])).toContain('one rate-limit budget');
  });

  it('says nothing when TRUST_PROXY is set', async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const get = await startSite({ TRUST_PROXY: '1' });
    expect(await get({ 'x-forwarded-for': '203.0.113.9' })).toBe(200);
    expect(warn).not.toHaveBeenCalled();
  });
});
