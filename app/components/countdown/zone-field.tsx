import { useEffect, useId, useRef, useState } from 'react';
import type { ZoneChoice } from '~/domain/time-zone-cities';
import { isTimeZone } from '~/domain/time-zones';
import { cn } from '~/lib/cn';
import { say, useCountdownWords, type CountdownWords } from './countdown-words';
import { inputClass } from './input-class';
import { loadZoneCities } from './zone-city';

interface Props {
  /** The event's zone (the visitor's when the link names none); null until known. */
  zone: string | null;
  onChange: (zone: string) => void;
}

// Each language's main cities whose name is not GeoNames' English one (content/i18n/<code>/main-cities.json).
const MAIN_CITIES = import.meta.glob<Record<string, string>>('../../../content/i18n/*/main-cities.json', { import: 'default' });

// The city list (@vvo/tzdb's: 24 kB gzipped, 128 kB raw) loads when the field is first used, not
// with the page (ADR 082), with the language's tables of cities (a few kB) if it has them: a page
// has one language, so one list. Its countries are named by the browser's CLDR (ADR 089).
let choices: Promise<{ list: ZoneChoice[]; find: (text: string) => string | null }> | undefined;
const loadChoices = (words: CountdownWords) =>
  (choices ??= (async () => {
    const { code } = words.cities;
    const [{ zoneChoices, findZone, countryNamesIn }, zoneCities, mainCities] = await Promise.all([
      import('~/domain/time-zone-cities'),
      loadZoneCities(code),
      MAIN_CITIES[`../../../content/i18n/${code}/main-cities.json`]?.() ?? {},
    ]);
    // A language without a table of cities is the list's own (English): tzdb's names stay.
    const country = zoneCities ? countryNamesIn(words.dates.locale) : () => undefined;
    // Only zones this browser can compute.
    const list = zoneChoices(isTimeZone, { zoneCities: zoneCities ?? {}, mainCities, country, utc: say(words, 'utc') });
    return { list, find: (text: string) => findZone(list, text) };
  })());

/**
 * "Time zone": a text field with the platform's suggestion list (`<datalist>`) of every current
 * IANA zone, each labelled with its cities and country in the page's language, so "Kolkata",
 * "Mumbai" or "India" finds Asia/Kolkata ("Múnich", "Munich" or "Alemania" Europe/Berlin); the keyboard and screen readers get the browser's own combobox. A name, an old name
 * or a city is taken when picked, on Enter or on leaving the field.
 */
export function ZoneField({ zone, onChange }: Props) {
  const id = useId();
  const [text, setText] = useState(zone ?? '');
  const [wrong, setWrong] = useState(false);
  const words = useCountdownWords();
  // Some 400 options: listed by the browser once the field is used, not written into the page.
  const [zones, setZones] = useState<ZoneChoice[]>([]);
  const list = () => void loadChoices(words).then((loaded) => setZones(loaded.list));
  // Typed and not yet taken or refused: a zone that arrives meanwhile (the visitor's own, found once
  // the island has hydrated, after what was typed before it) does not overwrite it.
  const typing = useRef(false);
  useEffect(() => {
    if (zone && !typing.current) setText(zone);
  }, [zone]);

  async function take(value: string) {
    const found = (await loadChoices(words)).find(value);
    typing.current = false;
    setWrong(!found && value.trim() !== '');
    if (!found) return;
    setText(found);
    if (found !== zone) onChange(found);
  }

  return (
    <div>
      <label htmlFor={`${id}-zone`} className="mb-1.5 block text-sm font-medium">
        {say(words, 'zone')}
      </label>
      <input
        id={`${id}-zone`}
        type="text"
        list={`${id}-zones`}
        autoComplete="off"
        spellCheck={false}
        placeholder={say(words, 'zonePlaceholder')}
        value={text}
        aria-invalid={wrong || undefined}
        aria-describedby={`${id}-zone-hint`}
        onChange={(e) => {
          typing.current = true;
          setText(e.target.value);
          setWrong(false);
          // A suggestion picked from the list is taken at once.
          if (zones.some((z) => z.zone === e.target.value)) void take(e.target.value);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void take(text);
        }}
        onBlur={() => void take(text)}
        onFocus={list}
        onPointerEnter={list}
        className={cn(inputClass, wrong && 'border-destructive')}
      />
      <datalist id={`${id}-zones`}>
        {zones.map((z) => (
          <option key={z.zone} value={z.zone} label={z.label} />
        ))}
      </datalist>
      <p
        id={`${id}-zone-hint`}
        className={cn('mt-1.5 text-xs', wrong ? 'text-destructive' : 'text-muted-foreground')}
        role={wrong ? 'alert' : undefined}
      >
        {say(words, wrong ? 'zoneWrong' : 'zoneHint')}
      </p>
    </div>
  );
}
