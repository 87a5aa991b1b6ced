import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * Vite's eager `import.meta.glob` for the bundles esbuild makes of app code outside Vite (the
 * server, scripts/build-server.mjs; the search indexes, scripts/search-index.ts): JSON files
 * (`{ import: 'default', eager: true }`: the message catalogs, the languages' page words, unit
 * names) as the static imports Vite makes of them, and raw text (`query: '?raw'` too: the
 * languages' cooking words, the translated converter pages) as strings, keyed as Vite keys them
 * (the path as the pattern writes it). Other globs are left as they are.
 */
const GLOB = /import\.meta\.glob(?:<(?:[^<>]|<[^<>]*>)*>)?\(\s*'([^']+)'\s*,\s*\{([^}]*)\}\s*\)/g;

export const importGlobs: Plugin = {
  name: 'import-globs',
  setup(b) {
    b.onLoad({ filter: /[\\/]app[\\/].*\.tsx?$/ }, ({ path }) => {
      const source = readFileSync(path, 'utf8');
      if (!source.includes('import.meta.glob')) return undefined;
      const imports: string[] = [];
      const contents = source.replace(GLOB, (call, pattern: string, options: string) => {
        const eager = /\beager:\s*true\b/.test(options) && /\bimport:\s*'default'/.test(options);
        const raw = /\bquery:\s*'\?raw'/.test(options);
        if (!eager || (!raw && !pattern.endsWith('.json'))) return call;
        const entries = globFiles(dirname(path), pattern)
          .sort()
          .map((file) => {
            const full = resolve(dirname(path), file);
            if (raw) return `${JSON.stringify(file)}: ${JSON.stringify(readFileSync(full, 'utf8'))}`;
            const name = `__glob_${imports.length}`;
            imports.push(`import ${name} from ${JSON.stringify(full)};`);
            return `${JSON.stringify(file)}: ${name}`;
          });
        return `({ ${entries.join(', ')} })`;
      });
      return { contents: `${imports.join('\n')}\n${contents}`, loader: path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/** The files a pattern whose segments are names or `*` finds from `dir`, written as the pattern writes them. */
function globFiles(dir: string, pattern: string): string[] {
  const segments = pattern.split('/');
  let found = [''];
  segments.forEach((segment, i) => {
    const match = new RegExp(`^${segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
    found = found.flatMap((prefix) => {
      if (!segment.includes('*')) return [`${prefix}${segment}`];
      if (!existsSync(join(dir, prefix))) return [];
      return readdirSync(join(dir, prefix))
        .filter((name) => match.test(name))
        .map((name) => `${prefix}${name}`);
    });
    if (i < segments.length - 1) found = found.map((path) => `${path}/`);
  });
  return found.filter((file) => existsSync(join(dir, file)) && statSync(join(dir, file)).isFile());
}
