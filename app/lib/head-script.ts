import { compileHeadScript } from '../../scripts/head-script';

/**
 * The script every page inlines in <head> (app/lib/head-script.browser.ts is its source), as text:
 * root.tsx writes it and http/islands.ts hashes it for the Content-Security-Policy
 * (docs/decisions/047-inline-scripts-hashed-once.md). The builds and the dev server replace this
 * module by the text compiled while building (scripts/head-script.ts); where no build step runs
 * (tests, the server started from source) it is compiled here, the same way.
 */
export const THEME_SCRIPT: string = compileHeadScript();
