// Lighthouse (its default, mobile configuration) driving Debian's Chromium headless.
// A fresh Chromium for every run; each metric is the median of the runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createRequire } from 'node:module';
import { log, track } from './proc.mjs';

const CHROMIUM = '/usr/bin/chromium';
// shared/STACK.md: without these Chromium stalls on this machine's closed network.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export function lighthouseVersion() {
  return createRequire(import.meta.url)('lighthouse/package.json').version;
}

async function oneRun(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, handleSIGINT: false, logLevel: 'silent' });
  const exited = new Promise((resolve) => {
    if (!chrome.process || chrome.process.exitCode !== null) resolve();
    else chrome.process.once('exit', () => resolve());
  });
  const untrack = track(chrome.pid, 'chromium', exited);
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    const failing = [];
    for (const id of CATEGORIES) {
      if ((lhr.categories[id]?.score ?? 1) >= 1) continue;
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const a = lhr.audits[ref.id];
        if (ref.weight > 0 && a && a.score !== null && a.score < 1) failing.push(`${id}:${ref.id}`);
      }
    }
    return {
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])),
      lcpMs: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbtMs: audit('total-blocking-time'),
      fcpMs: audit('first-contentful-paint'),
      // Lighthouse's measure of this machine's CPU, taken in each run; it scales TBT's meaning.
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      failing,
      warnings: lhr.runWarnings ?? [],
    };
  } finally {
    await chrome.kill();
    await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
    untrack();
  }
}

function median(values) {
  const xs = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!xs.length) return null;
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
}

/** Runs Lighthouse `runs` times on `url`; returns per-metric medians and the runs themselves. */
export async function auditPage(url, runs) {
  const results = [];
  const errors = [];
  for (let i = 0; i < runs; i++) {
    const started = Date.now();
    try {
      results.push(await oneRun(url));
      const r = results.at(-1);
      log(
        `lighthouse ${url} run ${i + 1}/${runs}: ${CATEGORIES.map((c) => r.scores[c]).join('/')} LCP ${Math.round(r.lcpMs)} ms CLS ${r.cls.toFixed(3)} TBT ${Math.round(r.tbtMs)} ms, CPU index ${Math.round(r.benchmarkIndex)} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
    } catch (error) {
      errors.push(error.message);
      log(`lighthouse ${url} run ${i + 1}/${runs} failed: ${error.message}`);
    }
  }
  if (!results.length) return { url, runs: 0, errors };
  return {
    url,
    runs: results.length,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(results.map((r) => r.scores[id]))])),
    lcpMs: median(results.map((r) => r.lcpMs)),
    cls: median(results.map((r) => r.cls)),
    tbtMs: median(results.map((r) => r.tbtMs)),
    fcpMs: median(results.map((r) => r.fcpMs)),
    benchmarkIndex: median(results.map((r) => r.benchmarkIndex)),
    // Audits that cost points in at least one run, to say where a score below 100 comes from.
    failing: [...new Set(results.flatMap((r) => r.failing))],
    errors,
  };
}
