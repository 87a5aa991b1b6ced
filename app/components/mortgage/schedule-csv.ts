/**
 * The monthly schedule as CSV (RFC 4180), one row a month with named columns, made in the browser
 * (ADR 057). Amounts are plain numbers to the cent (no "$", no grouping), so a spreadsheet reads
 * them as numbers; the month is ISO 'YYYY-MM'.
 */
import type { MortgagePlan, ScheduleMonth } from '~/domain/mortgage';

export const CSV_COLUMNS = [
  'Payment number',
  'Month',
  'Principal',
  'Extra principal',
  'Interest',
  'Property tax',
  'Home insurance',
  'PMI',
  'HOA',
  'Total paid',
  'Balance',
] as const;

const cents = (n: number) => (Math.round(n * 100) / 100).toFixed(2);
const month = (m: ScheduleMonth) => `${String(m.year).padStart(4, '0')}-${String(m.month).padStart(2, '0')}`;

export function scheduleCsv(plan: MortgagePlan): string {
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
  return [CSV_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
}

/** Offers the schedule as a file download, made in the browser: nothing goes to the server. */
export function downloadCsv(plan: MortgagePlan, fileName: string) {
  const url = URL.createObjectURL(new Blob([scheduleCsv(plan)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
