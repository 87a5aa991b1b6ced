import pino, { type Logger } from 'pino';
import { LOG_LEVELS } from './config.server';

const configured = process.env.LOG_LEVEL;
/** LOG_LEVEL when it names a level; a wrong one is reported by the configuration's check at start. */
const level = LOG_LEVELS.find((name) => name === configured) ?? 'info';

/**
 * Lines are written in batches of this many bytes (about twenty request lines): a write to a pipe
 * for each line cost a busy server more than the line itself.
 */
const BATCH_BYTES = 4096;
/** …and at the latest this long after they were logged, so a quiet server's log is current. */
const LATEST_MS = 500;

/**
 * Shared through the global object: React Router's server build and the server's bundle each hold
 * a copy of this module, and two loggers would write to the same output apart.
 */
const SHARED = Symbol.for('unitwise.log');
const shared = globalThis as { [SHARED]?: Logger };

/**
 * The server's log: one JSON object a line on standard output, for the request log
 * (http/request-log.ts) and for errors and notices (docs/decisions/050-request-log.md). Lines
 * are written in the background, in batches, so a request does not wait for the terminal or the
 * log collector; what is left is written when the process exits.
 */
export const log: Logger = (shared[SHARED] ??= createLog());

function createLog() {
  const out = pino.destination({ dest: 1, sync: false, minLength: BATCH_BYTES });
  setInterval(() => out.flush(), LATEST_MS).unref();
  return pino({ level, base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime }, out);
}
