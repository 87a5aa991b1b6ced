// The crawl: every pair page the sitemaps list, fetched once over loopback with a few requests in
// flight, as a search engine's crawler would (Accept-Encoding as browsers and crawlers send it).
import { Agent, get } from 'node:http';
import { log } from './proc.mjs';

const LOC = /<loc>([^<]+)<\/loc>/g;

async function fetchText(origin, path) {
  const response = await fetch(origin + path);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.text();
}

/** The paths in a sitemap's <loc> elements (the server's public origin is the bench's own). */
function locPaths(xml, origin) {
  return [...xml.matchAll(LOC)].map((m) => {
    const url = new URL(m[1].trim().replace(/&amp;/g, '&'), origin);
    return url.pathname + url.search;
  });
}

/**
 * The pair pages the sitemap index lists, by child sitemap (/sitemaps/pairs-*.xml), and up to
 * `limit` of them taken in turn from each child, so a partial crawl still visits every quantity.
 */
export async function pairPagesFromSitemaps(origin, limit = Infinity) {
  const children = locPaths(await fetchText(origin, '/sitemap.xml'), origin).filter((p) => /^\/sitemaps\/pairs-[^/]+\.xml$/.test(p));
  if (!children.length) throw new Error('/sitemap.xml lists no /sitemaps/pairs-*.xml');
  const lists = [];
  for (const child of children) lists.push(locPaths(await fetchText(origin, child), origin));
  const total = lists.reduce((n, list) => n + list.length, 0);
  const paths = [];
  for (let i = 0; paths.length < Math.min(limit, total); i++) {
    for (const list of lists) if (i < list.length && paths.length < limit) paths.push(list[i]);
  }
  return { sitemaps: children.length, listed: total, paths };
}

function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * GETs every path once with `concurrency` requests in flight on keep-alive connections, redirects
 * not followed. Anything but a 200 is an error. Bytes are the response bodies as sent (compressed).
 */
export async function crawl(origin, paths, { concurrency = 8, timeoutMs = 30_000 } = {}) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const { hostname, port } = new URL(origin);
  const latencies = [];
  const statuses = {};
  const examples = [];
  let errors = 0;
  let bytes = 0;
  let next = 0;
  let done = 0;
  const started = performance.now();
  let lastLog = started;

  const one = (path) =>
    new Promise((resolve) => {
      const t0 = performance.now();
      let settled = false;
      const finish = (status, size = 0) => {
        if (settled) return;
        settled = true;
        latencies.push(performance.now() - t0);
        statuses[status] = (statuses[status] ?? 0) + 1;
        bytes += size;
        if (status !== 200) {
          errors++;
          if (examples.length < 10) examples.push(`${path}: ${status}`);
        }
        resolve();
      };
      const request = get(
        { agent, host: hostname, port, path, headers: { 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'unitwise-bench-crawl' } },
        (response) => {
          let size = 0;
          response.on('data', (chunk) => (size += chunk.length));
          response.on('end', () => finish(response.statusCode, size));
          response.on('error', (error) => finish(error.code ?? error.message, size));
        },
      );
      request.setTimeout(timeoutMs, () => request.destroy(new Error('timeout')));
      request.on('error', (error) => finish(error.code ?? error.message));
    });

  const worker = async () => {
    while (next < paths.length) {
      await one(paths[next++]);
      done++;
      if (performance.now() - lastLog > 15_000) {
        lastLog = performance.now();
        const sec = (lastLog - started) / 1000;
        log(
          `crawl: ${done.toLocaleString('en-US')} of ${paths.length.toLocaleString('en-US')} pages in ${Math.round(sec)} s (${Math.round(done / sec)} pages/s), ${errors} errors`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, paths.length) }, worker));
  agent.destroy();
  const elapsedSec = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    pages: paths.length,
    concurrency,
    errors,
    statuses,
    errorExamples: examples,
    bytes,
    elapsedSec,
    pagesPerSec: paths.length / elapsedSec,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: latencies.at(-1) ?? null,
  };
}
