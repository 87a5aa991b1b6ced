import { CalendarPlus, Download } from 'lucide-react';
import { useId } from 'react';
import { buttonVariants } from '~/components/ui/button';
import { googleCalendarLink, outlookCalendarLink } from '~/domain/countdown-calendar';
import { eventMoment, eventQuery, type CountdownEvent } from '~/domain/countdown-event';
import { say, useCountdownWords } from './countdown-words';

interface Props {
  /** The event with its moment and zone. */
  event: CountdownEvent & { zone: string };
  /** The site's public origin, for the countdown's link written into the calendar entry. */
  origin: string;
  /** The countdown page's address in the page's language, which the calendar entry links to. */
  path: string;
}

/**
 * "Add to calendar": the event as a file any calendar imports (/countdown.ics, RFC 5545) and the
 * new-event forms of Google Calendar and Outlook on the web, each filled in with its moment in UTC.
 */
export function CalendarLinks({ event, origin, path }: Props) {
  const id = useId();
  const words = useCountdownWords();
  const query = eventQuery(event);
  const start = eventMoment(event, new Date(), event.zone);
  if (!start) return null;
  const link = `${origin}${path}?${query}`;
  const outline = buttonVariants({ variant: 'outline', size: 'sm' });
  return (
    <section aria-labelledby={id} className="sm:col-span-2">
      <h3 id={id} className="mb-2 text-sm font-medium">
        {say(words, 'addToCalendar')}
      </h3>
      <ul className="flex flex-wrap gap-2">
        <li>
          <a href={`/countdown.ics?${query}`} download className={outline}>
            <Download aria-hidden />
            {say(words, 'ics')}
          </a>
        </li>
        <li>
          <a href={googleCalendarLink(event, start, link)} target="_blank" rel="noopener noreferrer" className={outline}>
            <CalendarPlus aria-hidden />
            Google Calendar
          </a>
        </li>
        <li>
          <a href={outlookCalendarLink(event, start, link)} target="_blank" rel="noopener noreferrer" className={outline}>
            <CalendarPlus aria-hidden />
            Outlook
          </a>
        </li>
      </ul>
    </section>
  );
}
