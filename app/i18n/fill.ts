/**
 * Words an island writes with values known only in the browser (a payment, a count of days): a
 * template from the server (island-words.server.ts) whose `{name}` slots are filled here. Browser
 * code, kept tiny: no message parser, no Intl (ADR 017).
 */

/** A message with plural forms, as an island gets it: each category's template and the categories of small counts. */
export interface PluralWords {
  /** Each CLDR category's template (`one`, `other`…), with `{n}` where the count goes. */
  forms: Readonly<Record<string, string>>;
  /** The category of the counts 0, 1, 2… (as many as the server gave); any larger count is `other`. */
  small: readonly string[];
}

/** `template` with each `{name}` replaced by its value; an unknown name stays as written. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}

/** The plural form for a whole count `count`, with `n` written as `shown` (the count in the page's number style, or a number below 1000 as it is) and the other values. */
export function plural(words: PluralWords, count: number, shown: string | number, values: Readonly<Record<string, string | number>> = {}): string {
  const category = words.small[count] ?? 'other';
  return fill(words.forms[category] ?? words.forms.other ?? '', { ...values, n: shown });
}
