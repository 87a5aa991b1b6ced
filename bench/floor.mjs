// What Node.js itself allows, beside the site's page cache and nginx: the same bytes of a kept page
// served by nginx (sendfile, one worker), by a bare node:http server (bench/bare-node.mjs) and by
// the site, under the same wrk load, in alternating rounds. For each: requests/s, and the server's
// CPU per request (utime + stime of its process, from /proc) for the Node.js servers.
//
//   BUILD_DIR=build-bench npm run build && BUILD_DIR=build-bench node bench/floor.mjs
//
// Settings (environment): BUILD_DIR (build), FLOOR_PATH (/length), FLOOR_ROUNDS (3),
// FLOOR_DURATION (5 s per target). Never part of `npm test`; see docs/performance.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runLoad } from './load.mjs';
import { startNginx } from './nginx.mjs';
import { freePort, installCleanupHandlers, log, sleep, start, stopAll, tempDir } from './proc.mjs';
import { startSite } from './site.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const buildDir = process.env.BUILD_DIR ?? 'build';
const path = process.env.FLOOR_PATH ?? '/length';
const rounds = Number(process.env.FLOOR_ROUNDS ?? 3);
const durationSec = Number(process.env.FLOOR_DURATION ?? 5);
const CONNECTIONS = 32;

/** utime + stime of a process, in seconds (clock ticks of 10 ms). */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** A GET's answer as sent, its body not decoded (fetch would decode a Brotli body). */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** Waits for a child's output to hold `line`, or fails with its output after 30 s. */
async function waitForLine(child, line) {
  const deadline = Date.now() + 30_000;
  while (!child.output().includes(line)) {
    if (Date.now() > deadline) throw new Error(`no "${line}" from pid ${child.pid}:\n${child.output()}`);
    await sleep(50);
  }
}

installCleanupHandlers();
try {
  const site = await startSite({ root, buildDir, port: await freePort(), dataDir: tempDir('unitwise-floor-data-') });
  const encodings = [
    { name: 'identity', accept: undefined },
    { name: 'br', accept: 'br' },
  ];
  const targets = [];
  for (const encoding of encodings) {
    const headers = encoding.accept ? { 'accept-encoding': encoding.accept } : { 'accept-encoding': 'identity' };
    // Kept from the second request; the third is served from the store.
    for (let i = 0; i < 3; i++) await rawGet(site.origin + path, headers);
    const response = await rawGet(site.origin + path, headers);
    const body = response.body;
    if (!/hit/.test(String(response.headers['server-timing']))) throw new Error(`${path} (${encoding.name}) was not served from the page cache`);
    const contentType = response.headers['content-type'];
    const file = join(tempDir('unitwise-floor-page-'), 'page');
    writeFileSync(file, body);
    // nginx sends the bytes as they are: for the Brotli copy, as an opaque body of the same length.
    const nginx = await startNginx({ prefix: tempDir('unitwise-floor-nginx-'), port: await freePort(), pages: [{ path, body, contentType }] });
    const port = await freePort();
    const env = { ...process.env, PORT: String(port), BODY: file, CONTENT_TYPE: contentType };
    if (encoding.accept) env.CONTENT_ENCODING = encoding.name;
    const bare = start(process.execPath, [join(root, 'bench/bare-node.mjs')], { name: 'bare-node', env });
    const bareOrigin = `http://127.0.0.1:${port}`;
    // Its answer may be Brotli, which fetch would decode: wait for its line instead.
    await waitForLine(bare, 'listening');
    const load = encoding.accept ? { 'Accept-Encoding': encoding.accept } : {};
    targets.push(
      { label: `nginx, ${encoding.name}`, url: nginx.origin + path, pid: null, load, bytes: body.length },
      { label: `bare node:http, ${encoding.name}`, url: bareOrigin + path, pid: bare.pid, load, bytes: body.length },
      { label: `Unitwise, ${encoding.name}`, url: site.origin + path, pid: site.child.pid, load, bytes: body.length },
    );
  }

  const results = new Map(targets.map((t) => [t, []]));
  for (let round = 0; round < rounds; round++) {
    for (const target of targets) {
      const before = target.pid && cpuSeconds(target.pid);
      const run = await runLoad(target.url, { connections: CONNECTIONS, durationSec, headers: target.load });
      if (run.errors) throw new Error(`${target.label}: ${run.errors} errors`);
      const cpuUs = target.pid ? ((cpuSeconds(target.pid) - before) * 1e6) / run.requests : null;
      results.get(target).push({ rps: run.rps, cpuUs });
      log(`round ${round + 1}: ${target.label}: ${Math.round(run.rps)} requests/s`);
    }
  }

  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(`\n${path}, ${CONNECTIONS} connections, ${rounds} rounds of ${durationSec} s, medians:\n`);
  console.log('| server, bytes | body | requests/s | ÷ nginx | server CPU per request |');
  console.log('|---|---:|---:|---:|---:|');
  for (const encoding of encodings) {
    const rows = targets.filter((t) => t.label.endsWith(encoding.name));
    const nginxRps = median(results.get(rows[0]).map((r) => r.rps));
    for (const target of rows) {
      const runs = results.get(target);
      const rps = median(runs.map((r) => r.rps));
      const cpu = target.pid ? `${median(runs.map((r) => r.cpuUs)).toFixed(1)} µs` : '—';
      console.log(
        `| ${target.label} | ${target.bytes.toLocaleString('en-US')} B | ${Math.round(rps).toLocaleString('en-US')} | ${(rps / nginxRps).toFixed(2)} | ${cpu} |`,
      );
    }
  }
} finally {
  await stopAll();
}
