// Gzipped JavaScript and CSS that a page makes the browser load on first load, read from the build
// output: the /assets/ files its HTML names (modulepreload and stylesheet links, script src, the
// imports of its inline module scripts, including their bootstrap import()), plus their static
// imports, plus stylesheets written into the page. Dynamic import() inside chunks is not counted:
// it loads later, on demand. Each file is gzipped at level 9 (zlib), as the server's precompressed
// .gz copies are.
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

const attr = (tag, name) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];

/** /assets/ URLs that the HTML itself makes the browser load. */
export function assetsInHtml(html) {
  const urls = new Set();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attr(tag, 'href');
    if (href && (rel.includes('modulepreload') || rel.includes('stylesheet') || (rel.includes('preload') && /\.(js|css)$/.test(href))))
      urls.add(href);
  }
  for (const [, open, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attr(open, 'src');
    if (src) urls.add(src);
    if ((attr(open, 'type') ?? '').toLowerCase() === 'module') {
      // `import "/assets/x.js"`, `import * as route0 from "/assets/y.js"` and the bootstrap's
      // `import("/assets/entry.client….js")`, which runs at once — not the manifest's strings.
      for (const [, url] of body.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g)) urls.add(url);
      for (const [, url] of body.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) urls.add(url);
    }
  }
  return [...urls].map((u) => new URL(u, 'http://x').pathname).filter((p) => p.startsWith('/assets/') && /\.(js|css)$/.test(p));
}

/** Static imports of a built JS chunk (`import{a}from"./b.js"`, `export*from"./c.js"`), as /assets/ paths. */
function staticImports(path, code) {
  const out = [];
  for (const [, spec] of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g)) {
    if (spec.startsWith('./') || spec.startsWith('../') || spec.startsWith('/')) out.push(posix.resolve(posix.dirname(path), spec));
  }
  return out;
}

const gzCache = new Map();
function measure(file) {
  if (!gzCache.has(file)) {
    const data = readFileSync(file);
    gzCache.set(file, { raw: data.length, gzip: gzipSync(data, { level: 9 }).length });
  }
  return gzCache.get(file);
}

/** Per page: JS and CSS files, raw and gzipped bytes; `missing` lists named files not in the build. */
export function pageWeight(html, clientDir) {
  const seen = new Set();
  const missing = [];
  const queue = assetsInHtml(html);
  const fromHtml = new Set(queue);
  const addedByImports = [];
  while (queue.length) {
    const path = queue.shift();
    if (seen.has(path)) continue;
    seen.add(path);
    if (!fromHtml.has(path)) addedByImports.push(path);
    const file = join(clientDir, path);
    if (!existsSync(file)) {
      missing.push(path);
      continue;
    }
    if (path.endsWith('.js')) queue.push(...staticImports(path, readFileSync(file, 'utf8')));
  }
  const total = (ext) => {
    const files = [...seen].filter((p) => p.endsWith(ext) && !missing.includes(p));
    const sizes = files.map((p) => ({ path: p, ...measure(join(clientDir, p)) })).sort((a, b) => b.gzip - a.gzip);
    return { files: files.length, raw: sizes.reduce((a, s) => a + s.raw, 0), gzip: sizes.reduce((a, s) => a + s.gzip, 0), list: sizes };
  };
  const css = total('.css');
  // Stylesheets written into the page (<style>) are part of its first load too.
  for (const [, text] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    if (!text.trim()) continue;
    const size = { path: '(inline <style>)', raw: Buffer.byteLength(text), gzip: gzipSync(text, { level: 9 }).length };
    css.list.push(size);
    css.raw += size.raw;
    css.gzip += size.gzip;
  }
  return {
    js: total('.js'),
    css,
    html: { raw: Buffer.byteLength(html), gzip: gzipSync(html, { level: 9 }).length },
    // Chunks reached only through imports (found one level of imports after another).
    notPreloaded: addedByImports,
    missing,
  };
}

/**
 * A page's gzipped JavaScript by npm package ('app' for our own code): each islands chunk's gzipped
 * size shared out by how many bytes each package renders into it (the islands build writes that to
 * islands-packages.json), so an estimate. Files of React Router's build count as 'react-router build'.
 */
export function jsByPackage(weight, buildDir) {
  const file = join(buildDir, 'islands-packages.json');
  const chunks = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const totals = {};
  for (const { path, gzip } of weight.js.list) {
    const bytes = chunks[path] ?? { 'react-router build': 1 };
    const sum = Object.values(bytes).reduce((a, b) => a + b, 0) || 1;
    for (const [name, n] of Object.entries(bytes)) totals[name] = (totals[name] ?? 0) + (gzip * n) / sum;
  }
  return Object.fromEntries(Object.entries(totals).sort((a, b) => b[1] - a[1]));
}
