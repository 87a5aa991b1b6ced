// Builds the site into its own BUILD_DIR, starts it on loopback with a throwaway database, and
// reads the server process's memory from /proc.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { log, run, sleep, start, waitForHttp } from './proc.mjs';

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

export async function startSite({ root, buildDir, port, dataDir }) {
  const origin = `http://127.0.0.1:${port}`;
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_ORIGIN: origin, NODE_ENV: 'production' };
  // The bench measures the embedded database and the outbox, whatever the shell has configured.
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'TRUST_PROXY']) delete env[name];
  const child = start(process.execPath, [join(root, buildDir, 'server.mjs')], { cwd: root, env, name: 'site' });
  await waitForHttp(`${origin}/`, { child, timeoutMs: 60000 });
  log(`site listening on ${origin} (pid ${child.pid}, DATA_DIR ${dataDir})`);
  return { child, origin };
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

/** The first article URL (a path under /blog/) listed by the sitemap or the RSS feed, or null. */
export async function findArticlePath(origin) {
  for (const [path, pattern] of [
    ['/sitemap.xml', /<loc>([^<]+)<\/loc>/g],
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
