/**
 * Everything the search engine loads on demand, as one module: one dynamic import, so the modules
 * it shares with the converter stay in the chunks they were in (two imports made Rollup split them
 * by which of the two shares what, a kilobyte more on converter pages).
 */
export { decideSearch, evaluate } from '~/domain/expression/calculation';
export { calculationView } from '~/domain/expression/display';
export { fillTemplate, wordsOf } from '~/domain/expression/messages';
