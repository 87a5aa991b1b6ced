import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../integration/db-helpers';
import { freePort, waitForServer } from '../server-process';
import { adminCli, apiCookie, emailFor, GOOD_PASSWORD, signInCookies } from './accounts';

/**
 * Two server processes on one PostgreSQL database, as a deployment with more than one runs: a post
 * published through one is on the other's blog within a second, though the other kept its blog
 * list in memory (docs/decisions/045-caching-in-http.md).
 */
const admin = emailFor('two-processes');
const WITHIN_MS = 1_000;

interface Server {
  child: ChildProcess;
  baseURL: string;
  dataDir: string;
  output: () => string;
}

async function startServer(databaseUrl: string): Promise<Server> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'unitwise-two-'));
  let output = '';
  const child = spawn(process.execPath, [join(process.cwd(), process.env.BUILD_DIR ?? 'build', 'server.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      TRUST_PROXY: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  await waitForServer(`${baseURL}/robots.txt`, child, () => output);
  return { child, baseURL, dataDir, output: () => output };
}

async function stopServer({ child, dataDir }: Server) {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}

/** The blog list's HTML, and whether the page cache answered (an ETag, scripts allowed by hash). */
async function blogList(server: Server) {
  const res = await fetch(`${server.baseURL}/blog`);
  // An answer from the page cache's store says its age.
  const fromMemory = res.headers.has('age');
  return { html: await res.text(), fromMemory };
}

/** Polls `check` until it holds, failing once WITHIN_MS have passed. */
async function within(check: () => Promise<boolean>): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > WITHIN_MS) throw new Error(`Not within ${WITHIN_MS} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('two server processes on one PostgreSQL database', () => {
  let database: TestDatabase;
  let one: Server;
  let two: Server;
  let cookie: string;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    await adminCli(['create', admin, '--name', 'Two Processes'], { ADMIN_PASSWORD: GOOD_PASSWORD, DATABASE_URL: database.databaseUrl! });
    [one, two] = await Promise.all([startServer(database.databaseUrl!), startServer(database.databaseUrl!)]);
    cookie = apiCookie(await signInCookies(one.baseURL, admin));
  }, 120_000);

  afterAll(async () => {
    await Promise.all([one, two].filter(Boolean).map(stopServer));
    await database?.destroy();
  }, 30_000);

  const adminApi = (method: string, path: string, body?: unknown) =>
    fetch(`${one.baseURL}/api/admin/posts${path}`, {
      method,
      headers: { cookie, origin: one.baseURL, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('shows a post published on one on the other within a second, and drops it as fast once deleted', async () => {
    const title = `Gallons across the Atlantic ${Date.now().toString(36)}`;
    // Kept from its second request (ADR 072): the third comes from the store.
    await blogList(two);
    await blogList(two);
    const before = await blogList(two);
    expect(before.fromMemory).toBe(true);
    expect(before.html).not.toContain(title);

    const created = await adminApi('POST', '', {
      title,
      slug: `gallons-${Date.now().toString(36)}`,
      content: '<p>A US gallon is 3.785411784 litres; an imperial gallon 4.54609.</p>',
      category: 'Metric vs Imperial',
      published: true,
      featured: false,
    });
    expect(created.status).toBe(201);
    const { post } = (await created.json()) as { post: { id: string; slug: string } };
    await within(async () => (await blogList(two)).html.includes(title));
    const article = await fetch(`${two.baseURL}/blog/${post.slug}`);
    expect(article.status).toBe(200);

    expect((await adminApi('DELETE', `/${post.id}`)).status).toBe(200);
    await within(async () => !(await blogList(two)).html.includes(title));
    expect((await fetch(`${two.baseURL}/blog/${post.slug}`)).status).toBe(404);
  });
});
