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
          fileParallelism: false,
        },
      },
    ],
  },
});
