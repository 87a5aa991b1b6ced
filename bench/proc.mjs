// Child processes of the bench: every one is started in its own process group (detached), tracked,
// and killed with its whole group at the end, on failure, on Ctrl-C and when the bench exits.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** pid -> { name, exited: Promise<void>, done: boolean } */
const tracked = new Map();

export function log(message) {
  process.stderr.write(`[bench] ${message}\n`);
}

/** Registers a process group started elsewhere (chrome-launcher's Chromium). */
export function track(pid, name, exited) {
  const entry = { name, done: false, exited };
  tracked.set(pid, entry);
  void exited.then(() => {
    entry.done = true;
    tracked.delete(pid);
  });
  return () => tracked.delete(pid);
}

/**
 * Starts a long-running child in its own process group. Its output is kept (the last 64 KB) for
 * error messages, and echoed when `echo` is set.
 */
export function start(command, args, { name = command, echo = false, ...options } = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options, detached: true });
  // The first 16 KB and the last 64 KB of the output: an error is often at the start of a long log.
  let head = '';
  let tail = '';
  let dropped = false;
  const keep = (chunk) => {
    const text = chunk.toString();
    if (head.length < 16384) head += text;
    else {
      tail += text;
      if (tail.length > 65536) {
        tail = tail.slice(-65536);
        dropped = true;
      }
    }
    if (echo) process.stderr.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      child.exitCode ??= code;
      child.exitSignal = signal;
      resolve();
    });
    child.on('error', (error) => {
      child.spawnError = error;
      resolve();
    });
  });
  child.exited = exited;
  child.output = () => head + (dropped ? '\n[…]\n' : '') + tail;
  if (child.pid) track(child.pid, name, exited);
  return child;
}

/** Runs a command to completion (in its own group, so a failure or Ctrl-C kills what it started). */
export async function run(command, args, options = {}) {
  const child = start(command, args, options);
  await child.exited;
  if (child.spawnError) throw new Error(`${command}: ${child.spawnError.message}`);
  const result = { code: child.exitCode, signal: child.exitSignal, output: child.output() };
  if (result.code !== 0 && !options.allowFailure) {
    throw new Error(`${[command, ...args].join(' ')} failed (${result.signal ?? `exit ${result.code}`}):\n${excerpt(result.output)}`);
  }
  return result;
}

/** The start and the end of a long output. */
export function excerpt(text, each = 3000) {
  return text.length <= 2 * each ? text : `${text.slice(0, each)}\n[…]\n${text.slice(-each)}`;
}

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
}

/** SIGTERM to the process group, then SIGKILL if it has not exited after `graceMs`. */
export async function stopGroup(pid, graceMs = 3000) {
  const entry = tracked.get(pid);
  killGroup(pid, 'SIGTERM');
  if (entry) {
    const timedOut = await Promise.race([entry.exited.then(() => false), sleep(graceMs).then(() => true)]);
    if (!timedOut) {
      // The leader is gone; its group may still hold children (npm -> sh -> node, Chromium helpers).
      killGroup(pid, 'SIGKILL');
      return;
    }
  } else {
    await sleep(200);
  }
  killGroup(pid, 'SIGKILL');
}

export async function stopAll() {
  await Promise.all([...tracked.keys()].map((pid) => stopGroup(pid)));
}

const tempDirs = new Set();
/** A temporary folder, removed when the bench exits, however it exits. */
export function tempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

function killAllNow() {
  for (const pid of tracked.keys()) killGroup(pid, 'SIGKILL');
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}

let handlersInstalled = false;
/** Set once a signal asked the bench to stop: failures after it are the stop itself. */
export const stopping = { signal: null };
/** Kills every tracked group on exit and on SIGINT/SIGTERM/SIGHUP (our children are in other groups). */
export function installCleanupHandlers() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  process.on('exit', killAllNow);
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ]) {
    process.on(signal, () => {
      if (stopping.signal) return;
      stopping.signal = signal;
      log(`${signal}: stopping child processes`);
      const hardStop = setTimeout(() => process.exit(code), 5000);
      hardStop.unref();
      void stopAll().finally(() => process.exit(code));
    });
  }
}

export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A port free on 127.0.0.1 right now (the kernel's choice). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers (any status), the child exits, or `timeoutMs` passes. */
export async function waitForHttp(url, { child, timeoutMs = 30000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void child?.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${url}: the process exited before answering:\n${excerpt(child.output())}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms${child ? `:\n${excerpt(child.output())}` : ''}`);
}
