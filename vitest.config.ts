import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { converterContent } from './scripts/converter-content';
import { ingredientContent } from './scripts/ingredient-content';

// Domain tests about local dates assume one fixed zone with DST changes.
process.env.TZ = 'America/New_York';

const alias = { '~': fileURLToPath(new URL('./app', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        // Content files come parsed, as in the build (scripts/converter-content.ts).
        plugins: [converterContent(), ingredientContent()],
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          environment: 'node',
          // Sites started in the test process would log every request among the test results.
          env: { LOG_LEVEL: 'silent' },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // A page that settles in 100 ms on an idle machine can take seconds while CI's browser and
          // server share two cores: a poll waits up to 5 s for what the user would see (a poll that
          // succeeds returns at once; only a failing one waits longer).
          expect: { poll: { timeout: 5_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
