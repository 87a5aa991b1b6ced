import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited early (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Server did not answer within 30 s:\n${output()}`);
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
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_ORIGIN: baseURL, DATA_DIR: dataDir, NODE_ENV: 'production' },
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
