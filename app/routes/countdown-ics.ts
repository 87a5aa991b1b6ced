import { eventFromQuery, eventMoment, eventQuery } from '~/domain/countdown-event';
import { getConfig } from '~/services/config.server';
import { countdownIcs, icsDisposition } from '~/services/countdown-ics.server';
import type { Route } from './+types/countdown-ics';

/**
 * /countdown.ics?title=…&date=…&tz=…[&repeat=yearly]: the countdown of the same query as a
 * calendar file. The page always names the zone in this link (the viewer's when the countdown has
 * none), since the server cannot know whose local time a link without one means.
 */
export function loader({ request }: Route.LoaderArgs) {
  const event = eventFromQuery(new URL(request.url).searchParams);
  const text = (status: number, body: string) =>
    new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  if (!event) return text(400, 'The link has no valid date (date=YYYY-MM-DDTHH:MM).');
  if (!event.zone) return text(400, 'The link has no valid time zone (tz=Area/City).');
  const start = eventMoment(event, new Date(), event.zone)!;
  const link = `${getConfig().publicOrigin}/countdown?${eventQuery(event)}`;
  return new Response(countdownIcs({ ...event, zone: event.zone }, start, link), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': icsDisposition(event),
      // A yearly event's next occurrence moves on; an hour is short enough.
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
