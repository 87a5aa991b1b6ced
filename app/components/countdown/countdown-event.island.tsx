import { useEffect, useId, useMemo, useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { cleanTitle, eventFieldsFromQuery, eventQuery, MAX_TITLE_LENGTH, type CountdownEvent } from '~/domain/countdown-event';
import { useSearchParams } from '~/lib/search-params';
import { inputClass } from './input-class';
import { CalendarLinks } from './calendar-links';
import { CountdownContext, say, type CountdownWords } from './countdown-words';
import { viewerZone } from './viewer-zone';
import { ZoneField } from './zone-field';

/**
 * The event around the countdown's moment: its title, its time zone and whether it repeats every
 * year, kept in the URL beside the date (docs/product.md#countdown), and the links that add it to a
 * calendar. An island of its own, hydrated when seen, so its script is not part of the page's first
 * load (ADR 058); before that its fields are the server's plain inputs.
 */
export function CountdownEventCard({ origin, path, words }: { origin: string; path: string; words: CountdownWords }) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const event = useMemo(() => eventFieldsFromQuery(params), [params]);
  const [title, setTitle] = useState(event.title);
  // A title set elsewhere (a holiday's name) shows here too; what is being typed stays as typed.
  useEffect(() => {
    if (cleanTitle(title) !== event.title) setTitle(event.title);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change in the address counts
  }, [event.title]);
  // The visitor's zone is known only in the browser: until then a link without a zone has none.
  const [ownZone, setOwnZone] = useState<string | null>(null);
  useEffect(() => setOwnZone(viewerZone()), []);

  const update = (patch: Partial<CountdownEvent>) => setParams(eventQuery({ ...event, ...patch }), { replace: true });
  const zone = event.zone ?? ownZone;

  return (
    <CountdownContext value={words}>
      <Card>
        <CardHeader>
          <CardTitle>{say(words, 'event')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-title`} className="mb-1.5 block text-sm font-medium">
              {say(words, 'eventTitle')}
            </label>
            <input
              id={`${id}-title`}
              type="text"
              maxLength={MAX_TITLE_LENGTH}
              placeholder={say(words, 'titlePlaceholder')}
              value={title}
              onChange={(e) => {
                setTitle(e.target.value);
                update({ title: cleanTitle(e.target.value) });
              }}
              className={inputClass}
            />
          </div>
          <ZoneField zone={zone} onChange={(next) => update({ zone: next })} />
          <label className="flex items-center gap-2 text-sm sm:col-span-2">
            <input type="checkbox" checked={event.yearly} onChange={(e) => update({ yearly: e.target.checked })} className="size-4 accent-primary" />
            {say(words, 'repeat')}
          </label>
          {event.local && zone && <CalendarLinks event={{ ...event, zone }} origin={origin} path={path} />}
        </CardContent>
      </Card>
    </CountdownContext>
  );
}
