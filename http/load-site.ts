import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import type { MailLanguageOf } from '../app/services/mail/templates.server';
import type { Services } from '../app/services/services.server';
import { loadIslandAssets } from './islands';

/** The site as the HTTP server runs it. */
export interface RunningSite {
  listener: (req: IncomingMessage, res: ServerResponse) => void;
  /** Stops what the site runs beside the HTTP server: the dev server's Vite and its connections. */
  close: () => Promise<void>;
  /** The newsletter mails' words in each language: the site's translator, which the services cannot load from source. */
  mailLanguage: MailLanguageOf;
}

export interface SiteContext {
  services: Services;
  mode: 'production' | 'development';
}

let fromSource = false;

/** `npm run dev` (http/dev.ts): the pages, client modules and islands come from Vite, not a build. */
export function serveFromSource(): void {
  fromSource = true;
}

/**
 * The site: from the build beside this bundle (`npm start`), or from the sources through Vite
 * (`npm run dev`, docs/decisions/042-dev-server.md). Both run http/listener.ts's createListener. The
 * site's modules are imported here, not at the top: run from source, they need Vite's transforms.
 */
export async function loadSite(http: Server, context: SiteContext): Promise<RunningSite> {
  if (fromSource) return (await import('./dev-site')).loadDevSite(http, context);
  // This file is bundled into build/server-main.mjs (loaded by build/server.mjs), beside React
  // Router's build/server and build/client and the islands build's manifest.
  const buildDir = dirname(fileURLToPath(import.meta.url));
  const islands = loadIslandAssets(buildDir);
  const build = (await import(pathToFileURL(join(buildDir, 'server', 'index.js')).href)) as ServerBuild;
  const { createListener } = await import('./listener');
  const { mailLanguageOf } = await import('../app/i18n/mail-words.server');
  const site = createListener({
    pages: { build, islands },
    clientDir: join(buildDir, 'client'),
    ...context,
    pageCache: context.services.config.pageCache,
  });
  return { listener: site.listener, close: async () => {}, mailLanguage: mailLanguageOf };
}
