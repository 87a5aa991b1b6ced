import { serve } from '@hono/node-server';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { ConfigError, getConfig } from '../app/server/config.server';
import { createApp } from './app';

function loadConfig() {
  try {
    return getConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = loadConfig();
// This file is bundled to build/server.mjs, beside React Router's build/server and build/client.
const buildDir = dirname(fileURLToPath(import.meta.url));
const build = (await import(pathToFileURL(join(buildDir, 'server', 'index.js')).href)) as ServerBuild;
const app = createApp({ build, clientDir: join(buildDir, 'client') });

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`${config.siteName} is listening on http://localhost:${info.port} (public origin ${config.publicOrigin})`);
});

function shutdown() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
