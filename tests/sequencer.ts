import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each long test file took in a whole run (tests/durations.json, written by
 * `node scripts/test-durations.mjs` from a run's JSON report). Only the order they give is used.
 */
const DURATIONS: Record<string, number> = JSON.parse(readFileSync(new URL('./durations.json', import.meta.url), 'utf8')).seconds;

/**
 * Starts the longest test files first, so that the last files to end are short ones and no worker
 * waits long for the others at the end (docs/decisions/094-ci-time.md). Vitest's own order puts the
 * longest first only from the durations it cached in an earlier run on the machine; a clean clone,
 * as CI's, has none, and Vitest then starts the largest files first: the axe file, two minutes of
 * CI's fifteen in forty lines, started last of all end-to-end files, alone for its last minute.
 *
 * A file's time is Vitest's cached one when there is one (a failed file first, as Vitest does),
 * else tests/durations.json's; files with neither start after those with one, largest first.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { config, cache } = this.ctx;
    const known = new Map<TestSpecification, { failed: boolean; seconds: number | undefined; size: number }>();
    for (const spec of files) {
      const path = relative(config.root, spec.moduleId);
      const key = `${spec.project.name}:${path}`;
      const cached = cache.getFileTestResults(key);
      known.set(spec, {
        failed: cached?.failed ?? false,
        seconds: cached ? cached.duration / 1000 : DURATIONS[path],
        size: cache.getFileStats(key)?.size ?? 0,
      });
    }
    const sorted = [...files].sort((a, b) => {
      const groupOrder = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (groupOrder !== 0) return groupOrder;
      const [x, y] = [known.get(a)!, known.get(b)!];
      if (x.failed !== y.failed) return x.failed ? -1 : 1;
      if (x.seconds !== undefined || y.seconds !== undefined) return (y.seconds ?? -1) - (x.seconds ?? -1);
      return y.size - x.size;
    });
    return Promise.resolve(sorted);
  }
}
