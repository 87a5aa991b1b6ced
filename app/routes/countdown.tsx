import { AdSlot } from '~/components/ad-slot';
import { ToolLayout } from '~/components/tool-layout';
import { CountdownFavorite } from '~/components/favorite-button-countdown.island';
import { favoriteWords } from '~/components/favorites-words.server';
import { CountdownEventCard } from '~/components/countdown/countdown-event.island';
import { CountdownLive } from '~/components/countdown/countdown-live.island';
import { CountdownTimer } from '~/components/countdown/countdown-timer.island';
import { countdownWords } from '~/components/countdown/countdown-words.server';
import { upcomingHolidayDays } from '~/components/countdown/holiday-days';
import { HowToUse } from '~/components/countdown/how-to-use';
import { eventFieldsFromQuery } from '~/domain/countdown-event';
import { languageOfPath } from '~/i18n/languages';
import { pagePath } from '~/i18n/pages';
import { slots, useT } from '~/i18n/t';
import { translatorFor } from '~/i18n/translator.server';
import { Island } from '~/islands/island';
import { cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches, useSite } from '~/lib/site';
import type { QueryKept } from '~/i18n/switcher';
import type { Route } from './+types/countdown';

/** The event in the query goes with the language switcher: a title, a date and a zone, no number to rewrite. */
export const handle: { switcher: QueryKept } = { switcher: { numbers: [] } };

// The holiday list is in the first HTML (the browser recomputes it in its own zone after mount); a
// shared event's title names the page, for the tab and for link previews. A link with a date opens
// on its countdown: the result comes first, before the fields (ADR 082). The islands get the words
// of the page's language, its way of writing dates and its holidays (ADR 083).
export function loader({ request }: Route.LoaderArgs) {
  const { pathname, searchParams: params } = new URL(request.url);
  const language = languageOfPath(pathname);
  const t = translatorFor(request);
  const { title, zone } = eventFieldsFromQuery(params);
  const words = countdownWords(language, zone);
  const path = pagePath(language, 'countdown');
  return {
    holidays: upcomingHolidayDays(new Date(), words.holidays),
    title: title ? t('countdown.titleEvent', { title }) : t('countdown.title'),
    description: t('countdown.description'),
    keywords: t('countdown.keywords').split(', '),
    path,
    shared: params.has('date'),
    words,
    favorite: {
      path,
      title: t('countdown.heading'),
      words: favoriteWords(t),
      titles: {
        to: t('countdown.favoriteTo', slots('event')),
        since: t('countdown.favoriteSince', slots('event')),
        event: t('countdown.favoriteEvent', slots('title', 'when')),
        dates: words.dates,
        holidays: words.holidays,
      },
    },
  };
}

// Sent without React Router's runtime: the timer (with its calendar and holidays), the event card
// (title, zone, repeat, calendar links; hydrated when seen) and the header menus are islands.

// The chosen date lives in the query string: changing it has nothing to refetch.
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

export default function Countdown({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { words } = loaderData;
  return (
    <ToolLayout column="flex flex-col gap-8">
      <div>
        <div className="flex items-center gap-2">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('countdown.heading')}</h1>
          <Island component={CountdownFavorite} props={loaderData.favorite} />
        </div>
        <p className="mt-2 text-muted-foreground">{t('countdown.lead')}</p>
      </div>
      {loaderData.shared && <Island component={CountdownLive} props={{ words }} />}
      <Island component={CountdownEventCard} props={{ origin: useSite().publicOrigin, path: loaderData.path, words }} load="visible" />
      <Island component={CountdownTimer} props={{ serverHolidays: loaderData.holidays, withResult: !loaderData.shared, words }} />
      <AdSlot position="content" />
      <HowToUse />
    </ToolLayout>
  );
}
