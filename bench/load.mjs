// HTTP load with Debian's wrk: fixed connections, fixed duration, loopback only.
//
// Why wrk and not autocannon: on a 2-core machine the load generator shares the CPU with the server
// under test. wrk (C, epoll) spends a fraction of the CPU per request that autocannon (Node.js)
// does, so it takes less from the server and can still saturate nginx, which a Node.js client
// cannot on one core; the ratio to nginx would otherwise measure the client. It comes from Debian
// like nginx and adds nothing to any npm package.
import { fileURLToPath } from 'node:url';
import { run } from './proc.mjs';

const WRK = '/usr/bin/wrk';
const REPORT_SCRIPT = fileURLToPath(new URL('./wrk-report.lua', import.meta.url));

export async function wrkVersion() {
  const { output } = await run(WRK, ['-v'], { allowFailure: true });
  return /wrk (\S+)/.exec(output)?.[1] ?? 'unknown';
}

/**
 * Runs wrk against `url` and returns requests/s, latency percentiles (ms) and errors.
 * Requests carry no Accept-Encoding unless `headers` adds one.
 */
export async function runLoad(url, { connections, durationSec, threads = 2, headers = {} }) {
  const { hostname } = new URL(url);
  if (hostname !== '127.0.0.1' && hostname !== 'localhost' && hostname !== '[::1]') throw new Error(`load only on loopback: ${url}`);
  const args = ['-t', String(threads), '-c', String(connections), '-d', `${durationSec}s`, '--timeout', '5s', '-s', REPORT_SCRIPT];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const { output } = await run(WRK, [...args, url], { name: 'wrk' });
  const line = output.split('\n').find((l) => l.startsWith('BENCH_JSON '));
  if (!line) throw new Error(`wrk printed no summary for ${url}:\n${output}`);
  const raw = JSON.parse(line.slice('BENCH_JSON '.length));
  const errors = Object.values(raw.errors).reduce((a, b) => a + b, 0);
  return {
    url,
    connections,
    durationSec: raw.duration_us / 1e6,
    requests: raw.requests,
    rps: raw.requests / (raw.duration_us / 1e6),
    bytesPerResponse: raw.requests ? raw.bytes / raw.requests : 0,
    p50Ms: raw.p50_us / 1000,
    p90Ms: raw.p90_us / 1000,
    p99Ms: raw.p99_us / 1000,
    maxMs: raw.max_us / 1000,
    errors,
    errorDetail: raw.errors,
  };
}
