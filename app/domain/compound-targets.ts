import type { CompoundKind } from './compound';

/**
 * The targets that are compounds ("in feet and inches", "to h:m:s"), with the quantity of each:
 * what the evaluator and the search box both read (docs/decisions/078-typed-text.md). Each matches
 * at the end of a text, with the separator before it.
 */
export const COMPOUND_TARGETS: [RegExp, CompoundKind, string][] = (
  [
    [`(?:feet|foot|ft|')(?: and| ?\\+)? ?(?:inches|inch|in|")`, 'feet-inches', 'length'],
    [`(?:stones?|st)(?: and| ?\\+)? ?(?:pounds?|lbs?)`, 'stone-pounds', 'weight'],
    [`(?:pounds?|lbs?)(?: and| ?\\+)? ?(?:ounces?|oz)`, 'pounds-ounces', 'weight'],
    [`(?:h:mm?:ss?|hh:mm:ss|h:mm|hours,? minutes(?:,? and seconds)?|hms|h m s)`, 'hours-minutes-seconds', 'time'],
    [`(?:dms|degrees,? minutes(?:,? and seconds)?|d m s|°′″)`, 'degrees-minutes-seconds', 'angle'],
  ] as const
).map(([words, kind, quantity]) => [new RegExp(`(?:\\s(?:to|in|as|into)\\s+|\\s*=\\s*)${words}\\s*$`, 'i'), kind, quantity]);
