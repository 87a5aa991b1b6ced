// Spawned by newsletter-send.test.ts: a server process's newsletter worker on the database of
// `DATA_DIR` (SQLite) or `DATABASE_URL` (PostgreSQL), mailing to the outbox in `OUTBOX_DIR`.
// It prints `ready`, waits for a line on stdin (so two children can start together), then prints `sent <address>` after each mail is written, and exits when no
// recipient is left; newsletter-send.test.ts kills one with SIGKILL midway. With HOLD_AFTER=N it
// stops in the middle of its N-th mail's batch and waits there to be killed, however busy the machine.
import { openDatabase } from '../../app/services/db/database.server';
import { createMailer } from '../../app/services/mail/mailer.server';
import { createNewsletterSender } from '../../app/services/newsletter/sender.server';

const { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, OUTBOX_DIR: outboxDir, HOLD_AFTER: holdAfter } = process.env;
if (!dataDir || !outboxDir) throw new Error('usage: DATA_DIR=… OUTBOX_DIR=… [DATABASE_URL=…] newsletter-send-child.ts');

const database = await openDatabase({ dataDir, databaseUrl: databaseUrl || undefined });
let mailed = 0;
const outbox = createMailer({ outboxDir, mailFrom: 'Unitwise <no-reply@unitwise.example>', logger: { info: () => undefined } });
const sender = createNewsletterSender({
  database,
  batchSize: 5,
  site: { siteName: 'Unitwise', teamName: 'Unitwise Team', publicOrigin: 'http://localhost:3000' },
  mailer: {
    delivery: 'outbox',
    // A relay that takes a moment per mail, so a kill lands in the middle of a send.
    async send(message, id) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      const sent = await outbox.send(message, id);
      process.stdout.write(`sent ${message.to}\n`);
      if (++mailed === Number(holdAfter)) await new Promise(() => setInterval(() => undefined, 1000));
      return sent;
    },
    close: () => undefined,
  },
});
process.stdout.write('ready\n');
await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));
process.stdin.pause();
await sender.deliverDue();
await database.close();
