// Builds the site into its own BUILD_DIR, starts it on loopback with a throwaway database, and
// reads the server process's memory from /proc.
import { closeSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, log, run, sleep, start, stopGroup, tempDir, waitForHttp } from './proc.mjs';

export async function buildSite(root, buildDir) {
  log(`npm run build (BUILD_DIR=${buildDir})`);
  const build = () => run('npm', ['run', 'build'], { cwd: root, env: { ...process.env, BUILD_DIR: buildDir } });
  try {
    await build();
  } catch (error) {
    // Others may be editing the work tree mid-build; a real breakage fails twice.
    log(`build failed, trying once more in 10 s:\n${error.message.slice(0, 1500)}`);
    await sleep(10_000);
    await build();
  }
}

/** Node's flags in package.json's `serve` script (the V8 heap bound), so the bench runs the server as `npm start` does. */
function serveFlags(root) {
  const serve = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.serve;
  const flags = /^node((?:\s+--[\w-]+(?:=\S+)?)*)\s/.exec(serve)?.[1];
  if (flags === undefined) throw new Error(`package.json's serve script is not "node [flags] build/server.mjs": ${serve}`);
  return flags.trim().split(/\s+/).filter(Boolean);
}

function spawnSite({ root, buildDir, port, dataDir, logFile, nodeFlags = [], env: extraEnv = {} }) {
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_ORIGIN: origin,
    NODE_ENV: 'production',
    RATES_FETCH: 'off',
    ...extraEnv,
  };
  // The bench measures the embedded database and the outbox, whatever the shell has configured.
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'TRUST_PROXY']) delete env[name];
  // A log file, as nginx writes its access log to one: a pipe to the bench would make the bench's
  // own process read every request line on the same two cores.
  const stdio = logFile ? ['ignore', openSync(logFile, 'a'), 'pipe'] : undefined;
  const child = start(process.execPath, [...serveFlags(root), ...nodeFlags, join(root, buildDir, 'server.mjs')], {
    cwd: root,
    env,
    name: 'site',
    ...(stdio && { stdio }),
  });
  // The child holds the file open; the bench's copy of the descriptor is not needed.
  if (stdio) closeSync(stdio[1]);
  return { child, origin };
}

/** The site, its log (standard output) written to `server.log` in its data folder. */
export async function startSite(options) {
  const { child, origin } = spawnSite({ ...options, logFile: join(options.dataDir, 'server.log') });
  const { dataDir } = options;
  await waitForHttp(`${origin}/`, { child, timeoutMs: 60000 });
  log(`site listening on ${origin} (pid ${child.pid}, DATA_DIR ${dataDir})`);
  return { child, origin };
}

/**
 * One start of the server, timed from the spawn of `node server.mjs` to the first 200 answer of
 * `path` (polled every 5 ms; its first render included), and to its "is listening on" log line.
 * The server is stopped (SIGTERM, as a deploy would) before this returns.
 */
export async function timeStart({ root, buildDir, port, dataDir, path = '/length', timeoutMs = 60_000 }) {
  const t0 = performance.now();
  const { child, origin } = spawnSite({ root, buildDir, port, dataDir });
  let listeningMs = null;
  let stdout = '';
  const watch = (chunk) => {
    stdout += chunk.toString();
    if (listeningMs == null && /is listening on/.test(stdout)) listeningMs = performance.now() - t0;
  };
  child.stdout.on('data', watch);
  let exited = false;
  void child.exited.then(() => (exited = true));
  let firstAnswer = null;
  try {
    for (;;) {
      if (exited) throw new Error(`the server exited before answering ${path}:\n${child.output().slice(-3000)}`);
      if (performance.now() - t0 > timeoutMs) throw new Error(`${path} did not answer 200 within ${timeoutMs} ms:\n${child.output().slice(-3000)}`);
      const response = await fetch(origin + path, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
      if (response) {
        await response.arrayBuffer();
        firstAnswer ??= { status: response.status, ms: performance.now() - t0 };
        if (response.status === 200) break;
      }
      await sleep(5);
    }
    const firstOkMs = performance.now() - t0;
    return {
      firstOkMs,
      listeningMs,
      firstAnswerStatus: firstAnswer.status,
      migrated: /Database migrated/.test(stdout),
      seeded: Number(/Seeded (\d+)/.exec(stdout)?.[1] ?? 0),
    };
  } finally {
    child.stdout.off('data', watch);
    await stopGroup(child.pid, 5000);
  }
}

const median = (xs) => {
  const sorted = xs.filter((x) => x != null).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Server start time, `runs` times each: with a fresh DATA_DIR (migrations and the sample posts'
 * seed run first), then restarted on the DATA_DIR of the first of those. Medians, and every run.
 */
export async function measureStartup({ root, buildDir, runs = 3, path = '/length' }) {
  const result = { path, runs };
  let reused = null;
  for (const kind of ['fresh', 'restart']) {
    const times = [];
    for (let i = 0; i < runs; i++) {
      const dataDir = kind === 'fresh' ? tempDir('unitwise-bench-start-') : reused;
      reused ??= dataDir;
      const t = await timeStart({ root, buildDir, port: await freePort(), dataDir, path });
      log(
        `start ${kind} ${i + 1}/${runs}: ${path} answered 200 after ${Math.round(t.firstOkMs)} ms, listening after ${t.listeningMs == null ? 'n/a' : Math.round(t.listeningMs)} ms${t.migrated ? ', migrated' : ''}${t.seeded ? `, seeded ${t.seeded} posts` : ''}`,
      );
      times.push(t);
    }
    result[kind] = {
      firstOkMs: median(times.map((t) => t.firstOkMs)),
      listeningMs: median(times.map((t) => t.listeningMs)),
      // A fresh start migrates the database, a restart does not: anything else means the runs are mislabelled.
      migratedRuns: times.filter((t) => t.migrated).length,
      times,
    };
  }
  return result;
}

/**
 * The site with bench/heap-probe.mjs loaded: `heap()` reads its last report of V8's heap
 * (process.memoryUsage() and the heap's limit, bytes), written every 250 ms.
 */
export async function startSiteWithHeapProbe(options) {
  const heapFile = join(options.dataDir, 'heap.json');
  const probe = fileURLToPath(new URL('./heap-probe.mjs', import.meta.url));
  const site = await startSite({ ...options, nodeFlags: [`--import=${probe}`], env: { BENCH_HEAP_FILE: heapFile } });
  return { ...site, heap: () => JSON.parse(readFileSync(heapFile, 'utf8')) };
}

/** VmRSS and VmHWM (peak) of a process, in KiB. */
export function readMemory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssKb: field('VmRSS'), hwmKb: field('VmHWM') };
}

/** Samples VmRSS every `intervalMs` until stopped; returns the largest sample and their count. */
export function sampleRss(pid, intervalMs = 50) {
  let peakKb = 0;
  let samples = 0;
  const timer = setInterval(() => {
    try {
      peakKb = Math.max(peakKb, readMemory(pid).rssKb);
      samples++;
    } catch {
      // the process is gone; the caller will notice
    }
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return { peakKb, samples };
    },
  };
}

/**
 * The first article URL (a path under /blog/) listed by the pages' sitemap (a child of the
 * /sitemap.xml index) or the RSS feed, or null.
 */
export async function findArticlePath(origin) {
  for (const [path, pattern] of [
    ['/sitemaps/pages.xml', /<loc>([^<]+)<\/loc>/g],
    ['/rss.xml', /<link>([^<]+)<\/link>/g],
  ]) {
    const response = await fetch(origin + path).catch(() => null);
    if (!response?.ok) continue;
    const text = await response.text();
    for (const match of text.matchAll(pattern)) {
      try {
        const { pathname } = new URL(match[1].trim(), origin);
        if (/^\/blog\/[^/]+\/?$/.test(pathname)) return pathname;
      } catch {
        // not a URL
      }
    }
  }
  return null;
}
