import { Island } from '~/islands/island';
import { writeDay } from '~/domain/day-text';
import type { RatesUsed } from '~/domain/units/currency-rates';
import type { RatesDateBounds } from '~/domain/units/rates-date';
import { rich } from '~/i18n/rich';
import { useT } from '~/i18n/t';
import { RatesDate, type RatesDateWords } from './rates-date.island';

/** The ECB's page on its reference rates, named as the source (its terms of reuse ask for it). */
const ECB_PAGE = 'https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html';

export interface RatesNoticeProps {
  path: string;
  used: RatesUsed;
  /** Why the date asked for has no rates (the page then converts at the newest ones), in the page's language. */
  problem: string | null;
  /** The currencies the rates used cover, of `total` the site knows: the built-in table covers a few. */
  covered: number;
  total: number;
  /** The days the date control offers. */
  bounds: RatesDateBounds;
  /** The date control's words, whose way of writing a day the notice's dates follow. */
  words: RatesDateWords;
}

/**
 * What every currency page says of its rates (docs/decisions/055-currencies-and-dated-rates.md):
 * their date, their source and that they are reference rates, for information only; and the
 * control that picks another day. In the page's HTML, so a page kept offline says it too; rendered
 * on the server only, in the page's language.
 */
export function RatesNotice({ path, used, problem, covered, total, bounds, words }: RatesNoticeProps) {
  const t = useT();
  const date = (chunk: string) => <time dateTime={used.date}>{chunk}</time>;
  const values = { date: writeDay(used.date, words.problems.day) };
  return (
    <section
      aria-label={t('currency.notice.label')}
      className="space-y-4 rounded-md border-l-4 border-primary bg-accent p-4 text-sm text-accent-foreground"
    >
      {problem && (
        <p role="alert" className="font-medium">
          {problem}
        </p>
      )}
      {used.builtIn ? (
        <p data-rates-date={used.date}>
          {rich(t('currency.notice.builtIn', { ...values, covered, total }), { source: (chunk) => <strong>{chunk}</strong>, date })}
        </p>
      ) : (
        <p data-rates-date={used.date}>
          {rich(t('currency.notice.reference', values), {
            date,
            source: (chunk) => (
              <a href={ECB_PAGE} className="underline underline-offset-4">
                {chunk}
              </a>
            ),
          })}
        </p>
      )}
      <p>{t('currency.notice.check')}</p>
      <Island component={RatesDate} load="interaction" props={{ path, date: used.builtIn ? '' : used.date, bounds, words }} />
    </section>
  );
}
