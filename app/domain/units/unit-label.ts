/**
 * How a language writes a unit's name beside its symbol (message `converter.unitLabel`: "Meile (mi)",
 * "マイル（mi）"), for the converter's menus, the site map and the search alike: the words before,
 * between and after them, cut from the message once, so the browser needs no template code.
 */
export type UnitLabelParts = readonly [before: string, between: string, after: string];

/** English's "{name} ({abbr})". */
export const ENGLISH_UNIT_LABEL: UnitLabelParts = ['', ' (', ')'];

/** The words around `{name}` and `{abbr}`, in that order, of a plain template; anything else is an error naming it. */
export function unitLabelParts(template: string): UnitLabelParts {
  const parts = template.split(/\{name\}|\{abbr\}/);
  if (parts.length !== 3 || template.indexOf('{name}') > template.indexOf('{abbr}'))
    throw new Error(`"${template}": a unit label names {name}, then {abbr}, once each`);
  return parts as [string, string, string];
}

/** A unit's name and symbol as the language writes them; a name that is its own symbol once ("尺", not "尺（尺）"). */
export const unitLabel = (name: string, abbr: string, [before, between, after]: UnitLabelParts = ENGLISH_UNIT_LABEL): string =>
  name === abbr ? name : before + name + between + abbr + after;
