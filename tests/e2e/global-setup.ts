import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, waitForServer } from '../server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}

/** Starts the real built server once for the end-to-end suite, with a throwaway data folder. */
export default async function setup(project: TestProject) {
  const serverFile = join(process.cwd(), process.env.BUILD_DIR ?? 'build', 'server.mjs');
  if (!existsSync(serverFile)) throw new Error('build/server.mjs is missing: run `npm run build` first (npm test does).');
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
    if (!stopping) console.error(`The e2e server exited during the run (code ${code}, signal ${signal}). Its output:\n${log}`);
  });
  await waitForServer(`${baseURL}/robots.txt`, child, () => log);
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
  return async () => {
    stopping = true;
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
