import { Island } from '~/islands/island';
import { BUILT_IN_SOURCE, ECB_SOURCE, formatRatesDate, type RatesUsed } from '~/domain/units/currency-rates';
import type { RatesDateBounds } from '~/domain/units/rates-date';
import { RatesDate } from './rates-date.island';

/** The ECB's page on its reference rates, named as the source (its terms of reuse ask for it). */
const ECB_PAGE = 'https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html';

export interface RatesNoticeProps {
  path: string;
  used: RatesUsed;
  /** Why the date asked for has no rates (the page then converts at the newest ones). */
  problem: string | null;
  /** The currencies the rates used cover, of `total` the site knows: the built-in table covers a few. */
  covered: number;
  total: number;
  /** The days the date control offers. */
  bounds: RatesDateBounds;
}

/**
 * What every currency page says of its rates (docs/decisions/055-currencies-and-dated-rates.md):
 * their date, their source and that they are reference rates, for information only; and the
 * control that picks another day. In the page's HTML, so a page kept offline says it too.
 */
export function RatesNotice({ path, used, problem, covered, total, bounds }: RatesNoticeProps) {
  return (
    <section aria-label="Exchange rates" className="space-y-4 rounded-md border-l-4 border-primary bg-accent p-4 text-sm text-accent-foreground">
      {problem && (
        <p role="alert" className="font-medium">
          {problem}
        </p>
      )}
      {used.builtIn ? (
        <p data-rates-date={used.date}>
          <strong>{BUILT_IN_SOURCE}</strong>. No reference rates have been fetched yet: these fixed rates were set on{' '}
          <time dateTime={used.date}>{formatRatesDate(used.date)}</time>, for information only, and cover {covered} of the {total} currencies; the
          others can be converted once the site has fetched the reference rates.
        </p>
      ) : (
        <p data-rates-date={used.date}>
          Rates of <time dateTime={used.date}>{formatRatesDate(used.date)}</time>:{' '}
          <a href={ECB_PAGE} className="underline underline-offset-4">
            {ECB_SOURCE}
          </a>
          . These are reference rates, for information only; they are not the rates a bank or exchange office offers.
        </p>
      )}
      <p>Check with your bank or a financial provider before exchanging money.</p>
      <Island component={RatesDate} load="interaction" props={{ path, date: used.builtIn ? '' : used.date, bounds }} />
    </section>
  );
}
