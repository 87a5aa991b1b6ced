import { Calculator } from '~/components/calculator/calculator.island';
import { canonicalExpression } from '~/domain/expression/calculation';
import { redirect } from 'react-router';
import { calculationHref, CALCULATION_PATH, expressionOfPath } from '~/domain/expression/address';
import { amountText, calculationView } from '~/domain/expression/display';
import { evaluate, type Evaluation } from '~/domain/expression/evaluate';
import { ExpressionQuerySchema } from '~/domain/expression/schema';
import { searchIndex } from '~/domain/search/search-index.server';
import { Island } from '~/islands/island';
import { cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';
import { searchIndexPath } from '~/api/search.server';
import type { Route } from './+types/calculate';

// Sent as islands (ADR 016): the answer is in the page's HTML; the form comes to life as an island.

/** What the page shows of an address's text at most: a longer one is refused, and not echoed whole. */
const ECHO_LENGTH = 1000;

/**
 * A calculation whose address carries the expression (`/calculate/5+ft+%2B+3+in`,
 * docs/decisions/056-calculation-page.md): the answer, how the input was read, its dimension, the
 * factor used, or the evaluator's message. Errors are answers, never an error page. The page's
 * form (without script) asks `/calculate?q=…`, which redirects to the expression's address.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const asked = url.searchParams.get('q');
  if (asked !== null) throw redirect(asked.trim() ? calculationHref(asked) : CALCULATION_PATH);
  // The path as sent, not React Router's decoded splat: "+" is a space there, "%2B" a plus.
  const raw = expressionOfPath(url.pathname.slice(CALCULATION_PATH.length + 1));
  const index = searchIndex();
  const parsed = ExpressionQuerySchema.safeParse({ q: raw });
  let evaluation: Evaluation | null = null;
  if (parsed.success) evaluation = evaluate(parsed.data.q, index);
  else if (raw.trim()) evaluation = { ok: false, error: parsed.error.issues[0]!.message };
  const canonical = evaluation?.ok ? canonicalExpression(evaluation, index) : null;
  return { q: raw.slice(0, ECHO_LENGTH), evaluation, view: evaluation && calculationView(evaluation), canonical, indexPath: searchIndexPath() };
}

// The same for everyone at its address: caches keep it (ADR 045).
export const headers = cacheHeaders('shared');

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const q = loaderData?.q.trim() ?? '';
  const evaluation = loaderData?.evaluation;
  const canonical = loaderData?.canonical ?? null;
  const answer = evaluation?.ok ? `${evaluation.readAs} = ${amountText(evaluation)}` : null;
  return buildMeta(siteFromMatches(matches), {
    title: answer ?? (q ? `Calculate: ${q}` : 'Calculate with units'),
    description: answer
      ? `${answer}: read as ${evaluation!.ok ? evaluation!.readAs : ''}, with its dimension and the factor used. Type any sum, product or rate of units.`
      : 'Add, multiply and convert amounts in any units: 5 ft 11 in + 3 cm in cm, 60 mph × 2 h in km, 20 kWh/100 km in mi/kWh.',
    // Only one spelling of each calculation is indexed: the one the answer reads back as.
    path: canonical ? calculationHref(canonical) : CALCULATION_PATH,
    noindex: q !== '' && q !== canonical,
  });
};

/** Calculations to try, each opening its own page. */
const EXAMPLES = ['5 ft 11 in + 3 cm in cm', '60 mph * 2 h in km', '3 * 250 ml in cups', '20 kWh/100 km in mi/kWh', '70 kg * 9.81 m/s² in lbf'];

export default function Calculate({ loaderData }: Route.ComponentProps) {
  const { q, view, indexPath } = loaderData;
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Calculate with units</h1>
        <p className="mt-2 text-muted-foreground">
          Add, multiply and divide amounts in any units, and convert the result with &quot;to&quot; or &quot;in&quot;.
        </p>
      </div>
      <Island component={Calculator} props={{ q, view, indexPath }} />
      <section aria-labelledby="calculate-examples" className="space-y-3">
        <h2 id="calculate-examples" className="text-xl font-semibold">
          Examples
        </h2>
        <ul className="list-inside list-disc space-y-1">
          {EXAMPLES.map((example) => (
            <li key={example}>
              <a href={calculationHref(example)} className="text-primary underline underline-offset-4">
                {example}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
