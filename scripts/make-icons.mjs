// Draws the web app manifest's PNG icons (public/icons/) from public/favicon.svg with Chromium.
// Run by hand after changing the favicon (`node scripts/make-icons.mjs`) and commit the PNGs: the
// build does not run it. The maskable icons fill the whole square with the favicon's background and
// shrink its drawing into the middle, inside the circle every platform's mask keeps.
import { chromium } from 'playwright-core';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'public/icons');
const favicon = (await readFile(join(root, 'public/favicon.svg'), 'utf8')).trim();

const background = /<rect\b[^>]*\bfill="([^"]+)"[^>]*\/>/.exec(favicon);
if (!background) throw new Error('public/favicon.svg: expected a <rect fill="…"/> background');
const drawing = favicon.replace(background[0], '').replace(/^<svg\b[^>]*>|<\/svg>$/g, '');
const maskable =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background[1]}"/>` +
  `<g transform="translate(16 16) scale(0.75) translate(-16 -16)">${drawing}</g></svg>`;

const icons = [
  { file: 'icon-192.png', svg: favicon, size: 192 },
  { file: 'icon-512.png', svg: favicon, size: 512 },
  { file: 'icon-maskable-192.png', svg: maskable, size: 192 },
  { file: 'icon-maskable-512.png', svg: maskable, size: 512 },
  // iOS puts its own mask on home-screen icons and shows transparency as black: a full square.
  { file: 'apple-touch-icon.png', svg: maskable, size: 180 },
];

await mkdir(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  for (const { file, svg, size } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(`<style>*{margin:0}</style><img src="${src}" width="${size}" height="${size}">`);
    await page.locator('img').screenshot({ path: join(out, file), omitBackground: true });
    console.log(`public/icons/${file}`);
  }
} finally {
  await browser.close();
}
