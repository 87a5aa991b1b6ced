// Debian's nginx serving pages fetched once from the site, byte for byte, as static files.
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { log, run, start, waitForHttp } from './proc.mjs';

const NGINX = '/usr/sbin/nginx';

export async function nginxVersion() {
  const { output } = await run(NGINX, ['-v'], { allowFailure: true });
  return /nginx\/(\S+)/.exec(output)?.[1] ?? 'unknown';
}

/**
 * pages: [{ path: '/length', body: Buffer, contentType: 'text/html; charset=utf-8', gzip?: boolean }].
 * `prefix` is an empty temporary folder; nginx's workers (user nobody when started as root) must
 * read it, so it is made world-readable.
 */
export async function startNginx({ prefix, port, pages }) {
  const html = join(prefix, 'html');
  await mkdir(html, { recursive: true });
  await mkdir(join(prefix, 'tmp'), { recursive: true });
  await chmod(prefix, 0o755);
  await chmod(html, 0o755);

  const locations = [];
  for (const [index, page] of pages.entries()) {
    const file = `page-${index}.html`;
    await writeFile(join(html, file), page.body, { mode: 0o644 });
    if (/["\\{}]/.test(page.contentType + page.path)) throw new Error(`unexpected page ${page.path}: ${page.contentType}`);
    // `gzip`: compressed for clients that ask, as the site does (Lighthouse's reference pages).
    const gzip = page.gzip ? '\n      gzip on;\n      gzip_comp_level 6;' : '';
    locations.push(`    location = ${page.path} {\n      default_type "${page.contentType}";${gzip}\n      try_files /${file} =404;\n    }`);
  }
  const template = await readFile(new URL('./nginx.conf', import.meta.url), 'utf8');
  const config = template.replaceAll('{{PREFIX}}', prefix).replaceAll('{{PORT}}', String(port)).replace('{{LOCATIONS}}', locations.join('\n'));
  const configFile = join(prefix, 'nginx.conf');
  await writeFile(configFile, config);

  // -e: the error log from the start, before the configuration is read (not /var/log/nginx).
  const args = ['-p', `${prefix}/`, '-e', join(prefix, 'error.log'), '-c', configFile];
  await run(NGINX, [...args, '-t', '-q']);
  const child = start(NGINX, args, { name: 'nginx' });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/`, { child, timeoutMs: 10000 });

  // The point of nginx here is the same bytes: check them.
  for (const page of pages) {
    const response = await fetch(origin + page.path, { headers: { 'accept-encoding': 'identity' } });
    const body = Buffer.from(await response.arrayBuffer());
    if (!response.ok || !body.equals(page.body) || response.headers.get('content-type') !== page.contentType) {
      throw new Error(
        `nginx ${page.path}: HTTP ${response.status}, ${body.length} bytes, ${response.headers.get('content-type')} — not the site's ${page.body.length} bytes of ${page.contentType}`,
      );
    }
  }
  log(`nginx listening on ${origin} (pid ${child.pid}), serving ${pages.map((p) => p.path).join(', ')}`);
  return { child, origin };
}
