/**
 * A locale's number style read from CLDR through Intl.NumberFormat (ADR 083), for
 * number-format.ts to write its numbers without Intl. Read where Intl costs nothing (the server,
 * the build): the browser's first Intl object starts ICU (ADR 017).
 */
import { formatFixed, type NumberStyle } from './number-format';

/** A number that shows every sign and the grouping of each of its groups. */
const PROBE = -1234567.891;

/**
 * The style of `locale`: its decimal, group and minus signs from formatToParts, and whether a
 * four-digit number is grouped (CLDR's minimumGroupingDigits 1) or only a five-digit one (2).
 * Throws for a locale this style cannot write (groups other than thousands, as in hi-IN's
 * 12,34,567), checked by formatting the probe both ways.
 */
export function numberStyleOf(locale: string): NumberStyle {
  const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 });
  const parts = intl.formatToParts(PROBE);
  const part = (type: Intl.NumberFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  const decimal = part('decimal');
  const group = part('group');
  const minus = part('minusSign');
  if (!decimal || !group || !minus) throw new Error(`No decimal, group or minus sign for ${locale}`);
  const minimumGroupingDigits = new Intl.NumberFormat(locale).format(1000).includes(group) ? 1 : 2;
  const style: NumberStyle = { decimal, group, minus, minimumGroupingDigits };
  if (formatFixed(PROBE, 3, { grouping: true, style }) !== intl.format(PROBE)) {
    throw new Error(`${locale} writes numbers in a way this site cannot: ${intl.format(PROBE)}`);
  }
  return style;
}
