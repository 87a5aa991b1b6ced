import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../app/services/db/database.server';
import { onLines } from '../lines';

/**
 * The embedded database loses no committed write when its process dies: a child writes posts
 * and reports each id after its commit; we SIGKILL it at a random moment, reopen the file, and
 * require every reported post (and its tags) to be there. Five rounds on the same file, so
 * each round also recovers from the previous crash (WAL replay, a hot journal, stale locks).
 */
const CHILD = fileURLToPath(new URL('./durability-child.ts', import.meta.url));
const ROUNDS = 5;

interface Round {
  committed: string[];
  signal: NodeJS.Signals | null;
}

function runAndKill(dataDir: string, killAfterMs: number): Promise<Round> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let ready = false;
    const committed: string[] = [];
    // Only whole lines count: a line cut by the kill was never fully reported.
    onLines(child.stdout, (line) => {
      if (line === 'ready') {
        ready = true;
        setTimeout(() => child.kill('SIGKILL'), killAfterMs);
      } else if (ready) {
        committed.push(line);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (signal !== 'SIGKILL') reject(new Error(`child exited by itself (code ${code}): ${stderr}`));
      else resolve({ committed, signal });
    });
  });
}

describe('SQLite durability under SIGKILL', () => {
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'unitwise-durability-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every row the killed process reported committed, round after round', async () => {
    const reported: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const killAfterMs = 50 + Math.floor(Math.random() * 250);
      const { committed, signal } = await runAndKill(dataDir, killAfterMs);
      expect(signal).toBe('SIGKILL');
      reported.push(...committed);

      const handle = await openDatabase({ dataDir });
      try {
        if (handle.dialect !== 'sqlite') throw new Error('expected SQLite');
        expect(handle.sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
        const present = new Set((await handle.db.selectFrom('blog_posts').select('id').execute()).map((row) => row.id));
        const missing = reported.filter((id) => !present.has(id));
        expect(missing, `round ${round + 1}, killed after ${killAfterMs} ms`).toEqual([]);
        const tagCounts = await handle.db
          .selectFrom('blog_post_tags')
          .select(['post_id', (eb) => eb.fn.countAll<number>().as('n')])
          .groupBy('post_id')
          .execute();
        // Post and tags were one transaction: never a post without all of its tags.
        expect(present.size).toBe(tagCounts.length);
        expect(tagCounts.every((row) => Number(row.n) === 3)).toBe(true);
      } finally {
        await handle.close();
      }
    }
    // The test means something only if the children did write between the kills.
    expect(reported.length).toBeGreaterThan(ROUNDS);
    // Five children, each starting TypeScript through tsx: seconds apiece on a busy machine (20 s ran
    // out beside other engineers' builds). A passing run takes its own time; only a hung one waits.
  }, 90_000);
});
