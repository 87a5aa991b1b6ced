/**
 * The monthly schedule as CSV (RFC 4180), one row a month with named columns, made in the browser
 * (ADR 057). The column names are the page's language (a person reads them); the values are
 * locale-free, as the APIs are (ADR 083): amounts are plain numbers to the cent (no currency sign,
 * no grouping, a decimal point), so every spreadsheet's import reads them as numbers whatever its
 * own locale, and the month is ISO 'YYYY-MM'.
 */
import type { MortgagePlan, ScheduleMonth } from '~/domain/mortgage';
import type { MortgageWord } from './mortgage-locale';

/** The columns' words (`csv.<column>`), in order. */
export const CSV_COLUMNS = ['payment', 'month', 'principal', 'extra', 'interest', 'tax', 'ins', 'pmi', 'hoa', 'total', 'balance'] as const;

/** A column name as CSV writes it: quoted when it holds a comma, a quote or a line break (RFC 4180). */
const field = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

const cents = (n: number) => (Math.round(n * 100) / 100).toFixed(2);
const month = (m: ScheduleMonth) => `${String(m.year).padStart(4, '0')}-${String(m.month).padStart(2, '0')}`;

export function scheduleCsv(plan: MortgagePlan, words: Partial<Record<MortgageWord, string>>): string {
  const rows = plan.schedule
    .flatMap((year) => year.months)
    .map((m) =>
      [
        String(m.paymentNumber),
        month(m),
        ...[m.principal, m.extra, m.interest, m.tax, m.insurance, m.pmi, m.hoa].map(cents),
        cents(m.principal + m.extra + m.interest + m.tax + m.insurance + m.pmi + m.hoa),
        cents(m.balance),
      ].join(','),
    );
  // CRLF line ends, as RFC 4180 writes them.
  const head = CSV_COLUMNS.map((column) => field(words[`csv.${column}`] ?? column)).join(',');
  return [head, ...rows].join('\r\n') + '\r\n';
}

/** Offers the schedule as a file download, made in the browser: nothing goes to the server. */
export function downloadCsv(plan: MortgagePlan, fileName: string, { words }: { words: Partial<Record<MortgageWord, string>> }) {
  const url = URL.createObjectURL(new Blob([scheduleCsv(plan, words)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
