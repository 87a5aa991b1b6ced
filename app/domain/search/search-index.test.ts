import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';
import { prebuiltSearchIndexModule } from '../../../scripts/search-index';
import * as lazilyBuilt from './search-index.server';

it('the index the build writes into the server is the one the server would build: same version, same JSON', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'search-index-test-'));
  try {
    const file = join(dir, 'search-index.mjs');
    await writeFile(file, await prebuiltSearchIndexModule());
    const prebuilt = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as typeof lazilyBuilt;
    expect(Object.keys(prebuilt).sort()).toEqual(Object.keys(lazilyBuilt).sort());
    expect(prebuilt.servedSearchIndex()).toEqual(lazilyBuilt.servedSearchIndex());
    expect(prebuilt.searchIndex()).toEqual(lazilyBuilt.searchIndex());
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}, 30_000);
