// Installs what the bench needs and the machine lacks: Debian packages (nginx, wrk, Chromium and
// its fonts), the site's own npm dependencies on a fresh clone, and this bench/ package.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { log, run } from './proc.mjs';

const DEBIAN_PACKAGES = ['nginx', 'wrk', 'chromium', 'fonts-liberation'];

async function installed(pkg) {
  const { code, output } = await run('dpkg-query', ['-W', '-f=${Status}', pkg], { allowFailure: true });
  return code === 0 && output.includes('install ok installed');
}

function asRoot(command, args) {
  if (process.getuid?.() === 0) return [command, args];
  return ['sudo', ['-n', command, ...args]];
}

async function aptGet(args) {
  const [command, argv] = asRoot('apt-get', args);
  return run(command, argv, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }, allowFailure: true });
}

export async function ensureDebianPackages() {
  const missing = [];
  for (const pkg of DEBIAN_PACKAGES) if (!(await installed(pkg))) missing.push(pkg);
  if (!missing.length) return;
  log(`apt-get install ${missing.join(' ')}`);
  const install = ['install', '-y', '--no-install-recommends', ...missing];
  let result = await aptGet(install);
  if (result.code !== 0) {
    // Package lists missing or stale (a fresh machine): update once, then try again.
    log('apt-get update (the install needed fresh package lists)');
    const update = await aptGet(['update']);
    if (update.code !== 0) throw new Error(`apt-get update failed:\n${update.output.slice(-3000)}`);
    result = await aptGet(install);
    if (result.code !== 0) throw new Error(`apt-get install ${missing.join(' ')} failed:\n${result.output.slice(-3000)}`);
  }
}

/** The site's dependencies (only on a fresh clone) and the bench's own package (Lighthouse). */
export async function ensureNpmPackages(root) {
  if (!existsSync(join(root, 'node_modules/.bin/react-router'))) {
    log('npm install (the site has no node_modules yet)');
    await run('npm', ['install'], { cwd: root });
  }
  const bench = join(root, 'bench');
  if (!existsSync(join(bench, 'node_modules/lighthouse/package.json')) || !existsSync(join(bench, 'node_modules/chrome-launcher/package.json'))) {
    log('npm install --prefix bench (Lighthouse and chrome-launcher)');
    await run('npm', ['install', '--prefix', 'bench', '--no-audit', '--no-fund'], { cwd: root });
  }
}
