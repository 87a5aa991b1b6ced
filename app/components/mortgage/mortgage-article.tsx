import { monthlyPayment } from '~/domain/mortgage';
import { formatFixed } from '~/domain/number-format';
import { useT, type MessageKey } from '~/i18n/t';
import { formatMoney, formatPlain, type MoneyStyle } from './mortgage-locale';

/** The article's worked example: $300,000 at 6.5 % over 30 years, every figure computed here. */
const EXAMPLE = { amount: 300_000, ratePercent: 6.5, months: 360 };
const TIPS: readonly MessageKey[] = ['mortgage.article.tip1', 'mortgage.article.tip2', 'mortgage.article.tip3', 'mortgage.article.tip4'];

/** The explanatory text under the calculator: how the numbers are worked out, in plain words, in the page's language. */
export function MortgageArticle({ money }: { money: MoneyStyle }) {
  const t = useT();
  const rate = EXAMPLE.ratePercent / 100;
  const example = {
    amount: formatMoney(EXAMPLE.amount, money, 0),
    rate: formatPlain(EXAMPLE.ratePercent, money.style),
    r1: formatPlain(rate, money.style),
    r2: formatFixed(rate / 12, 6, { style: money.style }),
    payment: formatMoney(monthlyPayment(EXAMPLE.amount, rate / 12, EXAMPLE.months), money),
  };
  // Below the fold: its layout waits until it nears the screen (see amortization.tsx).
  return (
    <article className="space-y-6 [content-visibility:auto] [contain-intrinsic-size:auto_2000px]">
      <section className="space-y-3">
        <h2 className="text-2xl font-semibold">{t('mortgage.article.paymentHeading')}</h2>
        <p className="leading-relaxed">{t('mortgage.article.payment1')}</p>
        <p className="rounded-md bg-muted p-4 font-mono text-sm">{t('mortgage.article.formula')}</p>
        <p className="leading-relaxed">{t('mortgage.article.payment2', example)}</p>
      </section>
      <section className="space-y-3">
        <h2 className="text-2xl font-semibold">{t('mortgage.article.taxHeading')}</h2>
        <p className="leading-relaxed">{t('mortgage.article.tax')}</p>
      </section>
      <section className="space-y-3">
        <h2 className="text-2xl font-semibold">{t('mortgage.article.pmiHeading')}</h2>
        <p className="leading-relaxed">{t('mortgage.article.pmi')}</p>
      </section>
      <section className="space-y-3">
        <h2 className="text-2xl font-semibold">{t('mortgage.article.extraHeading')}</h2>
        <p className="leading-relaxed">{t('mortgage.article.extra')}</p>
        <ul className="list-disc space-y-1 pl-6">
          {TIPS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </section>
      <p className="text-sm text-muted-foreground">{t('mortgage.article.disclaimer')}</p>
    </article>
  );
}
