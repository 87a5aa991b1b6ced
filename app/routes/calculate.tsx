import { Calculator, type CalculatorWords } from '~/components/calculator/calculator.island';
import { canonicalExpression } from '~/domain/expression/calculation';
import { calculationHref, expressionOfPath } from '~/domain/expression/address';
import { amountText, calculationView } from '~/domain/expression/display';
import { evaluate, type Evaluation } from '~/domain/expression/evaluate';
import { restyle } from '~/domain/number-format';
import { searchIndex } from '~/domain/search/search-index.server';
import { alternatesFrom } from '~/i18n/addresses';
import { calculationPathIn } from '~/i18n/calculation-addresses.server';
import { languageOfPath } from '~/i18n/languages';
import { pagePath } from '~/i18n/pages';
import { slots, useT, type MessageKey } from '~/i18n/t';
import { translatorFor } from '~/i18n/translator.server';
import { Island } from '~/islands/island';
import { cacheHeaders } from '~/lib/cache-control';
import { useChrome } from '~/i18n/chrome';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';
import { searchIndexPath } from '~/api/search.server';
import type { Route } from './+types/calculate';
import { pathWords } from '~/lib/path-encoding';
import { redirectTo } from '~/lib/redirect.server';

// Sent as islands (ADR 016): the answer is in the page's HTML; the form comes to life as an island.

/** What the page shows of an address's text at most: a longer one is refused, and not echoed whole. */
const ECHO_LENGTH = 1000;

/** Calculations to try, each opening its own page: the language's own (content/i18n/<code>/messages/calculate.json). */
const EXAMPLES: readonly MessageKey[] = [
  'calculate.example1',
  'calculate.example2',
  'calculate.example3',
  'calculate.example4',
  'calculate.example5',
];

/** The island's words, by their messages. */
const WORD_KEYS: Record<keyof CalculatorWords, MessageKey> = {
  form: 'calculate.form',
  field: 'calculate.field',
  placeholder: 'calculate.placeholder',
  submit: 'calculate.submit',
  similar: 'calculate.similar',
  readAs: 'calculate.readAs',
  reciprocal: 'calculate.reciprocal',
  dimension: 'calculate.dimension',
  factor: 'calculate.factor',
  converter: 'calculate.converter',
  converterLink: 'calculate.converterLink',
  copyResult: 'calculate.copyResult',
  copyCalculation: 'calculate.copyCalculation',
  copied: 'calculate.copied',
  copiedResult: 'calculate.copiedResult',
  copyFailed: 'calculate.copyFailed',
  copyFailedDetail: 'calculate.copyFailedDetail',
};

/**
 * A calculation whose address carries the expression (`/calculate/5+ft+%2B+3+in`,
 * docs/decisions/056-calculation-page.md): the answer, how the input was read, its dimension, the
 * factor used, or the evaluator's message. Errors are answers, never an error page. The page's
 * form (without script) asks `/calculate?q=…`, which redirects to the expression's address. In
 * another language (`/es/calcular/1,5+km+en+millas`, ADR 091) the page reads units by the words of
 * the language's index, numbers in its style, and answers in its words.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const path = pagePath(language, 'calculate');
  const asked = url.searchParams.get('q');
  if (asked !== null) throw redirectTo(asked.trim() ? calculationHref(asked, path) : path);
  // The path as sent, not React Router's decoded splat: "+" is a space there, "%2B" a plus.
  const raw = expressionOfPath(pathWords(url.pathname).slice(path.length + 1));
  const index = searchIndex(language.code);
  // The language's number style: "1,5" is one and a half in Spanish and German (undefined in English).
  const style = index.language?.style;
  const evaluation: Evaluation | null = raw.trim() ? evaluate(raw.trim(), index, style) : null;
  const canonical = evaluation?.ok ? canonicalExpression(evaluation, index, style) : null;
  const t = translatorFor(request);
  const styled = (text: string) => (style ? restyle(text, style) : text);
  const q = raw.trim();
  const answer = evaluation?.ok ? styled(`${evaluation.readAs} = ${amountText(evaluation)}`) : null;
  // Slots the island fills: the units of a suggestion, the reading, the quantity's name.
  const words = Object.fromEntries(
    Object.entries(WORD_KEYS).map(([name, key]) => [name, t(key, slots('units', 'reading', 'name'))]),
  ) as unknown as CalculatorWords;
  return {
    q: raw.slice(0, ECHO_LENGTH),
    path,
    view: evaluation && calculationView(evaluation, { language: index.language, addresses: index.addresses }),
    indexPath: searchIndexPath(language),
    style,
    words,
    title: answer ?? (q ? t('calculate.titleFor', { expression: q }) : t('calculate.title')),
    description: answer
      ? t('calculate.descriptionFor', { answer, reading: evaluation?.ok ? styled(evaluation.readAs) : '' })
      : t('calculate.description'),
    // Only one spelling of each calculation is indexed: the one the answer reads back as.
    canonicalPath: canonical ? calculationHref(canonical, path) : path,
    noindex: q !== '' && q !== canonical,
    // The same calculation in each language, for the switcher and hreflang (calculationPathIn's rule).
    alternates: alternatesFrom(language, (other) => calculationPathIn(q, evaluation, language, other)),
  };
}

// The same for everyone at its address: caches keep it (ADR 045).
export const headers = cacheHeaders('shared');

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  buildMeta(siteFromMatches(matches), {
    title: loaderData?.title ?? '',
    description: loaderData?.description ?? '',
    path: loaderData?.canonicalPath ?? '/calculate',
    noindex: loaderData?.noindex ?? false,
  });

export default function Calculate({ loaderData }: Route.ComponentProps) {
  const { q, view, indexPath, path, style, words } = loaderData;
  const t = useT();
  const { numbers } = useChrome();
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t('calculate.title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('calculate.intro')}</p>
      </div>
      <Island component={Calculator} props={{ q, view, indexPath, path, words, style, numbers: numbers?.styles }} />
      <section aria-labelledby="calculate-examples" className="space-y-3">
        <h2 id="calculate-examples" className="text-xl font-semibold">
          {t('calculate.examples')}
        </h2>
        <ul className="list-inside list-disc space-y-1">
          {EXAMPLES.map((key) => (
            <li key={key}>
              <a href={calculationHref(t(key), path)} className="text-primary underline underline-offset-4">
                {t(key)}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
