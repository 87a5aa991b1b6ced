import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';
import { prebuiltSearchIndexModule } from '../../../scripts/search-index';
import { LANGUAGES } from '~/i18n/languages';
import * as lazilyBuilt from './search-index.server';

it('the indexes the build writes into the server are the ones the server would build: same versions, same JSON, one per language', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'search-index-test-'));
  try {
    const file = join(dir, 'search-index.mjs');
    await writeFile(file, await prebuiltSearchIndexModule());
    const prebuilt = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as typeof lazilyBuilt;
    expect(Object.keys(prebuilt).sort()).toEqual(Object.keys(lazilyBuilt).sort());
    expect(prebuilt.servedSearchIndex()).toEqual(lazilyBuilt.servedSearchIndex());
    for (const { code } of LANGUAGES) {
      expect(prebuilt.servedSearchIndex(code), code).toEqual(lazilyBuilt.servedSearchIndex(code));
      expect(prebuilt.searchIndex(code), code).toEqual(lazilyBuilt.searchIndex(code));
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}, 60_000);
