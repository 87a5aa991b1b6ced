import { AdSlot } from '~/components/ad-slot';
import { ToolLayout } from '~/components/tool-layout';
import { MortgageFavorite } from '~/components/favorite-button-mortgage.island';
import { favoriteWords } from '~/components/favorites-words.server';
import { PlanAmortization } from '~/components/mortgage/amortization.island';
import { MortgageArticle } from '~/components/mortgage/mortgage-article';
import { MortgageCalculator } from '~/components/mortgage/mortgage-calculator.island';
import { mortgageLocale, moneyStyleOf } from '~/components/mortgage/mortgage-locale.server';
import { formatMonthValue, OTHER_FIELDS } from '~/components/mortgage/mortgage-params';
import { MORTGAGE_KEYS } from '~/lib/favorites-mortgage';
import { PlanComparison } from '~/components/mortgage/plan-comparison.island';
import { languageOfPath } from '~/i18n/languages';
import { pagePath } from '~/i18n/pages';
import { slots, useT } from '~/i18n/t';
import { translatorFor } from '~/i18n/translator.server';
import { Island } from '~/islands/island';
import { cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';
import type { QueryKept } from '~/i18n/switcher';
import type { Route } from './+types/mortgage';

// Listed here, not beside the fields: the calculator's islands would carry the list.
const NUMBER_FIELDS = MORTGAGE_KEYS.filter((name) => !(OTHER_FIELDS as readonly string[]).includes(name));

/** The plan in the query goes with the language switcher; its number fields are in the page's number style. */
export const handle: { switcher: QueryKept } = { switcher: { numbers: NUMBER_FIELDS } };

// The default first-payment month is the server's "this month", handed to the browser with the
// page so both render the same schedule (no hydration mismatch at a month's edge or across zones).
// Each island gets the words it shows and how the page's language writes money and months (ADR 083).
export function loader({ request }: Route.LoaderArgs) {
  const t = translatorFor(request);
  const language = languageOfPath(new URL(request.url).pathname);
  const path = pagePath(language, 'mortgage');
  return {
    thisMonth: formatMonthValue(new Date()),
    title: t('mortgage.title'),
    description: t('mortgage.description'),
    keywords: t('mortgage.keywords').split(', '),
    path,
    favorite: {
      path,
      title: t('mortgage.heading'),
      words: favoriteWords(t),
      describe: t('mortgage.favoriteTitle', slots('amount', 'rate', 'years')),
      money: moneyStyleOf(language),
    },
    calculator: mortgageLocale(language, ['calc.', 'note.', 'name.', 'result.']),
    amortization: mortgageLocale(language, ['schedule.', 'csv.', 'chart.']),
    comparison: mortgageLocale(language, ['compare.', 'calc.term', 'calc.rate', 'calc.years', 'note.', 'name.', 'result.']),
  };
}

// Sent without React Router's runtime: the calculator, its amortization and comparison sections
// and the header menus are islands; the two sections below the fold load when near the screen.

// The plan lives in the query string, which changes on every keystroke: nothing to refetch.
export function shouldRevalidate() {
  return false;
}

// Shows today's date, so no cache keeps it for long.
export const headers = cacheHeaders('today');

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  buildMeta(siteFromMatches(matches), {
    title: loaderData.title,
    description: loaderData.description,
    keywords: loaderData.keywords,
    path: loaderData.path,
  });

export default function Mortgage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { thisMonth } = loaderData;
  return (
    <ToolLayout>
      <div>
        <div className="flex items-center gap-2">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('mortgage.heading')}</h1>
          <Island component={MortgageFavorite} props={loaderData.favorite} />
        </div>
        <p className="mt-2 text-muted-foreground">{t('mortgage.lead')}</p>
      </div>
      {/* A flex column, not space-y: see Island on spacing. */}
      <div className="flex flex-col gap-8">
        <Island component={MortgageCalculator} props={{ defaultStart: thisMonth, locale: loaderData.calculator }} />
        <Island component={PlanAmortization} props={{ defaultStart: thisMonth, locale: loaderData.amortization }} load="visible" />
        <Island component={PlanComparison} props={{ defaultStart: thisMonth, locale: loaderData.comparison }} load="visible" />
      </div>
      <AdSlot position="content" />
      <MortgageArticle money={loaderData.calculator.money} />
    </ToolLayout>
  );
}
