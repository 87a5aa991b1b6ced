import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { extractLinks, parseMessage } from './mime.server';

/**
 * The local outbox: without SMTP every message is an RFC 822 .eml file, openable in any mail
 * client, and readable back by the end-to-end tests through `readOutbox`.
 */

export interface OutboxMessage {
  /** Absolute path of the .eml file. */
  file: string;
  /** The message id the mailer returned for it. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** http(s) links of the plain-text part, in reading order (the action link comes first). */
  links: string[];
  /** Lower-cased header names, e.g. `list-unsubscribe`. */
  headers: Record<string, string>;
}

const EML = /^(\d{8}T\d{9}Z)-(.+)\.eml$/;

/** `2026-11-22T08:30:00.123Z` → `20261122T083000123Z`: sorts by name in time order. */
function stamp(ms: number): string {
  return new Date(ms).toISOString().replace(/[-:.]/g, '');
}

export interface Outbox {
  /** Writes one message and returns the file's absolute path. */
  write(id: string, raw: Uint8Array): Promise<string>;
}

export function createOutbox(outboxDir: string): Outbox {
  const dir = resolve(outboxDir);
  // Two messages in one millisecond must still sort in sending order (newest last in readOutbox).
  let last = 0;
  return {
    async write(id, raw) {
      if (!/^[\w-]+$/.test(id)) throw new Error(`Unsafe outbox message id: ${id}`);
      last = Math.max(Date.now(), last + 1);
      const file = join(dir, `${stamp(last)}-${id}.eml`);
      // The files hold confirmation tokens: readable by the server's user only.
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // Written aside and renamed, so a reader polling the folder never sees half a message.
      const partial = join(dir, `.${id}.partial`);
      await writeFile(partial, raw, { mode: 0o600 });
      await rename(partial, file);
      return file;
    },
  };
}

/** Every message in the outbox, oldest first (newest last); an absent folder is an empty outbox. */
export async function readOutbox(outboxDir: string): Promise<OutboxMessage[]> {
  const dir = resolve(outboxDir);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = names.filter((name) => EML.test(name)).sort();
  return Promise.all(
    files.map(async (name) => {
      const file = join(dir, name);
      const { headers, text, html } = parseMessage(await readFile(file));
      return {
        file,
        id: EML.exec(name)?.[2] ?? name,
        to: headers.to ?? '',
        subject: headers.subject ?? '',
        text,
        html,
        links: extractLinks({ text, html }),
        headers,
      };
    }),
  );
}
