import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { converterContent } from './scripts/converter-content';
import { ingredientContent } from './scripts/ingredient-content';
import { LongestFirstSequencer } from './tests/sequencer';

// Domain tests about local dates assume one fixed zone with DST changes.
process.env.TZ = 'America/New_York';

const alias = { '~': fileURLToPath(new URL('./app', import.meta.url)) };

/**
 * Test files at once, of both projects together (they are one group: a file of one waits for a
 * worker like a file of the other): one more than the cores, three on CI's two. An end-to-end file
 * keeps a core busy about half of its time (it waits on the browser, the server and the page): the
 * whole run uses under 700 CPU seconds, where CI's 838 s on two cores with two files at once
 * offered 1,676 (docs/decisions/094-ci-time.md). Vitest's default, one fewer than the cores, ran
 * every file one after another there.
 */
const maxWorkers = availableParallelism() + 1;

export default defineConfig({
  resolve: { alias },
  test: {
    // The longest files first, in a clean clone too (tests/sequencer.ts, tests/durations.json).
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        // Content files come parsed, as in the build (scripts/converter-content.ts).
        plugins: [converterContent(), ingredientContent()],
        resolve: { alias },
        test: {
          name: 'unit',
          // A test that builds a language's search index or hashes passwords takes a second alone and
          // several beside two other files on CI's two cores: time limits are for hung tests, not slow
          // machines (Vitest's default is 5 s).
          testTimeout: 30_000,
          hookTimeout: 60_000,
          include: ['app/**/*.test.{ts,tsx}', 'http/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          environment: 'node',
          maxWorkers,
          // Sites started in the test process would log every request among the test results.
          env: { LOG_LEVEL: 'silent' },
        },
      },
      {
        // As in the unit project: a file that imports the converter registry gets the pages parsed
        // once by the main process, not parsed again in each file's process (about 1 s each).
        plugins: [converterContent(), ingredientContent()],
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Three files at once share CI's two cores (maxWorkers): a test that takes 10 s alone, such
          // as one that signs up, confirms by mail and signs in, has taken 24 s beside another file
          // on a busy machine. A test that passes takes its own time; only a failing one waits longer.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // A page that settles in 100 ms on an idle machine can take seconds while CI's browsers and
          // servers share two cores: a poll waits up to 10 s for what the user would see (a poll that
          // succeeds returns at once; only a failing one waits longer).
          expect: { poll: { timeout: 10_000 } },
          // Files in parallel, each with a server of its own (tests/e2e/global-setup.ts, server.ts).
          maxWorkers,
        },
      },
    ],
  },
});
