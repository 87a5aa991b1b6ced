/**
 * How the example lists and the pair tables print the values they start from: exactly as the data
 * writes them, every digit kept (1.68e-8 is "1.68 × 10⁻⁸", 1602.176634 is "1,602.176634"), where a
 * result is rounded to the display rule. en-US grouping unless another style is given; scientific notation where results use it
 * (below 1e-6 and from 1e15), with the data's mantissa.
 */
import { formatFixed, US_STYLE, type NumberStyle } from '~/domain/number-format';

const SCIENTIFIC_BELOW = 1e-6;
const SCIENTIFIC_FROM = 1e15;
const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

export function formatExampleValue(n: number, style: NumberStyle = US_STYLE): string {
  if (!Number.isFinite(n)) return String(n);
  // The shortest decimal that reads back as the same double: what the data file wrote.
  const [mantissa = '0', power = '0'] = n.toExponential().split('e');
  const exponent = Number(power);
  const magnitude = Math.abs(n);
  if (n !== 0 && (magnitude < SCIENTIFIC_BELOW || magnitude >= SCIENTIFIC_FROM)) {
    const superscript = String(exponent)
      .replace('-', '⁻')
      .replace(/\d/g, (d) => SUPERSCRIPT_DIGITS[Number(d)]!);
    return `${mantissa.replace('.', style.decimal).replace('-', style.minus)} × 10${superscript}`;
  }
  const significant = mantissa.replace(/^-/, '').replace('.', '').length;
  return formatFixed(n, Math.max(0, significant - 1 - exponent), { grouping: true, style });
}
