import { AdSlot } from '~/components/ad-slot';
import { ToolLayout } from '~/components/tool-layout';
import { CountdownFavorite } from '~/components/favorite-button-countdown.island';
import { CountdownEventCard } from '~/components/countdown/countdown-event.island';
import { CountdownLive } from '~/components/countdown/countdown-live.island';
import { CountdownTimer } from '~/components/countdown/countdown-timer.island';
import { upcomingHolidayDays } from '~/components/countdown/holiday-days';
import { HowToUse } from '~/components/countdown/how-to-use';
import { eventFieldsFromQuery } from '~/domain/countdown-event';
import { Island } from '~/islands/island';
import { cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches, useSite } from '~/lib/site';
import type { Route } from './+types/countdown';

// The holiday list is in the first HTML (the browser recomputes it in its own zone after mount); a
// shared event's title names the page, for the tab and for link previews. A link with a date opens
// on its countdown: the result comes first, before the fields (ADR 082).
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return { holidays: upcomingHolidayDays(new Date()), title: eventFieldsFromQuery(params).title, shared: params.has('date') };
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
    title: loaderData?.title ? `${loaderData.title} – Countdown Timer` : 'Countdown Timer – Time Until or Since Any Date',
    description:
      'Free countdown timer: the exact years, months, weeks, days, hours, minutes and seconds until or since any date, with popular holidays one click away.',
    keywords: ['countdown timer', 'days until', 'time until', 'time since date', 'date countdown', 'holiday countdown'],
    path: '/countdown',
  });

export default function Countdown({ loaderData }: Route.ComponentProps) {
  return (
    <ToolLayout column="flex flex-col gap-8">
      <div>
        <div className="flex items-center gap-2">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Countdown Timer</h1>
          <Island component={CountdownFavorite} props={{ path: '/countdown', title: 'Countdown Timer' }} />
        </div>
        <p className="mt-2 text-muted-foreground">Calculate the exact time difference from any date in the past or future</p>
      </div>
      {loaderData.shared && <Island component={CountdownLive} props={{}} />}
      <Island component={CountdownEventCard} props={{ origin: useSite().publicOrigin }} load="visible" />
      <Island component={CountdownTimer} props={{ serverHolidays: loaderData.holidays, withResult: !loaderData.shared }} />
      <AdSlot position="content" />
      <HowToUse />
    </ToolLayout>
  );
}
