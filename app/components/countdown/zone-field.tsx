import { useEffect, useId, useState } from 'react';
import type { ZoneChoice } from '~/domain/time-zone-cities';
import { isTimeZone } from '~/domain/time-zones';
import { cn } from '~/lib/cn';
import { say, useCountdownWords } from './countdown-words';
import { inputClass } from './input-class';

interface Props {
  /** The event's zone (the visitor's when the link names none); null until known. */
  zone: string | null;
  onChange: (zone: string) => void;
}

// The city list (@vvo/tzdb's: 24 kB gzipped, 128 kB raw) loads when the field is first used, not
// with the page (ADR 082).
let choices: Promise<{ list: ZoneChoice[]; find: (text: string) => string | null }> | undefined;
const loadChoices = () =>
  (choices ??= import('~/domain/time-zone-cities').then(({ zoneChoices, findZone }) => {
    // Only zones this browser can compute.
    const list = zoneChoices(isTimeZone);
    return { list, find: (text: string) => findZone(list, text) };
  }));

/**
 * "Time zone": a text field with the platform's suggestion list (`<datalist>`) of every current
 * IANA zone, each labelled with its cities and country, so "Kolkata", "Mumbai" or "India" finds
 * Asia/Kolkata; the keyboard and screen readers get the browser's own combobox. A name, an old name
 * or a city is taken when picked, on Enter or on leaving the field.
 */
export function ZoneField({ zone, onChange }: Props) {
  const id = useId();
  const [text, setText] = useState(zone ?? '');
  const [wrong, setWrong] = useState(false);
  const words = useCountdownWords();
  // Some 400 options: listed by the browser once the field is used, not written into the page.
  const [zones, setZones] = useState<ZoneChoice[]>([]);
  const list = () => void loadChoices().then((loaded) => setZones(loaded.list));
  useEffect(() => {
    if (zone) setText(zone);
  }, [zone]);

  async function take(value: string) {
    const found = (await loadChoices()).find(value);
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
