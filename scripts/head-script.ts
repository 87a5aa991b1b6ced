import { buildSync } from 'esbuild';
import { join } from 'node:path';
import { minify_sync } from 'terser';
import type { Plugin } from 'vite';

const root = new URL('..', import.meta.url).pathname;

/** The module the builds replace by the compiled text (it compiles the text itself where no build step runs). */
export const HEAD_SCRIPT_MODULE = /app[\\/]lib[\\/]head-script\.ts$/;

/**
 * The inline head script (docs/decisions/047-inline-scripts-hashed-once.md) compiled from its
 * TypeScript source, app/lib/head-script.browser.ts, and the switcher's functions it imports
 * (app/i18n/switcher.ts, whose links the server writes with the same functions): bundled by esbuild
 * into one function expression, minified by terser, which comes out smaller than esbuild's own
 * minifier here (736 B gzipped against 779). The same source and options give the same text in
 * every build, so the hash the server's Content-Security-Policy names (http/islands.ts) is the hash
 * of what the pages inline (root.tsx).
 */
export function compileHeadScript(): string {
  const { outputFiles } = buildSync({
    entryPoints: [join(root, 'app/lib/head-script.browser.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minifySyntax: true,
    // No "use strict" prologue (tsconfig's `strict` would add one): the script needs none.
    tsconfigRaw: { compilerOptions: { alwaysStrict: false } },
    write: false,
    logLevel: 'warning',
  });
  const { code } = minify_sync(outputFiles[0]!.text, {
    ecma: 2020,
    compress: { passes: 3, unsafe: true, pure_getters: true, unsafe_arrows: true },
    format: { comments: false, wrap_func_args: false },
  });
  if (!code) throw new Error('terser returned no head script');
  return code;
}

/** app/lib/head-script.ts as the builds compile it: the text as a constant. */
export const headScriptModule = (): string => `export const THEME_SCRIPT = ${JSON.stringify(compileHeadScript())};\n`;

/** The Vite builds' (and the dev server's) copy of the module: no compiler in a bundle, none in the browser. */
export function prebuiltHeadScript(): Plugin {
  let code: string | undefined;
  return {
    name: 'prebuilt-head-script',
    enforce: 'pre',
    load(id) {
      if (HEAD_SCRIPT_MODULE.test(id.split('?')[0]!)) return (code ??= headScriptModule());
      return null;
    },
  };
}
