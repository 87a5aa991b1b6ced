/**
 * Whether the build has the pseudo-locale (docs/decisions/092-pseudo-locale.md): `PSEUDO_LOCALE=1`
 * while building (`npm test` builds so), written into the code as the constant `__PSEUDO_LOCALE__`
 * by the server, islands and search-index builds, so that any other build drops it as dead code.
 */
export const pseudoLocaleDefine = (): Record<string, string> => ({ __PSEUDO_LOCALE__: JSON.stringify(process.env.PSEUDO_LOCALE === '1') });
