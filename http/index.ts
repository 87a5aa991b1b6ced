import { createServer } from 'node:http';
import { ConfigError, getConfig } from '../app/services/config.server';
import { describeDatabaseUrl, openDatabase } from '../app/services/db/database.server';
import { migrateToLatest } from '../app/services/db/migrate.server';
import { seedSampleContent } from '../app/services/seed/seed.server';
import { log } from '../app/services/logger.server';
import { watchSchedule } from '../app/services/blog/schedule.server';
import { createTrashPurger } from '../app/services/blog/trash.server';
import { createServices } from '../app/services/services.server';
import { MissingIslandsError } from './islands';
import { loadSite } from './load-site';

function loadConfig() {
  try {
    return getConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      log.fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch((error: Error) => {
  log.fatal(error.message);
  process.exit(1);
});
try {
  const applied = await migrateToLatest(database.db);
  if (applied.length) log.info(`Database migrated: ${applied.join(', ')}`);
  // A fresh install gets the sample articles once; later starts (and deleted samples) are left alone.
  const seeded = await seedSampleContent(database.db, { authorName: config.teamName });
  if (seeded) log.info(`Seeded ${seeded} sample blog posts`);
} catch (error) {
  // A database newer than this code, or a failed migration: serving would risk the data.
  log.fatal((error as Error).message);
  await database.close();
  process.exit(1);
}
const services = await createServices(config, database);
const server = createServer();
// The build's pages (npm start), or the sources' through Vite (npm run dev: http/dev.ts).
const site = await loadSite(server, { services, mode: config.production ? 'production' : 'development' }).catch(async (error: unknown) => {
  if (!(error instanceof MissingIslandsError)) throw error;
  log.fatal(error.message);
  await database.close();
  process.exit(1);
});
server.on('request', site.listener);
// Mail queued by requests (and left queued by an earlier run) is delivered from here on.
services.mail.start();
// Newsletter sends, those left unfinished by an earlier run included, go on from here.
services.newsletter.start(site.mailLanguage);
// Rates stored by any process are picked up, and (RATES_FETCH=on) fetched once a banking day.
services.rates.start();
// Rates another server process stored are read at once. Only the server listens: a listener holds a
// database connection open, which would keep the command-line tools from exiting.
services.content.subscribe((topic) => {
  if (topic === 'rates') void services.rates.poll();
});
// A scheduled post becomes public on every page at its time (docs/decisions/060-publishing.md).
const schedule = watchSchedule({ db: database.db, content: services.content, onError: (error) => log.error(error) });
// Posts 30 days in the trash are deleted for good (docs/decisions/077-trash.md).
const trash = createTrashPurger({ db: database.db, onError: (error) => log.error(error) });
trash.start();
server.listen(config.port, config.host, () => {
  const where = config.databaseUrl ? describeDatabaseUrl(config.databaseUrl) : `SQLite at ${config.dataDir}`;
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log.info(`${config.siteName} is listening on http://localhost:${port} (public origin ${config.publicOrigin}; database: ${where})`);
});

function shutdown() {
  // First the dev server's Vite, whose open connections would hold the server.
  void site.close();
  schedule.stop();
  trash.stop();
  server.close(() => {
    // Mail still being queued is written first; a send cut short is retried by the next start.
    // The newsletter's batch in flight first: the mail queue's stop closes the shared mailer.
    void services.newsletter
      .stop()
      .then(() => Promise.allSettled([services.mail.stop(), services.views.close(), services.rates.stop(), services.content.close()]))
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
