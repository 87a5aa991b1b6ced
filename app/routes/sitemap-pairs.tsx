import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { pairCount, pairsFrom } from '~/domain/converters/pairs';
import { quantityPages, pageUnits } from '~/domain/converters/registry';
import type { Unit } from '~/domain/units/types';
import { unitLabel } from '~/domain/units/unit-label';
import { alternatesFrom } from '~/i18n/addresses';
import { converterPath, converterSlug, pairHrefIn, unitSlugOf } from '~/i18n/converter-addresses.server';
import { pageIn, pairLabel, quantityInSentence, unitLabelPartsOf, unitWords, wholeNumber } from '~/i18n/converter-pages.server';
import { converterWordsOf } from '~/i18n/converter-words';
import { languageOfPath } from '~/i18n/languages';
import { pagePath } from '~/i18n/pages';
import { translatorOf } from '~/i18n/translator.server';
import { cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';

/**
 * At most this many pair links on one page: a quantity with more (length's 94 units make 8,742
 * pairs, 900 kB of HTML in one list) lists its units, each linking to a page of its own pairs.
 */
const MAX_LINKS_PER_PAGE = 2000;

interface UnitPairs {
  id: string;
  label: string;
  /** `From Feet (ft)` */
  from: string;
  /** `(93 conversions)` */
  countText: string;
  pairs: { href: string; label: string }[];
}

/** Where the converter's link stands in the introduction's message. */
const SLOT = '\u0000';
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * /sitemap/{quantity}: every pair page of one quantity, grouped by the unit converted from, so the
 * site map links all pair pages without one page of ten thousand links; for the largest
 * quantities, /sitemap/{quantity}/{unit} holds one unit's pairs.
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const page = quantityPages.find((p) => converterSlug(language, p) === params.quantity);
  if (!page) throw data('Not Found', { status: 404 });
  const t = translatorOf(language);
  const labelParts = unitLabelPartsOf(t);
  const shown = pageIn(language, page);
  const units = pageUnits(page);
  const count = pairCount(page);
  const slug = converterSlug(language, page);
  const quantity = { path: converterPath(language, page), sitemapPath: pagePath(language, 'sitemap', slug), heading: shown.heading };
  const split = count > MAX_LINKS_PER_PAGE;
  const name = converterWordsOf(language).titleCaseHeadings ? shown.name : quantityInSentence(language, shown.name);
  const nameInSentence = quantityInSentence(language, shown.name);
  // Each unit converts to every other unit; its pairs are built only where they are listed.
  const fromUnit = (from: Unit, withPairs: boolean): UnitPairs => {
    const label = unitLabel(upperFirst(unitWords(language, page.quantity, from).inHeading), from.abbr, labelParts);
    return {
      id: unitSlugOf(language, page, from),
      label,
      from: t('converter.sitemap.fromUnit', { unit: label }),
      countText: t('converter.sitemap.unitPairs', { count: units.length - 1 }),
      pairs: withPairs
        ? pairsFrom(page, from, units).map((pair) => ({
            href: pairHrefIn(language, pair),
            label: pairLabel(language, page.quantity, pair.from, pair.to),
          }))
        : [],
    };
  };
  const unit = params.unit === undefined ? undefined : split ? units.find((u) => unitSlugOf(language, page, u) === params.unit) : undefined;
  if (params.unit !== undefined && !unit) throw data('Not Found', { status: 404 });
  const fromWords = unit && unitWords(language, page.quantity, unit);
  const total = wholeNumber(language, unit ? units.length - 1 : count);
  const words = {
    sitemap: t('page.sitemap'),
    all: t('converter.sitemap.all', { name }),
    heading: unit ? t('converter.sitemap.from', { name, unit: fromUnit(unit, false).label }) : t('converter.sitemap.all', { name }),
    // The converter's link goes where {converter} is: the text on each side of it.
    intro: (unit
      ? t('converter.sitemap.introFrom', { count: total, converter: SLOT })
      : t('converter.sitemap.introAll', { count: total, units: units.length, split: split ? 'yes' : 'no', converter: SLOT })
    ).split(SLOT),
    units: t('converter.sitemap.units'),
    breadcrumb: t('converter.sitemap.breadcrumb'),
  };
  const meta = {
    title: unit ? t('converter.sitemap.metaFrom', { name, unit: fromUnit(unit, false).label }) : t('converter.sitemap.metaAll', { name }),
    description: unit
      ? t('converter.sitemap.descriptionFrom', { name: nameInSentence, unit: fromWords!.inSentence, count: total })
      : t('converter.sitemap.descriptionAll', { name: nameInSentence, count: total }),
    keywords: [
      t('converter.sitemap.keywordConversions', { name: nameInSentence }),
      t('converter.sitemap.keywordPairs', { name: nameInSentence }),
      ...(unit ? [] : [t('converter.sitemap.keywordConverter', { name: nameInSentence })]),
    ],
    path: unit ? `${quantity.sitemapPath}/${unitSlugOf(language, page, unit)}` : quantity.sitemapPath,
  };
  const alternates = alternatesFrom(language, (other) =>
    unit
      ? `${pagePath(other, 'sitemap', converterSlug(other, page))}/${unitSlugOf(other, page, unit)}`
      : pagePath(other, 'sitemap', converterSlug(other, page)),
  );
  if (unit === undefined) {
    // A split list names each unit and its number of pairs; the pairs are on the units' pages.
    return { quantity, split, units: units.map((from) => fromUnit(from, !split)), unit: false, words, meta, alternates };
  }
  return { quantity, split, units: [fromUnit(unit, true)], unit: true, words, meta, alternates };
}

// Sent as islands (ADR 016): only the header comes to life in the browser.

export const headers = cacheHeaders('shared');

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => (loaded ? buildMeta(siteFromMatches(matches), loaded.meta) : []);

// Underlined, faintly until hovered: a link that wraps beside its count of pairs (a long German
// unit name) stands in a line of text, where colour alone would not tell it (axe's link-in-text-block).
const listClass =
  'grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3 [&_a]:text-primary [&_a]:underline [&_a]:decoration-primary/30 [&_a]:underline-offset-4 [&_a:hover]:decoration-primary';

export default function SitemapPairs() {
  const { quantity, split, units, unit, words } = useLoaderData<typeof loader>();
  const converterLink = (
    <a href={quantity.path} className="text-primary underline underline-offset-4">
      {quantity.heading}
    </a>
  );
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-10">
      <header className="space-y-2">
        <nav aria-label={words.breadcrumb} className="text-sm text-muted-foreground">
          <a href={pagePath(languageOfPath(quantity.path), 'sitemap')} className="underline underline-offset-4 hover:text-foreground">
            {words.sitemap}
          </a>
          {unit && (
            <>
              {' › '}
              <a href={quantity.sitemapPath} className="underline underline-offset-4 hover:text-foreground">
                {words.all}
              </a>
            </>
          )}
        </nav>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{words.heading}</h1>
        <p className="text-muted-foreground">
          {words.intro[0]}
          {converterLink}
          {words.intro[1]}
        </p>
      </header>
      {split && !unit ? (
        <ul aria-label={words.units} className={listClass}>
          {units.map((u) => (
            <li key={u.id}>
              <a href={`${quantity.sitemapPath}/${u.id}`}>{u.from}</a> <span className="text-muted-foreground">{u.countText}</span>
            </li>
          ))}
        </ul>
      ) : (
        <>
          {!unit && (
            <nav aria-label={words.units} className="text-sm">
              <ul className="flex flex-wrap gap-x-4 gap-y-1">
                {units.map((u) => (
                  <li key={u.id}>
                    <a href={`#from-${u.id}`} className="text-primary underline underline-offset-4">
                      {u.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {units.map((u) => (
            <section key={u.id} aria-labelledby={`from-${u.id}`} className="space-y-2">
              <h2 id={`from-${u.id}`} className="scroll-mt-20 text-xl font-semibold">
                {u.from}
              </h2>
              {/* Thousands of links: styled from the list, not one class list each. */}
              <ul className={listClass}>
                {u.pairs.map((pair) => (
                  <li key={pair.href}>
                    <a href={pair.href}>{pair.label}</a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </div>
  );
}
