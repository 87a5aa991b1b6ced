#!/usr/bin/env node
// `npm run bench`: builds the site, times the server's start (fresh and restarted database), starts
// it on loopback with a throwaway database, puts it under load next to nginx serving the same bytes,
// samples its memory, times the first request of pair pages not yet rendered, crawls every pair page the sitemaps list, runs Lighthouse on the main pages
// (pair pages beside their quantity pages), times the search's worst queries, weighs their JS and CSS, prints a markdown table and
// writes it as JSON to bench/results/. Then the same per language (bench/languages.mjs), on a copy of
// the work tree with every language published: first requests, a crawl of 3,000 pair pages, first-load
// JS and Lighthouse per page type, and the server's memory after crawling every language.
// It installs what is missing (Debian: nginx, wrk, chromium, fonts-liberation; npm: bench/).
// Never part of `npm test`. Settings (environment): BENCH_CONNECTIONS (32), BENCH_DURATION (10 s
// per target), BENCH_WARMUP (10 s per target), BENCH_THREADS (2), BENCH_LIGHTHOUSE_RUNS (3),
// BENCH_CRAWL_LIMIT (pair pages crawled; all by default, 0 skips the crawl), BENCH_CRAWL_CONCURRENCY
// (8 requests in flight), BENCH_TIME_LIMIT (120 minutes, then everything is stopped); per language:
// BENCH_ONLY=languages (that part alone), BENCH_LANGUAGES=0 (without it), BENCH_LANGUAGE_PARTS
// (first-request,crawl,memory,sizes,lighthouse), BENCH_LANGUAGE_CRAWL_LIMIT (3000 a language),
// BENCH_LANGUAGE_LIGHTHOUSE_RUNS (as BENCH_LIGHTHOUSE_RUNS), BENCH_LANGUAGE_PAGES (English addresses of
// the page types, comma-separated; the article is always added), BENCH_REUSE_BUILD=1 (the last build of the copy).
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuMeter } from './cpu.mjs';
import { crawl, pairPagesFromSitemaps } from './crawl.mjs';
import { measureFirstRequests } from './first-request.mjs';
import { runLoad, wrkVersion } from './load.mjs';
import { measureSearch } from './search.mjs';
import { nginxVersion, startNginx } from './nginx.mjs';
import { freePort, installCleanupHandlers, log, sleep, stopAll, stopGroup, stopping, tempDir } from './proc.mjs';
import { minimalPage, withoutScripts } from './reference-pages.mjs';
import { checkTargets, markdown } from './report.mjs';
import { ensureDebianPackages, ensureNpmPackages } from './setup.mjs';
import { buildSite, findArticlePath, measureStartup, readMemory, sampleRss, startSite } from './site.mjs';
import { jsByPackage, pageWeight } from './sizes.mjs';
import { benchLanguages, checkLanguageTargets, LANGUAGE_PARTS, languagesMarkdown } from './languages.mjs';
import { buildPublished, languagesOf } from './published-build.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUILD_DIR = 'build-bench';
const LANGUAGES_BUILD_DIR = 'build-bench-languages';
const setting = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback);
const config = {
  connections: setting('BENCH_CONNECTIONS', 32),
  durationSec: setting('BENCH_DURATION', 10),
  // As long as a measured run: the first pass of load grows V8's heap (young generation up to its
  // maximum, old space) to its working size, and RSS never gives that back. Memory is compared
  // from there, where a leak would show as growth and heap sizing does not.
  warmupSec: setting('BENCH_WARMUP', 10),
  threads: setting('BENCH_THREADS', 2),
  lighthouseRuns: setting('BENCH_LIGHTHOUSE_RUNS', 3),
  // Every pair page by default: about 31,000, at 15–50 pages/s 10–35 minutes of the run.
  crawlLimit: setting('BENCH_CRAWL_LIMIT', Infinity),
  crawlConcurrency: setting('BENCH_CRAWL_CONCURRENCY', 8),
  startRuns: 3,
  // `languages`: the bench per language alone (issue 38), without the English one before it.
  only: process.env.BENCH_ONLY ?? null,
  // 0: without the bench per language.
  languages: process.env.BENCH_LANGUAGES !== '0',
  languageParts: (process.env.BENCH_LANGUAGE_PARTS ?? LANGUAGE_PARTS.join(','))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean),
  // Pair pages crawled per language (issue 38: 3,000), taken in turn from each quantity.
  languageCrawlLimit: setting('BENCH_LANGUAGE_CRAWL_LIMIT', 3000),
  // Page types (English addresses, comma-separated) to measure per language: all of LIGHTHOUSE_PAGES by default.
  languagePages: process.env.BENCH_LANGUAGE_PAGES ? process.env.BENCH_LANGUAGE_PAGES.split(',').map((p) => p.trim()) : null,
  languageLighthouseRuns: setting('BENCH_LANGUAGE_LIGHTHOUSE_RUNS', setting('BENCH_LIGHTHOUSE_RUNS', 3)),
  timeLimitMin: setting('BENCH_TIME_LIMIT', 120),
};
for (const part of config.languageParts) {
  if (!LANGUAGE_PARTS.includes(part)) throw new Error(`BENCH_LANGUAGE_PARTS: no part "${part}" (${LANGUAGE_PARTS.join(', ')})`);
}
const API_PATH = '/api/convert?category=length&value=5&from=ft&to=m';
// Pair pages right after their quantity page, so the table compares them.
const LIGHTHOUSE_PAGES = [
  '/',
  '/length',
  '/length/feet-to-inches',
  '/feet-to-meters',
  '/pressure',
  '/pressure/kpa-to-psi',
  '/currency',
  '/currency/usd-to-mxn',
  // The canonical spelling (an indexed page): other spellings are noindex, which Lighthouse's SEO counts.
  '/calculate/60+mph+%C3%97+2+h+to+km',
  '/cooking/ingredients',
  '/cooking/ingredients/all-purpose-flour',
  '/cooking/recipe',
  '/mortgage',
  '/countdown',
  '/blog',
  '/favorites',
];
const CONVERTER_PAGES = new Set(['/length', '/length/feet-to-inches', '/feet-to-meters', '/pressure', '/pressure/kpa-to-psi']);
/** Pair page -> its quantity page: a pair page ships no more JS, and scores no less, than its quantity page. */
const PAIR_OF = new Map([
  ['/length/feet-to-inches', '/length'],
  ['/feet-to-meters', '/length'],
  ['/pressure/kpa-to-psi', '/pressure'],
]);
/** Pair pages whose first request is timed, one at a time (the last ones the sitemaps list). */
const FIRST_REQUEST_PAGES = 100;
/** The crawl's bound on the server's memory: peak RSS (and RSS 5 s after) minus RSS before it. */
const CRAWL_RSS_GROWTH_LIMIT_MIB = 256;
/** The page whose first 200 answer ends a timed start. */
const START_PATH = '/length';

/** The reference pages nginx serves for Lighthouse (bench/reference-pages.mjs). */
function referencePages(length) {
  return [minimalPage(), withoutScripts(length, '/reference/length-without-scripts')];
}

const phaseTimes = {};
async function phase(name, fn) {
  const started = Date.now();
  try {
    return await fn();
  } finally {
    phaseTimes[name] = (Date.now() - started) / 1000;
  }
}

function gitDescribe() {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const dirty =
      execFileSync('git', ['status', '--porcelain', '--untracked-files=normal', '--', 'app', 'http', 'scripts', 'public'], {
        cwd: ROOT,
        encoding: 'utf8',
      }).trim() !== '';
    return { commit, dirty };
  } catch {
    return null;
  }
}

/** The page as the site sends it to a client without Accept-Encoding: the bytes nginx will serve. */
async function fetchPage(origin, path) {
  const response = await fetch(origin + path, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.headers.get('content-encoding')) throw new Error(`${path}: the site compressed a response to Accept-Encoding: identity`);
  return { path, status: response.status, contentType: response.headers.get('content-type') ?? 'text/html', body };
}

/** The bench of the site as built from the work tree (English pages): start, load, search, crawl, Lighthouse. */
async function englishBench() {
  await phase('build', () => buildSite(ROOT, BUILD_DIR));
  // Before anything else runs, each start on its own port and DATA_DIR, stopped before the next.
  const startup = await phase('startup', () => measureStartup({ root: ROOT, buildDir: BUILD_DIR, runs: config.startRuns, path: START_PATH }));

  const dataDir = tempDir('unitwise-bench-data-');
  const nginxPrefix = tempDir('unitwise-bench-nginx-');
  let site;
  let nginx;
  try {
    site = await phase('start', async () => startSite({ root: ROOT, buildDir: BUILD_DIR, port: await freePort(), dataDir }));
    const startKb = readMemory(site.child.pid).rssKb;

    // The pages, once, as the site renders them; the article comes from the sitemap or the feed.
    const fetched = new Map();
    for (const path of LIGHTHOUSE_PAGES) fetched.set(path, await fetchPage(site.origin, path));
    let articlePath = await findArticlePath(site.origin);
    let articleMissing = 'no article under /blog/ in the sitemap or feed';
    if (articlePath) {
      const article = await fetchPage(site.origin, articlePath);
      if (article.status === 200) fetched.set(articlePath, article);
      else {
        articleMissing = `${articlePath} is listed but answers HTTP ${article.status}`;
        articlePath = null;
      }
    }
    if (!articlePath) log(`${articleMissing}: article rows are n/a`);
    const api = await fetch(site.origin + API_PATH);
    if (!api.ok) throw new Error(`${API_PATH}: HTTP ${api.status}`);
    await api.arrayBuffer();

    const staticPages = ['/length', '/'].map((p) => fetched.get(p));
    for (const page of staticPages) if (page.status !== 200) throw new Error(`${page.path}: HTTP ${page.status}`);
    const references = referencePages(fetched.get('/length'));
    nginx = await phase('nginx', async () => startNginx({ prefix: nginxPrefix, port: await freePort(), pages: [...staticPages, ...references] }));

    // Load: nginx first, each site target next to its reference.
    const nginxLength = { label: 'nginx /length (static, same bytes)', url: `${nginx.origin}/length` };
    const nginxHome = { label: 'nginx / (static, same bytes)', url: `${nginx.origin}/` };
    const targets = [
      nginxLength,
      { label: 'converter /length', url: `${site.origin}/length`, ref: nginxLength, target: { minRatio: 0.5 } },
      nginxHome,
      { label: 'home /', url: `${site.origin}/`, ref: nginxHome, target: { minRatio: 0.5 } },
      articlePath
        ? { label: `article ${articlePath}`, url: `${site.origin}${articlePath}`, ref: nginxLength, target: { minRatio: 0.1, maxP99Ms: 50 } }
        : { label: 'article /blog/…', skipped: articleMissing, ref: nginxLength, target: { minRatio: 0.1, maxP99Ms: 50 } },
      { label: '/api/convert (ft → m)', url: `${site.origin}${API_PATH}`, ref: nginxLength },
      {
        label: 'converter /length, Accept-Encoding: gzip, deflate, br (info: Brotli copy kept with the page)',
        url: `${site.origin}/length`,
        headers: { 'Accept-Encoding': 'gzip, deflate, br' },
        ref: nginxLength,
      },
    ];
    const load = [];
    let memory;
    let cpu;
    await phase('load', async () => {
      log(`warm-up: ${config.warmupSec} s per target`);
      for (const t of targets.filter((t) => t.url)) await runLoad(t.url, { ...config, durationSec: config.warmupSec, headers: t.headers });
      await sleep(2000);
      const beforeKb = readMemory(site.child.pid).rssKb;
      const sampler = sampleRss(site.child.pid);
      const meter = cpuMeter([site.child.pid, nginx.child.pid]);
      for (const t of targets) {
        if (!t.url) {
          load.push({ label: t.label, skipped: t.skipped, refLabel: t.ref.label, target: t.target });
          continue;
        }
        const r = await runLoad(t.url, { ...config, headers: t.headers });
        log(
          `${t.label}: ${Math.round(r.rps)} req/s, p50 ${r.p50Ms.toFixed(2)} ms, p99 ${r.p99Ms.toFixed(2)} ms, ${r.errors} errors, ${Math.round(r.bytesPerResponse)} B/response`,
        );
        load.push({
          label: t.label,
          target: t.target,
          refLabel: t.ref?.label,
          ...r,
          path: new URL(t.url).pathname + new URL(t.url).search,
          server: t.url.startsWith(nginx.origin) ? 'nginx' : 'site',
        });
      }
      const { peakKb, samples } = sampler.stop();
      cpu = meter.stop();
      if (cpu.otherShare > 0.05)
        log(`other processes used ${(cpu.otherShare * 100).toFixed(0)} % of the machine's CPU during the load: the numbers are skewed`);
      await sleep(5000);
      const after = readMemory(site.child.pid);
      memory = { startKb, beforeKb, peakKb: Math.max(peakKb, 0), hwmKb: after.hwmKb, afterKb: after.rssKb, samples };
      for (const row of load) {
        const ref = row.refLabel && load.find((r) => r.label === row.refLabel);
        if (!ref || row.skipped) continue;
        Object.assign(row, { refRps: ref.rps, rpsRatio: row.rps / ref.rps, p50Ratio: row.p50Ms / ref.p50Ms, p99Ratio: row.p99Ms / ref.p99Ms });
      }
    });

    // The search's worst queries (issue 27), before the crawl fills the machine's memory.
    const search = await phase('search', () => measureSearch(site.origin));
    log(`search: worst query "${search.worst.label}" ${search.worst.maxMs.toFixed(1)} ms at most (median ${search.worst.medianMs.toFixed(1)} ms)`);

    // Pair pages nobody has asked for yet, as a search visitor or a crawler finds them (issue 21).
    const pairs = await pairPagesFromSitemaps(site.origin);
    const firstRequest = await phase('first-request', () => measureFirstRequests(site.origin, pairs.paths.slice(-FIRST_REQUEST_PAGES)));
    log(
      `first request of ${firstRequest.pages} pair pages: median ${firstRequest.medianMs.toFixed(1)} ms, p90 ${firstRequest.p90Ms.toFixed(1)} ms, ${firstRequest.errors} errors`,
    );

    // The crawl: every pair page once (rendered on demand; the page cache keeps the last few hundred).
    const crawlResult = await phase('crawl', async () => {
      if (!(config.crawlLimit > 0)) return { skipped: 'BENCH_CRAWL_LIMIT=0' };
      const { sitemaps, listed } = pairs;
      const paths = pairs.paths.slice(0, config.crawlLimit);
      log(
        `crawl: ${paths.length.toLocaleString('en-US')} of ${listed.toLocaleString('en-US')} pair pages listed in ${sitemaps} sitemaps, ${config.crawlConcurrency} in flight`,
      );
      const beforeKb = readMemory(site.child.pid).rssKb;
      const sampler = sampleRss(site.child.pid, 100);
      const meter = cpuMeter([site.child.pid]);
      const r = await crawl(site.origin, paths, { concurrency: config.crawlConcurrency });
      const { peakKb, samples } = sampler.stop();
      const cpuShare = meter.stop();
      const afterKb = readMemory(site.child.pid).rssKb;
      await sleep(5000);
      const idle = readMemory(site.child.pid);
      log(
        `crawl: ${r.pages} pages in ${r.elapsedSec.toFixed(1)} s (${r.pagesPerSec.toFixed(1)} pages/s), ${r.errors} errors; RSS ${Math.round(beforeKb / 1024)} → peak ${Math.round(peakKb / 1024)} → ${Math.round(afterKb / 1024)} → ${Math.round(idle.rssKb / 1024)} MiB 5 s later`,
      );
      return {
        sitemaps,
        listed,
        limit: Number.isFinite(config.crawlLimit) ? config.crawlLimit : null,
        ...r,
        cpu: cpuShare,
        memory: {
          beforeKb,
          peakKb: Math.max(peakKb, afterKb),
          afterKb,
          idleKb: idle.rssKb,
          hwmKb: idle.hwmKb,
          samples,
          growthLimitMiB: CRAWL_RSS_GROWTH_LIMIT_MIB,
        },
      };
    });
    // The crawl pushed the audited pages out of the page cache: render them again before Lighthouse.
    for (const path of [...LIGHTHOUSE_PAGES, articlePath].filter(Boolean)) {
      const response = await fetch(site.origin + path);
      await response.arrayBuffer();
    }
    // Lighthouse, after the load (installed just now on a fresh machine, so imported late).
    const { auditPage, lighthouseVersion } = await import('./lighthouse.mjs');
    const pages = [];
    const referenceAudits = [];
    await phase('lighthouse', async () => {
      for (const path of [...LIGHTHOUSE_PAGES, articlePath ?? null]) {
        const page = fetched.get(path);
        const label = path ?? 'article /blog/…';
        if (!page) {
          pages.push({ label, path, skipped: articleMissing });
          continue;
        }
        if (page.status !== 200) {
          pages.push({ label, path, pairOf: PAIR_OF.get(path), skipped: `HTTP ${page.status}` });
          continue;
        }
        const weight = pageWeight(page.body.toString('utf8'), join(ROOT, BUILD_DIR, 'client'));
        weight.js.byPackage = jsByPackage(weight, join(ROOT, BUILD_DIR));
        pages.push({
          label,
          path,
          converter: CONVERTER_PAGES.has(path),
          pairOf: PAIR_OF.get(path),
          weight,
          lighthouse: await auditPage(site.origin + path, config.lighthouseRuns),
        });
      }
      // nginx has been idle since the load: it serves the reference pages and nothing else.
      for (const ref of references) {
        referenceAudits.push({ label: ref.label, path: ref.path, lighthouse: await auditPage(nginx.origin + ref.path, config.lighthouseRuns) });
      }
    });

    return {
      cpu,
      lighthouse: lighthouseVersion(),
      startup,
      load,
      memory,
      search,
      firstRequest,
      crawl: crawlResult,
      pages,
      references: referenceAudits,
    };
  } finally {
    if (nginx) await stopGroup(nginx.child.pid);
    if (site) await stopGroup(site.child.pid);
  }
}

/** The bench per language (bench/languages.mjs) on a copy of the work tree with every language published. */
async function languagesBench() {
  const copy = await phase('build-languages', () => buildPublished(ROOT, LANGUAGES_BUILD_DIR, { reuse: process.env.BENCH_REUSE_BUILD === '1' }));
  const languages = languagesOf(ROOT);
  const result = await phase('languages', () =>
    benchLanguages({
      root: copy,
      buildDir: LANGUAGES_BUILD_DIR,
      languages,
      parts: config.languageParts,
      pageTypes: config.languagePages ?? [...LIGHTHOUSE_PAGES],
      quantityPath: START_PATH,
      crawlLimit: config.languageCrawlLimit,
      crawlConcurrency: config.crawlConcurrency,
      lighthouseRuns: config.languageLighthouseRuns,
    }),
  );
  result.targets = checkLanguageTargets(result);
  return result;
}

async function main() {
  const startedAt = new Date();
  installCleanupHandlers();
  const watchdog = setTimeout(() => {
    log(`time limit of ${config.timeLimitMin} minutes reached: stopping`);
    void stopAll().finally(() => process.exit(1));
  }, config.timeLimitMin * 60_000);

  try {
    await phase('install', async () => {
      await ensureDebianPackages();
      await ensureNpmPackages(ROOT);
    });
    const english = config.only === 'languages' ? null : await englishBench();
    const languages = config.languages || config.only === 'languages' ? await languagesBench() : null;

    const finishedAt = new Date();
    const result = {
      startedAt: startedAt.toISOString(),
      finishedAt: finishedAt.toISOString(),
      durationSec: (finishedAt - startedAt) / 1000,
      phaseSec: phaseTimes,
      // Another process busy on the 2 cores skews every number: cpuDuringLoad.otherShare tells.
      machine: {
        cpuDuringLoad: english?.cpu ?? null,
        cpus: cpus().length,
        cpu: cpus()[0]?.model,
        loadAverageAtEnd: loadavg(),
        node: process.version,
        nginx: await nginxVersion(),
        wrk: await wrkVersion(),
        chromium: chromiumVersion(),
      },
      git: gitDescribe(),
      config: {
        ...config,
        lighthouse: english?.lighthouse ?? null,
        buildDir: BUILD_DIR,
        acceptEncoding: 'none (identical bytes; nginx gzip off but for the Lighthouse reference pages)',
        nginxWorkers: 1,
      },
      ...(english && {
        startup: english.startup,
        load: english.load,
        memory: english.memory,
        search: english.search,
        firstRequest: english.firstRequest,
        crawl: english.crawl,
        pages: english.pages,
        references: english.references,
      }),
      languages,
    };
    const tables = [];
    if (english) {
      result.targets = checkTargets(result);
      tables.push(markdown(result));
    }
    if (languages) tables.push(languagesMarkdown(languages));
    result.table = tables.join('\n\n');
    const dir = join(ROOT, 'bench/results');
    await mkdir(dir, { recursive: true });
    const json = `${JSON.stringify(result, null, 2)}\n`;
    const stamped = join(dir, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
    await writeFile(stamped, json);
    await writeFile(join(dir, 'latest.json'), json);
    process.stdout.write(
      `${result.table}\n\nRun time ${Math.round(result.durationSec)} s (${Object.entries(phaseTimes)
        .map(([k, v]) => `${k} ${Math.round(v)} s`)
        .join(', ')}). Written to ${stamped} and bench/results/latest.json\n`,
    );
  } finally {
    clearTimeout(watchdog);
    await stopAll();
  }
}

function chromiumVersion() {
  try {
    return execFileSync('/usr/bin/chromium', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

main().catch(async (error) => {
  if (stopping.signal) return; // the signal handler stops the children and exits
  log(`failed: ${error.stack ?? error.message}`);
  await stopAll();
  process.exit(1);
});
