/**
 * One log line per request, written when its answer is done: method, path, status, duration, what
 * the page cache did and the request's id (docs/decisions/050-request-log.md). It wraps the whole
 * Node.js listener, since the page cache answers most pages before Hono sees them.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { RequestRecord } from './page-cache';

/** A request's own id from a proxy in front (nginx's $request_id, a UUID…), if it looks like one. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

export type RecordedListener = (req: IncomingMessage, res: ServerResponse, record: RequestRecord) => void;

/** The path without its query string, which may hold what a visitor typed or a one-time token. */
function pathOf(url = '') {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * The listener, logging each request once its answer has been handed to the socket (or the
 * connection closed before). Its id is the incoming X-Request-Id when well formed, else a new UUID,
 * and the answer carries it in X-Request-Id.
 */
export function logRequests(listener: RecordedListener, log: Logger) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const record: RequestRecord = { headers: ['X-Request-Id', id] };
    res.once('close', () => {
      const line = {
        id,
        method: req.method,
        path: pathOf(req.url),
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 100) / 100,
        cache: record.cache ?? 'bypass',
      };
      // A client that went away before the end: its status is what was about to be sent.
      if (res.writableFinished) log.info(line, 'request');
      else log.info({ ...line, aborted: true }, 'request');
    });
    listener(req, res, record);
  };
}
