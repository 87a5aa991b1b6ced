import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { baseURL } from './server';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

/**
 * The file's Chromium, started by the first describe block that needs one and shared by the rest:
 * a start took 0.3–1 s on a loaded machine, and files have up to six blocks. Each block still has
 * contexts of its own. Closed after the file's last test: a hook registered here, while the test
 * file imports this module, belongs to the file.
 */
let fileBrowser: Promise<Browser> | undefined;
const launchBrowser = () => (fileBrowser ??= chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true }));
afterAll(async () => {
  await (await fileBrowser)?.close();
});

export interface BrowserFixture {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly baseURL: string;
  /** Opens a path and waits until React has hydrated the page. */
  goto(path: string): Promise<void>;
  /** Console errors are expected by this test (e.g. a 404 resource): stop failing on them. */
  allowConsoleErrors(): void;
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

export interface BrowserOptions {
  viewport?: { width: number; height: number };
  /**
   * One context and one page for the whole describe block, for tests that open pages by their
   * addresses and read them: each test starts where the one before left the page, with its
   * storage, cookies and HTTP cache, as one visitor going from page to page (with no service
   * worker). A new context and page per test start a renderer process and download and compile the
   * islands' script each time: ten pages took 0.7–1.0 s each so, 0.2–0.3 s each in one page (on a
   * loaded machine).
   */
  onePage?: boolean;
}

/**
 * The file's Chromium (launchBrowser), a fresh context (empty storage) and page per test unless `onePage`,
 * and a failure for any console error or uncaught page error the test did not expect.
 */
export function useBrowser(options: BrowserOptions = {}): BrowserFixture {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[] = [];
  let allowErrors = false;

  async function open(): Promise<void> {
    context = await browser.newContext({
      baseURL,
      viewport: options.viewport ?? { width: 1280, height: 900 },
      // A page shared by tests registers no service worker: one would serve the later tests the
      // build's files from its cache, out of reach of the server and of page.route, and its page
      // cache would stand in for the network when a test goes offline (offline.test.ts tests it
      // with a context of its own).
      serviceWorkers: options.onePage ? 'block' : 'allow',
    });
    // A Content-Security-Policy violation is an error too, even when the page carries on.
    await context.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
      ),
    );
    page = await context.newPage();
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    if (options.onePage) await open();
  });
  afterAll(async () => {
    if (options.onePage) await context?.close();
  });
  beforeEach(async () => {
    errors = [];
    allowErrors = false;
    if (!options.onePage) await open();
  });
  afterEach(async () => {
    if (!options.onePage) await context?.close();
    // A request a test held or answered itself goes to the network again for the next test.
    else await page?.unrouteAll({ behavior: 'ignoreErrors' });
    if (!allowErrors) expect(errors, 'console errors').toEqual([]);
  });

  return {
    get page() {
      return page;
    },
    get context() {
      return context;
    },
    baseURL,
    async goto(path: string) {
      await page.goto(path);
      await waitForHydration(page);
    },
    allowConsoleErrors() {
      allowErrors = true;
    },
  };
}

/**
 * A page of a second context of the fixture's browser, with JavaScript disabled (what a visitor
 * without script gets), fresh for each test unless `onePage` (as in useBrowser): call in a
 * describe block after useBrowser.
 */
export function useNoScriptPage(b: BrowserFixture, { onePage = false } = {}): () => Page {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  beforeEach(async () => {
    if (onePage && page) return;
    context = await b.context.browser()!.newContext({ baseURL: b.baseURL, javaScriptEnabled: false });
    page = await context.newPage();
  });
  afterEach(async () => {
    if (!onePage) await context?.close();
  });
  afterAll(async () => {
    await context?.close();
  });
  return () => page!;
}

/** A layout shift as a failure message shows it: its score, when (ms after navigation), and what moved. */
export interface LayoutShift {
  value: number;
  at: number;
  /** Each moved node as `tag#id.class "its text"`, or `(removed)` where the node is gone. */
  moved: string[];
}

/**
 * The layout shifts the page has recorded since it started loading, or, with `sinceParsed`, since its
 * HTML was parsed (what hydration moved): read once the page has hydrated and two frames have been
 * rendered since, so a shift of hydration's last change is in the buffer, from which a
 * PerformanceObserver with `buffered: true` takes every entry at once. Assert `toEqual([])`: a
 * failure then names what moved.
 */
export async function layoutShifts(page: Page, { sinceParsed = false } = {}): Promise<LayoutShift[]> {
  await waitForHydration(page);
  return page.evaluate(
    (sinceParsed) =>
      new Promise<LayoutShift[]>((resolve) => {
        interface Entry extends PerformanceEntry {
          value: number;
          sources: readonly { node: Node | null }[];
        }
        const name = (node: Node | null) => {
          if (!node) return '(removed)';
          if (!(node instanceof Element)) return `${node.nodeName} "${(node.textContent ?? '').slice(0, 40)}"`;
          const classes = [...node.classList]
            .slice(0, 3)
            .map((c) => `.${c}`)
            .join('');
          return `${node.localName}${node.id ? `#${node.id}` : ''}${classes} "${(node.textContent ?? '').trim().slice(0, 40)}"`;
        };
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const from = sinceParsed ? (navigation?.domInteractive ?? 0) : 0;
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const observer = new PerformanceObserver(() => {});
            observer.observe({ type: 'layout-shift', buffered: true });
            const entries = observer.takeRecords() as Entry[];
            observer.disconnect();
            resolve(
              entries
                .filter((entry) => entry.startTime >= from)
                .map((entry) => ({ value: entry.value, at: Math.round(entry.startTime), moved: entry.sources.map((source) => name(source.node)) })),
            );
          }),
        );
      }),
    sinceParsed,
  );
}
