import { AdSlot } from '~/components/ad-slot';
import { ToolLayout } from '~/components/tool-layout';
import { MortgageFavorite } from '~/components/favorite-button-mortgage.island';
import { PlanAmortization } from '~/components/mortgage/amortization.island';
import { MortgageArticle } from '~/components/mortgage/mortgage-article';
import { MortgageCalculator } from '~/components/mortgage/mortgage-calculator.island';
import { formatMonthValue } from '~/components/mortgage/mortgage-params';
import { PlanComparison } from '~/components/mortgage/plan-comparison.island';
import { Island } from '~/islands/island';
import { cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';
import type { Route } from './+types/mortgage';

// The default first-payment month is the server's "this month", handed to the browser with the
// page so both render the same schedule (no hydration mismatch at a month's edge or across zones).
export function loader() {
  return { thisMonth: formatMonthValue(new Date()) };
}

// Sent without React Router's runtime: the calculator, its amortization and comparison sections
// and the header menus are islands; the two sections below the fold load when near the screen.

// The plan lives in the query string, which changes on every keystroke: nothing to refetch.
export function shouldRevalidate() {
  return false;
}

// Shows today's date, so no cache keeps it for long.
export const headers = cacheHeaders('today');

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(siteFromMatches(matches), {
    title: 'Mortgage Calculator – Monthly Payment, Amortization & Extra Payments',
    description:
      'Free mortgage calculator: monthly payment with tax, insurance, PMI and HOA, a schedule to download, what extra payments save, and two plans side by side.',
    keywords: [
      'mortgage calculator',
      'monthly mortgage payment',
      'amortization schedule',
      'extra mortgage payment',
      'mortgage payoff calculator',
      'home loan calculator',
    ],
    path: '/mortgage',
  });

export default function Mortgage({ loaderData }: Route.ComponentProps) {
  return (
    <ToolLayout>
      <div>
        <div className="flex items-center gap-2">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Mortgage Calculator</h1>
          <Island component={MortgageFavorite} props={{ path: '/mortgage', title: 'Mortgage Calculator' }} />
        </div>
        <p className="mt-2 text-muted-foreground">
          Estimate your monthly payment with tax, insurance, PMI and HOA dues, see where every dollar goes month by month, find out how much extra
          payments save, and compare two plans side by side.
        </p>
      </div>
      {/* A flex column, not space-y: see Island on spacing. */}
      <div className="flex flex-col gap-8">
        <Island component={MortgageCalculator} props={{ defaultStart: loaderData.thisMonth }} />
        <Island component={PlanAmortization} props={{ defaultStart: loaderData.thisMonth }} load="visible" />
        <Island component={PlanComparison} props={{ defaultStart: loaderData.thisMonth }} load="visible" />
      </div>
      <AdSlot position="content" />
      <MortgageArticle />
    </ToolLayout>
  );
}
