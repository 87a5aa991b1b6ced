/**
 * Writes app/domain/zone-aliases.json: each old or other name of a time zone (`Asia/Calcutta`,
 * `Europe/Kiev`, `US/Eastern`) and the current IANA name of the same place (`Asia/Kolkata`,
 * `Europe/Kyiv`, `America/New_York`), from CLDR's time-zone data (`cldr-bcp47`), which browsers'
 * names come from. Run `npx tsx scripts/zone-aliases.ts` after updating cldr-bcp47;
 * app/domain/time-zones.test.ts fails while the file and the package disagree (ADR 082).
 *
 * CLDR is used rather than IANA's `backward` links because IANA also links zones of different
 * countries that have kept the same clocks since 1970 (Europe/Oslo to Europe/Berlin): a Norwegian
 * must not read "Berlin time". CLDR keeps one entry per place, with the IANA name it has today.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import cldr from 'cldr-bcp47/bcp47/timezone.json';

// The site writes Coordinated Universal Time as 'UTC' (CLDR: Etc/UTC).
const UTC = 'Etc/UTC';

interface CldrZone {
  _alias?: string;
  _iana?: string;
}

/** Every alias CLDR knows, with the current name of its place; names already current are left out. */
export function zoneAliasesFromCldr(): Record<string, string> {
  const aliases: [string, string][] = [];
  for (const zone of Object.values(cldr.keyword.u.tz as Record<string, CldrZone | string>)) {
    if (typeof zone !== 'object' || !zone._alias) continue;
    const names = zone._alias.split(' ');
    const current = zone._iana ?? names[0]!;
    const target = current === UTC ? 'UTC' : current;
    // Names without an area ('EST5EDT', 'Zulu') are no link's zone (isTimeZone refuses them).
    for (const name of names) if (name !== target && name.includes('/')) aliases.push([name, target]);
  }
  return Object.fromEntries(aliases.sort(([a], [b]) => (a < b ? -1 : 1)));
}

export const ZONE_ALIASES_FILE = fileURLToPath(new URL('../app/domain/zone-aliases.json', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(ZONE_ALIASES_FILE, `${JSON.stringify(zoneAliasesFromCldr(), null, 2)}\n`);
  console.log(`Wrote ${ZONE_ALIASES_FILE}`);
}
