// The first request of a pair page nobody has asked for yet: the page is rendered and compressed
// while the client waits, as a crawler's or a search visitor's first visit does (issue 21). Pages
// are asked for one at a time, so each time is one page's render and copies, not a queue.
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** One GET as a browser asks (Brotli or gzip), timed from the request to the body's last byte. */
function timeToLastByte(origin, path) {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = request(
      { host: hostname, port, path, agent: false, headers: { 'accept-encoding': 'br, gzip', 'user-agent': 'unitwise-bench-first' } },
      (res) => {
        res.on('data', () => {});
        res.on('end', () =>
          resolve({ ms: performance.now() - start, status: res.statusCode, encoding: res.headers['content-encoding'] ?? 'identity' }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * Times the first request of each of `paths` (pages the server has not rendered yet), in turn.
 * Returns the median, p90 and maximum in milliseconds, and the encodings the answers came in.
 */
export async function measureFirstRequests(origin, paths) {
  const times = [];
  const encodings = {};
  let errors = 0;
  for (const path of paths) {
    const r = await timeToLastByte(origin, path);
    if (r.status !== 200) errors++;
    times.push(r.ms);
    encodings[r.encoding] = (encodings[r.encoding] ?? 0) + 1;
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    pages: paths.length,
    errors,
    encodings,
    medianMs: median(times),
    p90Ms: sorted[Math.min(sorted.length - 1, Math.ceil(0.9 * sorted.length) - 1)],
    maxMs: sorted.at(-1),
  };
}
