import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerBuild } from 'react-router';
import { createServer, type Plugin } from 'vite';
import { MOUNT_FILE, sourceIslandAssets } from './islands';
import type { RunningSite, SiteContext } from './load-site';
import { log } from '../app/services/logger.server';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * React Router's Vite plugin gives every client module React Refresh's registration code, which
 * throws unless the page first ran its refresh runtime (React Router's `<Scripts/>` imports it).
 * Island pages import only app/islands/mount.tsx (which loads the island modules): it imports the runtime first.
 */
const REFRESH_RUNTIME = 'virtual:react-router/inject-hmr-runtime';

function islandsRefreshRuntime(mountFile: string): Plugin {
  return {
    name: 'unitwise-islands-refresh-runtime',
    enforce: 'pre',
    transform(code, id) {
      if (this.environment.name !== 'client' || id.split('?')[0] !== mountFile) return null;
      // On the entry's first line, so the lines of its source map stay where they were.
      return { code: `import ${JSON.stringify(REFRESH_RUNTIME)};${code}`, map: null };
    },
  };
}

/**
 * Every edit of a module a page uses, on the server or in the browser, reloads the open pages: a
 * page's islands are rendered on the server too, so their markup, and the parts of the page around
 * them, change with the code. (React Refresh would update the components in the browser only, and
 * React Router's refresh code expects a page that React Router hydrated.)
 */
function reloadOnEdit(): Plugin {
  return {
    name: 'unitwise-reload-on-edit',
    enforce: 'pre',
    hotUpdate({ file, modules, server }) {
      if (this.environment.name === 'client') {
        const onServer = server.environments.ssr.moduleGraph.getModulesByFile(file)?.size ?? 0;
        if (modules.length || onServer) this.environment.hot.send({ type: 'full-reload' });
      }
      // Nothing to update in place: the next request loads the edited modules (Vite invalidated them).
      return [];
    },
  };
}

/**
 * The site for `npm run dev` (docs/decisions/042-dev-server.md): Vite in middleware mode, as in
 * React Router's node-custom-server template, in front of http/listener.ts's createListener. Vite
 * answers for the modules the browser asks for (island entries by their source path, with their
 * imports) and the public folder; everything else goes to the site, loaded through Vite with the
 * React Router server build, each again after an edit. Pages are rendered for every request, or with
 * PAGE_CACHE=on kept by the page cache as in production until the next edit. An edit of a start-up
 * file (http/index.ts and what it imports: the configuration, the database, the services) restarts
 * the whole process: `npm run dev` runs under `tsx watch`, which watches what Node itself imported.
 */
export async function loadDevSite(http: Server, context: SiteContext): Promise<RunningSite> {
  const vite = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    appType: 'custom',
    server: {
      middlewareMode: true,
      // Reload messages over the site's own port, so several dev servers can run side by side.
      hmr: { server: http },
      // The database changes as the site runs; it is no module.
      watch: { ignored: [`${resolve(context.services.config.dataDir)}/**`] },
    },
    // The browser's dependencies are found and bundled at start, from the pages' modules, rather
    // than on the first page that uses one (Vite would bundle them again and reload that page).
    optimizeDeps: { entries: ['app/root.tsx', 'app/routes/**/*.tsx', MOUNT_FILE, 'app/**/*.island.tsx'] },
    plugins: [islandsRefreshRuntime(join(root, MOUNT_FILE)), reloadOnEdit()],
  });
  const pages = {
    build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    islands: sourceIslandAssets(root),
  };

  // The site module as Vite last loaded it, and the site made from it: made again once an edit
  // (of the API, say) gives a new module.
  let current: { module: typeof import('./listener'); listener: RunningSite['listener']; clear: () => void } | undefined;
  async function siteListener() {
    const module = (await vite.ssrLoadModule('/http/listener.ts')) as typeof import('./listener');
    if (current?.module !== module) {
      const site = module.createListener({ pages, clientDir: join(root, 'public'), ...context, pageCache: context.services.config.pageCache });
      current = { module, listener: site.listener, clear: site.clear };
    }
    return current.listener;
  }

  // With PAGE_CACHE=on, an edit drops the kept pages, so the next request shows it.
  vite.watcher.on('change', () => current?.clear());

  // Loaded now rather than by the first request, which would wait for Vite to transform every
  // route's modules (seconds); a module that fails is reported by the request that needs it.
  void Promise.all([siteListener(), pages.build()]).catch(() => {});
  const mail = (await vite.ssrLoadModule('/app/i18n/mail-words.server.ts')) as typeof import('../app/i18n/mail-words.server');

  return {
    listener(req: IncomingMessage, res: ServerResponse) {
      vite.middlewares(req, res, () => {
        siteListener().then(
          (listener) => listener(req, res),
          (error: Error) => {
            // A module that does not compile: say where, in the terminal and the page.
            vite.ssrFixStacktrace(error);
            log.error(error);
            res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(error.stack);
          },
        );
      });
    },
    close: () => vite.close(),
    mailLanguage: (code) => mail.mailLanguageOf(code),
  };
}
