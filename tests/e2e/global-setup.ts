import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, waitForServer } from '../server-process';

export interface E2eServer {
  baseURL: string;
  dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * One server per worker slot, for the files that run at the same time to have one each: a
     * test file's is the one at its slot (tests/e2e/server.ts).
     */
    servers: E2eServer[];
    /**
     * A server of its own for the files that inject these two (caching.test.ts, whose page cache
     * another file's new post would empty). Those files share it, even when they run at once.
     */
    baseURL: string;
    dataDir: string;
  }
}

interface Started extends E2eServer {
  stop(): Promise<void>;
}

/** Starts the real built server with a throwaway data folder. */
async function startServer(serverFile: string): Promise<Started> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'unitwise-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, [serverFile], {
    // Warnings and errors only: a line for each of the suite's requests would bury them.
    env: {
      LOG_LEVEL: 'warn',
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: baseURL,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      RATES_FETCH: 'off',
      // As if behind one proxy, so that a test can sign in as a client of its own (accounts.ts):
      // the sign-in budget is per client, and the whole suite would share 127.0.0.1's.
      TRUST_PROXY: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  // A server that dies mid-run fails every later test with "connection refused": say why, once.
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`The e2e server at ${baseURL} exited during the run (code ${code}, signal ${signal}). Its output:\n${log}`);
  });
  await waitForServer(`${baseURL}/robots.txt`, child, () => log);
  return {
    baseURL,
    dataDir,
    async stop() {
      stopping = true;
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the built server for the end-to-end suite: one for each file that may run at the same
 * time as others (maxWorkers), so that files in parallel never meet, and one more for the files
 * that inject `baseURL` themselves.
 */
export default async function setup(project: TestProject) {
  const serverFile = join(process.cwd(), process.env.BUILD_DIR ?? 'build', 'server.mjs');
  if (!existsSync(serverFile)) throw new Error('build/server.mjs is missing: run `npm run build` first (npm test does).');
  // As Vitest counts a project's workers; vitest.config.ts sets them.
  const slots = project.config.maxWorkers || project.vitest.config.maxWorkers || Math.max(availableParallelism() - 1, 1);
  const started = await Promise.allSettled(Array.from({ length: slots + 1 }, () => startServer(serverFile)));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stop = () => Promise.all(servers.map((server) => server.stop()));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  const [own, ...perSlot] = servers as [Started, ...Started[]];
  project.provide(
    'servers',
    perSlot.map(({ baseURL, dataDir }) => ({ baseURL, dataDir })),
  );
  project.provide('baseURL', own.baseURL);
  project.provide('dataDir', own.dataDir);
  return stop;
}
