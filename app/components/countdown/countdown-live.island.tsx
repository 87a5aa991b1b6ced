import { useEffect, useMemo, useState } from 'react';
import { eventFieldsFromQuery, eventMoment, unreadableInLink } from '~/domain/countdown-event';
import { useZoneCity } from './zone-city';
import { useSearchParams } from '~/lib/search-params';
import { cn } from '~/lib/cn';
import { CountdownResult, RESULT_HEIGHT } from './countdown-result';
import { CountdownContext, say, useCountdownWords, type CountdownWords } from './countdown-words';
import { useClock } from './use-clock';
import { viewerZone } from './viewer-zone';

/**
 * The countdown to the event in the address: first what the link names but cannot be read (a date
 * that is no moment, a zone no one knows: never silently the visitor's zone instead), then the
 * result, live from the first tick, or the prompt to choose a date. Part of the timer island; an
 * island of its own at the top of the page when a shared link opens it (ADR 082), so a phone shows
 * the countdown and its title before the fields.
 */
export function CountdownLive({ words }: { words?: CountdownWords }) {
  // An island of its own at the top of the page gets its words; inside the timer, the timer's.
  if (words)
    return (
      <CountdownContext value={words}>
        <Live />
      </CountdownContext>
    );
  return <Live />;
}

function Live() {
  const words = useCountdownWords();
  const [params] = useSearchParams();
  const event = useMemo(() => eventFieldsFromQuery(params), [params]);
  const unreadable = useMemo(() => unreadableInLink(params), [params]);
  const local = event.local || null;
  const now = useClock(local !== null);
  // The visitor's zone is known only in the browser.
  const [ownZone, setOwnZone] = useState<string | null>(null);
  useEffect(() => setOwnZone(viewerZone()), []);
  const ownCity = useZoneCity(words, ownZone);
  const moment = local && now ? eventMoment(event, now, viewerZone()) : null;

  return (
    <div className="space-y-4">
      {(unreadable.date || unreadable.zone) && (
        <div role="alert" className="rounded-lg border border-destructive p-4 text-sm">
          {/* One text each, so the server writes the sentence whole. */}
          {unreadable.date && <p>{say(words, 'unreadableDate', { date: unreadable.date })}</p>}
          {unreadable.zone && (
            <p>{say(words, 'unreadableZone', { zone: unreadable.zone, own: ownZone ? say(words, 'ownZone', { city: ownCity }) : '' })}</p>
          )}
        </div>
      )}
      {moment && now ? (
        <CountdownResult moment={moment} now={now} title={event.title} zone={event.zone ?? viewerZone()} />
      ) : local ? (
        // Before the first tick: keep the result's place so nothing jumps when it appears.
        <div aria-hidden className={cn('rounded-lg border border-dashed', RESULT_HEIGHT)} />
      ) : (
        <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">{say(words, 'prompt')}</p>
      )}
    </div>
  );
}
