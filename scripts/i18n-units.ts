// `npm run i18n:units`: writes content/i18n/<lang>/units.json for every language of
// app/i18n/unit-languages.ts (the languages table's) from CLDR and the hand files (scripts/unit-names.ts says how).
import { writeFileSync } from 'node:fs';
import { unitNameLanguages } from '../app/i18n/unit-languages';
import { buildUnitNames, type NameSource, unitNamesJson, unitNamesPath } from './unit-names';

for (const lang of process.argv.slice(2).length ? process.argv.slice(2) : unitNameLanguages) {
  const { names, sources } = buildUnitNames(lang);
  writeFileSync(unitNamesPath(lang), unitNamesJson(names));
  const count = (source: NameSource) => Object.values(sources).filter((s) => s === source).length;
  console.log(
    `${lang}: ${Object.keys(sources).length} units: ${count('cldr')} named by CLDR, ${count('compound')} built with CLDR's patterns, ${count('hand')} from the hand file`,
  );
}
