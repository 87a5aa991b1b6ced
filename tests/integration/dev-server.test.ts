import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, waitForServer } from '../server-process';

// `npm run dev` runs the site's own server (docs/decisions/042-dev-server.md): Hono, the API, pages
// sent as islands, with Vite serving the islands' modules from their sources.

const root = join(import.meta.dirname, '../..');
const STARTUP_MS = 90_000;

/** Starts a command in its own process group (npm → sh → tsx → node), its output collected. */
function start(command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return { child, output: () => output };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
}

describe('npm run dev', () => {
  let dev: ReturnType<typeof start>;
  let baseURL: string;
  let dataDir: string;

  beforeAll(async () => {
    const port = await freePort();
    baseURL = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(join(tmpdir(), 'unitwise-dev-'));
    // With the page cache on, as production runs it (docs/decisions/074-http-cache-with-tags.md).
    dev = start('npm', ['run', 'dev'], {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      RATES_FETCH: 'off',
      PAGE_CACHE: 'on',
    });
    await waitForServer(`${baseURL}/robots.txt`, dev.child, dev.output, STARTUP_MS);
  }, STARTUP_MS + 10_000);

  afterAll(async () => {
    if (dev) await stop(dev.child);
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  async function page(path: string) {
    const res = await fetch(`${baseURL}${path}`);
    return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.text() };
  }

  it('serves the home page, sent as islands', { timeout: 60_000 }, async () => {
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.type).toMatch(/^text\/html/);
    expect(home.body).toContain('import "/app/islands/mount.tsx"');
    expect(home.body).not.toContain('__reactRouterContext');
  });

  it('serves /length with its islands, whose script Vite serves from the source', { timeout: 60_000 }, async () => {
    const length = await page('/length');
    expect(length.status).toBe(200);
    expect(length.body).toContain('<h1');
    expect(length.body).toContain('data-island="/app/components/converter/converter-form.island.tsx" data-export="ConverterForm"');
    expect(length.body).toContain('data-export="ConversionFavorite"');
    expect(length.body).toContain('import "/app/islands/mount.tsx"');
    expect(length.body).not.toContain('__reactRouterContext');

    const script = await page('/app/islands/mount.tsx');
    expect(script.status).toBe(200);
    expect(script.type).toMatch(/javascript/);
    expect(script.body).toContain('mountIslands');
    // React Refresh's runtime, which the island's modules need before they run, comes first.
    // (Vite's own client comes before it: mount.tsx imports island modules by URL, which Vite wraps.)
    const [, runtime] = /^(?:import [^;]+ from "\/@vite\/client";)?import "([^"]+)";/.exec(script.body) ?? [];
    expect(runtime).toContain('virtual:react-router/inject-hmr-runtime');
    const runtimeModule = await page(runtime!);
    expect(runtimeModule.status).toBe(200);
    expect(runtimeModule.body).toContain('__vite_plugin_react_preamble_installed__');
  });

  it('keeps a public page in the page cache with PAGE_CACHE=on, as production does', { timeout: 60_000 }, async () => {
    // Kept from its second request (docs/decisions/072-page-cache-admission.md).
    const answers = [];
    for (let n = 0; n < 3; n++) answers.push(await fetch(`${baseURL}/about`));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(answers.map((res) => res.headers.has('age'))).toEqual([false, false, true]);
    expect(await answers[2]!.text()).toContain('import "/app/islands/mount.tsx"');
  });

  it('answers the API under /api', { timeout: 60_000 }, async () => {
    const res = await fetch(`${baseURL}/api/units`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const { categories } = (await res.json()) as { categories: { slug: string }[] };
    expect(categories.map((c) => c.slug)).toContain('length');

    const unknown = await fetch(`${baseURL}/api/no-such-endpoint`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Not found' });
  });

  it('serves the blog with the sample articles from its database', { timeout: 60_000 }, async () => {
    const blog = await page('/blog');
    expect(blog.status).toBe(200);
    expect(blog.body).toContain('Kitchen Conversions: Cups, Tablespoons and Grams Without the Guesswork');
  });

  it('serves the sign-in page, hydrated by React Router', { timeout: 60_000 }, async () => {
    const auth = await page('/auth');
    expect(auth.status).toBe(200);
    expect(auth.body).toContain('Sign in');
    expect(auth.body).toContain('__reactRouterContext');
  });
});

describe('the production server', () => {
  it('stops at start when the build has no islands, saying so', { timeout: STARTUP_MS }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'unitwise-noislands-'));
    try {
      // Run from source, the server looks for its build beside http/index.ts, where no islands build is.
      const server = start(join(root, 'node_modules/.bin/tsx'), ['http/index.ts'], {
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        // The unit project runs silent; this test reads the operator's message.
        LOG_LEVEL: 'info',
      });
      const code = await new Promise<number | null>((resolve) => server.child.once('exit', resolve));
      expect(code).toBe(1);
      expect(server.output()).toContain('islands.json is missing');
      expect(server.output()).toContain('Run `npm run build`');
      expect(server.output()).not.toContain('listening');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
