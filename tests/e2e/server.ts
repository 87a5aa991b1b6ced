import { inject } from 'vitest';

/**
 * This test file's server (tests/e2e/global-setup.ts): the one of its worker slot, which no file
 * running at the same time shares. Files that ran before it on the slot have left their accounts
 * and posts there, as on a live site.
 */
const slot = Number(process.env.VITEST_POOL_ID);
const server = inject('servers')[slot - 1];
if (!server) throw new Error(`No e2e server for worker slot ${process.env.VITEST_POOL_ID} (tests/e2e/global-setup.ts starts one per slot)`);

export const { baseURL, dataDir } = server;
