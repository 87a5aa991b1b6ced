// The bench per language (issue 38): for every language of content/i18n/languages.json, on the site
// built with every language published (bench/published-build.mjs): the first request of each page
// type and of pair pages not yet rendered, a crawl of its pair pages, the first-load JavaScript of
// each page type, and Lighthouse; then the server's memory (RSS and V8's heap) after the crawl of
// every language's pair pages and sitemaps. Each number is recorded with the machine's load average
// (1 minute), since other work on the same two cores moves them.
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { cpuMeter } from './cpu.mjs';
import { crawl } from './crawl.mjs';
import { measureFirstRequests } from './first-request.mjs';
import { startNginx } from './nginx.mjs';
import { freePort, log, sleep, stopGroup, tempDir } from './proc.mjs';
import { prefixOf } from './published-build.mjs';
import { minimalPage, withoutScripts } from './reference-pages.mjs';
import { readMemory, sampleRss, startSiteWithHeapProbe } from './site.mjs';
import { pageWeight } from './sizes.mjs';

export const LANGUAGE_PARTS = ['first-request', 'crawl', 'memory', 'sizes', 'lighthouse'];
/** Pair pages whose first request is timed, per language (the last ones its sitemaps list); warmed up with the 30 before them. */
const FIRST_REQUEST_PAGES = 100;
const WARM_UP_PAGES = 30;
/** The crawl's bound on the server's memory (as bench/run.mjs's): RSS growth over the crawl. */
const RSS_GROWTH_LIMIT_MIB = 256;
const JS_LIMIT_BYTES = 90_000;

const load1 = () => Number(loadavg()[0].toFixed(2));
const LOC = /<loc>([^<]+)<\/loc>/g;
const attr = (tag, name) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];

function locPaths(xml, origin) {
  return [...xml.matchAll(LOC)].map((m) => {
    const url = new URL(m[1].trim().replace(/&amp;/g, '&'), origin);
    return url.pathname + url.search;
  });
}

/** The page's translations as its `<link rel="alternate" hreflang>` name them: code -> path. */
function alternatesOf(html, origin) {
  const out = {};
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if ((attr(tag, 'rel') ?? '').toLowerCase() !== 'alternate') continue;
    const hreflang = attr(tag, 'hreflang');
    const href = attr(tag, 'href');
    if (!hreflang || !href || hreflang === 'x-default') continue;
    const url = new URL(href.replace(/&amp;/g, '&'), origin);
    out[hreflang] = url.pathname + url.search;
  }
  return out;
}

async function fetchPage(origin, path) {
  const response = await fetch(origin + path, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await response.arrayBuffer());
  return { path, status: response.status, contentType: response.headers.get('content-type') ?? 'text/html', body };
}

/** Up to `limit` of a language's pair pages, taken in turn from each quantity's files, so a partial crawl visits every quantity. */
function inTurn(lists, limit) {
  const total = lists.reduce((n, list) => n + list.length, 0);
  const paths = [];
  for (let i = 0; paths.length < Math.min(limit, total); i++) {
    for (const list of lists) if (i < list.length && paths.length < limit) paths.push(list[i]);
  }
  return paths;
}

/**
 * Every child sitemap of /sitemap.xml, fetched once, sorted by language: `{code}-…` files are that
 * language's, the others the first language's (ADR 090). Per language: its pages' file paths, its
 * pair pages by quantity (pairs-<quantity>[-n].xml, parts joined), files, URLs and bytes.
 */
async function readSitemaps(origin, languages) {
  const started = performance.now();
  const index = await fetch(`${origin}/sitemap.xml`);
  if (!index.ok) throw new Error(`/sitemap.xml: HTTP ${index.status}`);
  const children = locPaths(await index.text(), origin);
  const byLanguage = Object.fromEntries(languages.map((l) => [l.code, { files: 0, urls: 0, bytes: 0, pages: [], pairs: new Map() }]));
  for (const child of children) {
    const name = child.replace(/^\/sitemaps\//, '');
    const language = languages.slice(1).find((l) => name.startsWith(`${l.code}-`)) ?? languages[0];
    const rest = language === languages[0] ? name : name.slice(language.code.length + 1);
    const response = await fetch(origin + child);
    if (!response.ok) throw new Error(`${child}: HTTP ${response.status}`);
    const xml = await response.text();
    const paths = locPaths(xml, origin);
    const entry = byLanguage[language.code];
    entry.files++;
    entry.urls += paths.length;
    entry.bytes += Buffer.byteLength(xml);
    const quantity = /^pairs-(.+?)(?:-\d+)?\.xml$/.exec(rest)?.[1];
    if (quantity) entry.pairs.set(quantity, [...(entry.pairs.get(quantity) ?? []), ...paths]);
    else entry.pages.push(...paths);
  }
  const result = {};
  for (const [code, e] of Object.entries(byLanguage)) {
    result[code] = { files: e.files, urls: e.urls, bytes: e.bytes, pages: e.pages, pairLists: [...e.pairs.values()] };
  }
  return { byLanguage: result, files: children.length, elapsedSec: (performance.now() - started) / 1000 };
}

/**
 * Where each of `paths` leads: a sitemap that lists an address answering 301 sends a crawler on to
 * the Location, so the crawl and the first requests measure that page. Asked with `concurrency` in
 * flight, before any timing; returns the final paths and how many of them redirected.
 */
async function resolveRedirects(origin, paths, concurrency = 8) {
  const out = new Array(paths.length);
  const examples = [];
  let redirected = 0;
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const i = next++;
      const response = await fetch(origin + paths[i], { redirect: 'manual' });
      await response.arrayBuffer();
      const location = response.status >= 300 && response.status < 400 ? response.headers.get('location') : null;
      if (location) {
        const url = new URL(location, origin);
        out[i] = url.pathname + url.search;
        redirected++;
        if (examples.length < 3) examples.push(`${paths[i]} → ${response.status} ${out[i]}`);
      } else out[i] = paths[i];
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { paths: out, redirected, examples };
}

/** The language's blog word (content/i18n/<code>/pages.json; English keeps `blog`). */
function blogWord(root, code) {
  const file = join(root, 'content/i18n', code, 'pages.json');
  return (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).blog : null) ?? 'blog';
}

function memoryNow(site) {
  const { rssKb, hwmKb } = readMemory(site.child.pid);
  let heap = null;
  try {
    heap = site.heap();
  } catch {
    // the probe has not written yet
  }
  return { rssKb, hwmKb, heap, load: load1(), at: new Date().toISOString() };
}

/**
 * Runs the languages' bench on a started build. `pageTypes`: the English addresses of the page
 * types (each language's are read from their hreflang links); `quantityPath` the page whose
 * no-script copy is Lighthouse's reference.
 */
export async function benchLanguages({ root, buildDir, languages, parts, pageTypes, quantityPath, crawlLimit, crawlConcurrency, lighthouseRuns }) {
  const want = new Set(parts);
  const dataDir = tempDir('unitwise-bench-languages-');
  const site = await startSiteWithHeapProbe({ root, buildDir, port: await freePort(), dataDir });
  const { origin } = site;
  const result = { languages: languages.map((l) => l.code), parts, build: 'every language published (bench/published-build.mjs)' };
  const memory = { start: memoryNow(site) };
  let nginx;
  try {
    // The sitemaps, as a crawler reads them first: every language's pair pages and pages.
    const sitemaps = await readSitemaps(origin, languages);
    result.sitemaps = {
      files: sitemaps.files,
      elapsedSec: sitemaps.elapsedSec,
      byLanguage: Object.fromEntries(
        Object.entries(sitemaps.byLanguage).map(([code, s]) => [code, { files: s.files, urls: s.urls, bytes: s.bytes }]),
      ),
    };
    for (const l of languages) {
      const s = sitemaps.byLanguage[l.code];
      log(`${l.code}: ${s.files} sitemap files, ${s.urls.toLocaleString('en-US')} URLs, ${(s.bytes / 1e6).toFixed(1)} MB of XML`);
    }
    const pairsOf = (code) => sitemaps.byLanguage[code].pairLists.flat();
    // The pair pages each part asks for, with the sitemaps' redirects followed once, untimed.
    const pairSets = {};
    result.sitemapRedirects = {};
    for (const l of languages) {
      const all = pairsOf(l.code);
      const sets = {
        warmUp: all.slice(-(FIRST_REQUEST_PAGES + WARM_UP_PAGES), -FIRST_REQUEST_PAGES),
        first: all.slice(-FIRST_REQUEST_PAGES),
        crawl: want.has('crawl') || want.has('memory') ? inTurn(sitemaps.byLanguage[l.code].pairLists, crawlLimit) : [],
      };
      // Asking renders a page that does not redirect, and a page asked for twice is kept by the
      // page cache (ADR 072): only the warm-up's pages are asked first; the rest only if some of them redirect.
      const probe = await resolveRedirects(origin, sets.warmUp);
      const listed = probe.redirected ? [...sets.warmUp, ...sets.first, ...sets.crawl] : sets.warmUp;
      const resolved = probe.redirected
        ? await resolveRedirects(origin, listed)
        : { ...probe, paths: [...probe.paths, ...sets.first, ...sets.crawl] };
      let at = 0;
      pairSets[l.code] = Object.fromEntries(Object.entries(sets).map(([name, list]) => [name, resolved.paths.slice(at, (at += list.length))]));
      result.sitemapRedirects[l.code] = { checked: listed.length, redirected: resolved.redirected, examples: resolved.examples };
      if (resolved.redirected)
        log(`${l.code}: ${resolved.redirected} of ${listed.length} pair addresses its sitemaps list redirect, e.g. ${resolved.examples[0]}`);
    }

    // Warm the server up (its code, not these pages) on pair pages no measurement asks for.
    for (const l of languages) await measureFirstRequests(origin, pairSets[l.code].warmUp);

    // Each page type's first request in each language, one at a time; the page's own HTML says
    // its address in the other languages. The English pages first: their links name the others.
    const types = pageTypes.map((path) => ({ type: path, byLanguage: {} }));
    const english = languages[0];
    const firstOf = async (path) => (want.has('first-request') ? await measureFirstRequests(origin, [path]) : null);
    for (const t of types) {
      const first = await firstOf(t.type);
      const page = await fetchPage(origin, t.type);
      t.byLanguage[english.code] = { path: t.type, status: page.status, firstMs: first?.medianMs ?? null, load: load1(), page };
      t.alternates = page.status === 200 ? alternatesOf(page.body.toString('utf8'), origin) : {};
    }
    // An article: the first post of the language's pages sitemap (a post has no translations).
    const articleType = { type: 'article', byLanguage: {} };
    for (const l of languages) {
      const prefix = prefixOf(languages, l);
      const pattern = new RegExp(`^${prefix}/${blogWord(root, l.code)}/[^/]+$`);
      const path = sitemaps.byLanguage[l.code].pages.find((p) => pattern.test(p));
      if (!path) {
        articleType.byLanguage[l.code] = { skipped: 'no post in its sitemap' };
        continue;
      }
      const first = await firstOf(path);
      const page = await fetchPage(origin, path);
      articleType.byLanguage[l.code] = { path, status: page.status, firstMs: first?.medianMs ?? null, load: load1(), page };
    }
    for (const l of languages.slice(1)) {
      for (const t of types) {
        const path = t.alternates[l.code];
        if (!path) {
          t.byLanguage[l.code] = { skipped: `${t.type} names no ${l.code} translation` };
          continue;
        }
        // A page whose hreflang names the language's home page as its translation has none yet.
        if (t.type !== '/' && path === (prefixOf(languages, l) || '/')) {
          t.byLanguage[l.code] = { skipped: `${t.type} names the ${l.code} home page as its translation` };
          continue;
        }
        const first = await firstOf(path);
        const page = await fetchPage(origin, path);
        t.byLanguage[l.code] = { path, status: page.status, firstMs: first?.medianMs ?? null, load: load1(), page };
      }
    }
    types.push(articleType);

    // Pair pages not yet rendered: the last FIRST_REQUEST_PAGES of each language's sitemaps.
    if (want.has('first-request')) {
      result.pairFirstRequest = {};
      for (const l of languages) {
        const r = await measureFirstRequests(origin, pairSets[l.code].first);
        result.pairFirstRequest[l.code] = { ...r, load: load1() };
        log(
          `${l.code}: first request of ${r.pages} pair pages: median ${r.medianMs.toFixed(1)} ms, p90 ${r.p90Ms.toFixed(1)} ms, ${r.errors} errors (load ${load1()})`,
        );
      }
    }

    if (want.has('sizes')) {
      const clientDir = join(root, buildDir, 'client');
      for (const t of types) {
        for (const cell of Object.values(t.byLanguage)) {
          if (cell.page?.status !== 200) continue;
          const w = pageWeight(cell.page.body.toString('utf8'), clientDir);
          cell.weight = { js: { gzip: w.js.gzip, raw: w.js.raw, files: w.js.files }, css: { gzip: w.css.gzip }, html: w.html, missing: w.missing };
        }
      }
    }

    // The crawl, language after language; the memory is read over the whole of it.
    const rssSampler = sampleRss(site.child.pid, 100);
    let peakHeapUsed = 0;
    const heapTimer = setInterval(() => {
      try {
        peakHeapUsed = Math.max(peakHeapUsed, site.heap().heapUsed);
      } catch {
        // not written yet
      }
    }, 250);
    memory.beforeCrawl = memoryNow(site);
    if (want.has('crawl') || want.has('memory')) {
      result.crawl = {};
      for (const l of languages) {
        const paths = pairSets[l.code].crawl;
        const before = memoryNow(site);
        const sampler = sampleRss(site.child.pid, 100);
        const meter = cpuMeter([site.child.pid]);
        const loadBefore = load1();
        const r = await crawl(origin, paths, { concurrency: crawlConcurrency });
        const { peakKb } = sampler.stop();
        const cpu = meter.stop();
        const after = memoryNow(site);
        result.crawl[l.code] = {
          ...r,
          listed: pairsOf(l.code).length,
          cpu,
          loadBefore,
          loadAfter: load1(),
          rss: { beforeKb: before.rssKb, peakKb: Math.max(peakKb, after.rssKb), afterKb: after.rssKb },
          heapUsedAfter: after.heap?.heapUsed ?? null,
        };
        log(
          `${l.code}: crawl of ${r.pages} pair pages in ${r.elapsedSec.toFixed(1)} s (${r.pagesPerSec.toFixed(1)} pages/s), p50 ${r.p50Ms.toFixed(1)} ms, ${r.errors} errors; RSS ${Math.round(before.rssKb / 1024)} → ${Math.round(after.rssKb / 1024)} MiB; others used ${(cpu.otherShare * 100).toFixed(0)} % of the CPU (load ${load1()})`,
        );
      }
      // The sitemaps again, as a crawler comes back to them: now kept by the page cache.
      const again = await readSitemaps(origin, languages);
      memory.sitemapsAgainSec = again.elapsedSec;
      memory.afterCrawl = memoryNow(site);
      await sleep(5000);
      memory.idle = memoryNow(site);
    }
    clearInterval(heapTimer);
    memory.peakRssKb = Math.max(rssSampler.stop().peakKb, memory.afterCrawl?.rssKb ?? 0);
    memory.peakHeapUsed = Math.max(peakHeapUsed, memory.idle?.heap?.peakHeapUsed ?? 0);
    memory.rssGrowthLimitMiB = RSS_GROWTH_LIMIT_MIB;
    result.memory = memory;

    if (want.has('lighthouse')) {
      // The crawl pushed the pages out of the page cache: render them again (twice: kept from the second request).
      for (const t of types)
        for (const cell of Object.values(t.byLanguage))
          if (cell.path) for (let i = 0; i < 2; i++) await (await fetch(origin + cell.path)).arrayBuffer();
      const quantity = types.find((t) => t.type === quantityPath);
      const references = [minimalPage()];
      for (const l of languages) {
        const page = quantity?.byLanguage[l.code]?.page;
        if (page?.status === 200) references.push({ ...withoutScripts(page, `/reference/${l.code}-quantity-without-scripts`), language: l.code });
      }
      nginx = await startNginx({ prefix: tempDir('unitwise-bench-nginx-languages-'), port: await freePort(), pages: references });
      const { auditPage } = await import('./lighthouse.mjs');
      result.references = [];
      const auditReferences = async () => {
        for (const ref of references) {
          const lh = await auditPage(nginx.origin + ref.path, lighthouseRuns);
          result.references.push({ label: ref.label, path: ref.path, language: ref.language ?? null, lighthouse: lh, load: load1() });
        }
      };
      // The references before and after the pages: the machine's state around them.
      await auditReferences();
      for (const l of languages) {
        for (const t of types) {
          const cell = t.byLanguage[l.code];
          if (cell?.page?.status !== 200) continue;
          cell.lighthouse = await auditPage(origin + cell.path, lighthouseRuns);
          cell.lighthouseLoad = load1();
        }
      }
      await auditReferences();
    }

    for (const t of types) {
      for (const cell of Object.values(t.byLanguage)) {
        // A page kept out of search engines on purpose (favorites): Lighthouse's SEO counts its noindex.
        if (cell.page?.status === 200) cell.noindex = /<meta\b[^>]*name=["']robots["'][^>]*noindex/i.test(cell.page.body.toString('utf8'));
        delete cell.page;
      }
    }
    result.pages = types.map(({ type, byLanguage }) => ({ type, byLanguage }));
    return result;
  } finally {
    if (nginx) await stopGroup(nginx.child.pid);
    await stopGroup(site.child.pid);
  }
}

// ---- Report ----

const mib = (kib) => (kib == null ? 'n/a' : (kib / 1024).toFixed(1));
const mibB = (bytes) => (bytes == null ? 'n/a' : (bytes / 1048576).toFixed(1));
const kb = (bytes) => (bytes == null ? 'n/a' : (bytes / 1000).toFixed(1));
const ms = (n) => (n == null ? 'n/a' : n < 10 ? n.toFixed(2) : n.toFixed(1));

/** Lighthouse's performance score of the no-script reference of `code` (the lowest of its audits), or null. */
function referencePerformance(result, code) {
  const scores = (result.references ?? []).filter((r) => r.language === code && r.lighthouse?.runs).map((r) => r.lighthouse.scores.performance);
  return scores.length ? Math.min(...scores) : null;
}

/** The targets of issue 38's "Weight and speed" for the languages' rows. */
export function checkLanguageTargets(result) {
  const targets = [];
  const add = (name, ok, detail) => targets.push({ name, ok, detail });
  for (const t of result.pages ?? []) {
    for (const [code, cell] of Object.entries(t.byLanguage)) {
      if (cell.weight)
        add(
          `${cell.path}: JS ≤ 90 kB gzipped`,
          cell.weight.js.gzip <= JS_LIMIT_BYTES,
          `${cell.weight.js.gzip.toLocaleString('en-US')} B in ${cell.weight.js.files} files${cell.weight.js.gzip > JS_LIMIT_BYTES ? ` (${cell.weight.js.gzip - JS_LIMIT_BYTES} B over)` : ''}`,
        );
      if (cell.status != null && cell.status !== 200) add(`${cell.path} (${t.type} in ${code}): answers 200`, false, `HTTP ${cell.status}`);
      const lh = cell.lighthouse;
      if (!lh) continue;
      if (!lh.runs) {
        add(`${cell.path}: Lighthouse`, null, lh.errors?.join('; ') ?? 'not run');
        continue;
      }
      const reference = referencePerformance(result, code);
      const below = Object.entries(lh.scores).filter(([c, s]) => s !== 100 && !(c === 'seo' && cell.noindex));
      const perfOnly = below.length === 1 && below[0][0] === 'performance';
      add(
        `${cell.path}: Lighthouse 100 in all four categories${cell.noindex ? ' (SEO not counted: noindex on purpose)' : ''}`,
        below.length === 0 ? true : perfOnly && reference !== 100 ? null : false,
        below.length === 0
          ? '100/100/100/100'
          : `${below.map(([c, s]) => `${c} ${s}`).join(', ')}; costing points: ${lh.failing.join(', ') || '—'}; the ${code} no-script reference scored ${reference ?? 'n/a'}`,
      );
    }
  }
  for (const [code, r] of Object.entries(result.sitemapRedirects ?? {}))
    add(
      `${code}: the pair addresses its sitemaps list answer 200, not a redirect`,
      r.redirected === 0,
      `${r.redirected} of ${r.checked} checked redirect${r.examples.length ? `, e.g. ${r.examples[0]}` : ''}`,
    );
  for (const [code, c] of Object.entries(result.crawl ?? {}))
    add(`${code}: crawl of ${c.pages} pair pages, every one 200`, c.errors === 0, `${c.errors} errors ${c.errors ? JSON.stringify(c.statuses) : ''}`);
  const m = result.memory;
  if (m?.afterCrawl) {
    const growth = m.peakRssKb - m.beforeCrawl.rssKb;
    add(
      `server RSS over the crawl of every language: peak − before ≤ ${m.rssGrowthLimitMiB} MiB`,
      growth <= m.rssGrowthLimitMiB * 1024,
      `${mib(m.beforeCrawl.rssKb)} → peak ${mib(m.peakRssKb)} MiB (+${mib(growth)})`,
    );
    const heap = m.idle?.heap;
    if (heap)
      add(
        "V8 heap used within the heap's limit (--max-old-space-size=384)",
        m.peakHeapUsed < heap.heapLimit,
        `peak ${mibB(m.peakHeapUsed)} MiB used of a ${mibB(heap.heapLimit)} MiB limit; ${mibB(heap.heapUsed)} MiB 5 s after`,
      );
  }
  return targets;
}

export function languagesMarkdown(result) {
  const codes = result.languages;
  const lines = [];
  const loadCell = (n) => (n == null ? '' : ` (${n.toFixed(2)})`);
  lines.push(`## Languages (issue 38): ${codes.join(', ')}, on the site with ${result.build}; load average (1 min) in brackets`);
  lines.push('');
  if (result.sitemaps) {
    lines.push(`### Sitemaps: ${result.sitemaps.files} files in /sitemap.xml, read in ${result.sitemaps.elapsedSec.toFixed(1)} s`);
    lines.push('');
    lines.push('| language | files | URLs | MB of XML |');
    lines.push('|---|---:|---:|---:|');
    for (const code of codes) {
      const s = result.sitemaps.byLanguage[code];
      lines.push(`| ${code} | ${s.files} | ${s.urls.toLocaleString('en-US')} | ${(s.bytes / 1e6).toFixed(1)} |`);
    }
    lines.push('');
    const redirects = Object.entries(result.sitemapRedirects ?? {});
    if (redirects.length) {
      lines.push(
        `Pair addresses listed in the sitemaps that redirect (of those the bench asks for; it follows each redirect once, untimed, and measures the page it leads to): ${redirects.map(([code, r]) => `${code} ${r.redirected} of ${r.checked}`).join(', ')}${redirects.some(([, r]) => r.examples.length) ? `; e.g. ${redirects.flatMap(([, r]) => r.examples.slice(0, 1)).join('; ')}` : ''}.`,
      );
      lines.push('');
    }
  }
  const pages = result.pages ?? [];
  const table = (title, cell) => {
    lines.push(title);
    lines.push('');
    lines.push(`| page type (English address) | ${codes.join(' | ')} |`);
    lines.push(`|---|${codes.map(() => '---:').join('|')}|`);
    for (const t of pages) lines.push(`| ${t.type} | ${codes.map((c) => cell(t.byLanguage[c] ?? {}) ?? 'n/a').join(' | ')} |`);
    lines.push('');
  };
  if (result.parts.includes('first-request')) {
    table('### First request of each page type, not yet rendered, time to the last byte (Accept-Encoding: br, gzip), ms', (c) =>
      c.skipped ? 'n/a' : c.firstMs == null ? 'n/a' : `${ms(c.firstMs)}${loadCell(c.load)}`,
    );
    lines.push(`### First request of ${FIRST_REQUEST_PAGES} pair pages not yet rendered, one at a time, per language`);
    lines.push('');
    lines.push('| language | median ms | p90 ms | max ms | errors | load |');
    lines.push('|---|---:|---:|---:|---:|---:|');
    for (const code of codes) {
      const f = result.pairFirstRequest?.[code];
      if (f) lines.push(`| ${code} | ${ms(f.medianMs)} | ${ms(f.p90Ms)} | ${ms(f.maxMs)} | ${f.errors} | ${f.load.toFixed(2)} |`);
    }
    lines.push('');
  }
  if (result.crawl) {
    lines.push("### Crawl of pair pages per language (taken in turn from each quantity's sitemap), loopback, Accept-Encoding: gzip, deflate, br");
    lines.push('');
    lines.push(
      "| language | pages (of listed) | in flight | errors | pages/s | p50 ms | p99 ms | others' CPU | load before → after | RSS MiB before → peak → after |",
    );
    lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---|---|');
    for (const code of codes) {
      const c = result.crawl[code];
      if (!c) continue;
      lines.push(
        `| ${code} | ${c.pages.toLocaleString('en-US')} (${c.listed.toLocaleString('en-US')}) | ${c.concurrency} | ${c.errors} | ${c.pagesPerSec.toFixed(1)} | ${ms(c.p50Ms)} | ${ms(c.p99Ms)} | ${(c.cpu.otherShare * 100).toFixed(0)} % | ${c.loadBefore.toFixed(2)} → ${c.loadAfter.toFixed(2)} | ${mib(c.rss.beforeKb)} → ${mib(c.rss.peakKb)} → ${mib(c.rss.afterKb)} |`,
      );
    }
    lines.push('');
  }
  const m = result.memory;
  if (m?.afterCrawl) {
    lines.push("### Memory of the server (node --max-old-space-size=384) over the crawl of every language's pair pages and sitemaps");
    lines.push('');
    lines.push('| | RSS MiB | V8 heap used MiB | V8 heap total MiB | external + array buffers MiB | load |');
    lines.push('|---|---:|---:|---:|---:|---:|');
    const row = (label, s) =>
      lines.push(
        `| ${label} | ${mib(s.rssKb)} | ${mibB(s.heap?.heapUsed)} | ${mibB(s.heap?.heapTotal)} | ${mibB(s.heap ? s.heap.external + s.heap.arrayBuffers : null)} | ${s.load.toFixed(2)} |`,
      );
    row('at start', m.start);
    row('before the crawl (after the sitemaps and first requests)', m.beforeCrawl);
    row('after every crawl and the sitemaps again', m.afterCrawl);
    row('5 s later', m.idle);
    lines.push(
      `| peak (RSS sampled every 100 ms, heap every 250 ms) | ${mib(m.peakRssKb)} | ${mibB(m.peakHeapUsed)} | ${mibB(m.idle?.heap?.peakHeapTotal)} | | |`,
    );
    lines.push('');
    lines.push(`V8's heap limit in this process: ${mibB(m.idle?.heap?.heapLimit)} MiB; VmHWM ${mib(m.idle?.hwmKb)} MiB.`);
    lines.push('');
  }
  if (result.parts.includes('sizes')) {
    table('### First-load JavaScript, kB gzipped (gzip -9, from the build; budget 90 kB)', (c) =>
      c.weight
        ? c.weight.js.gzip > JS_LIMIT_BYTES
          ? `**${(c.weight.js.gzip / 1000).toFixed(2)}** (+${c.weight.js.gzip - JS_LIMIT_BYTES} B)`
          : kb(c.weight.js.gzip)
        : c.skipped
          ? 'n/a'
          : c.status
            ? `HTTP ${c.status}`
            : null,
    );
  }
  if (result.parts.includes('lighthouse')) {
    table('### Lighthouse mobile: performance / accessibility / best practices / SEO (TBT ms), median of the runs', (c) => {
      const lh = c.lighthouse;
      if (!lh) return c.skipped ? 'n/a' : null;
      if (!lh.runs) return 'failed';
      const s = lh.scores;
      return `${s.performance}/${s.accessibility}/${s['best-practices']}/${s.seo} (${Math.round(lh.tbtMs)})${loadCell(c.lighthouseLoad)}`;
    });
    lines.push('Reference pages (nginx, no script), audited before and after the pages:');
    lines.push('');
    lines.push('| reference | perf | FCP ms | LCP ms | TBT ms | CPU index | load |');
    lines.push('|---|---:|---:|---:|---:|---:|---:|');
    for (const r of result.references ?? []) {
      const lh = r.lighthouse;
      if (!lh?.runs) continue;
      lines.push(
        `| ${r.label} | ${lh.scores.performance} | ${Math.round(lh.fcpMs)} | ${Math.round(lh.lcpMs)} | ${Math.round(lh.tbtMs)} | ${Math.round(lh.benchmarkIndex)} | ${r.load.toFixed(2)} |`,
      );
    }
    lines.push('');
  }
  lines.push('Addresses:');
  lines.push('');
  for (const t of pages)
    lines.push(`- ${t.type}: ${codes.map((c) => t.byLanguage[c]?.path ?? `n/a (${t.byLanguage[c]?.skipped ?? 'not found'})`).join(', ')}`);
  lines.push('');
  const targets = result.targets ?? [];
  if (targets.length) {
    lines.push('### Targets (issue 38)');
    lines.push('');
    for (const t of targets) if (t.ok !== true) lines.push(`- ${t.ok === false ? '**MISSED**' : 'n/a'}: ${t.name} — ${t.detail}`);
    lines.push(`- met: ${targets.filter((t) => t.ok === true).length} of ${targets.length}`);
  }
  return lines.join('\n');
}
