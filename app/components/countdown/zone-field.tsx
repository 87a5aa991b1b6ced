import { useEffect, useId, useState } from 'react';
import { zoneCity } from '~/domain/countdown-event';
import { findZone, knownZones } from '~/domain/time-zones';
import { cn } from '~/lib/cn';
import { inputClass } from './input-class';

interface Props {
  /** The event's zone (the visitor's when the link names none); null until known. */
  zone: string | null;
  onChange: (zone: string) => void;
}

/**
 * "Time zone": a text field with the platform's suggestion list (`<datalist>`) of every IANA zone,
 * each named by its city, so typing "Tokyo" finds Asia/Tokyo; the keyboard and screen readers get
 * the browser's own combobox. A name or city is taken when picked, on Enter or on leaving the field.
 */
export function ZoneField({ zone, onChange }: Props) {
  const id = useId();
  const [text, setText] = useState(zone ?? '');
  const [wrong, setWrong] = useState(false);
  // Some 400 options: listed by the browser once the field is alive, not written into the page.
  const [zones, setZones] = useState<string[]>([]);
  useEffect(() => setZones(knownZones()), []);
  useEffect(() => {
    if (zone) setText(zone);
  }, [zone]);

  function take(value: string) {
    const found = findZone(zones, value);
    setWrong(!found && value.trim() !== '');
    if (!found) return;
    setText(found);
    if (found !== zone) onChange(found);
  }

  return (
    <div>
      <label htmlFor={`${id}-zone`} className="mb-1.5 block text-sm font-medium">
        Time zone
      </label>
      <input
        id={`${id}-zone`}
        type="text"
        list={`${id}-zones`}
        autoComplete="off"
        spellCheck={false}
        placeholder="Your time zone"
        value={text}
        aria-invalid={wrong || undefined}
        aria-describedby={`${id}-zone-hint`}
        onChange={(e) => {
          setText(e.target.value);
          setWrong(false);
          // A suggestion picked from the list is taken at once.
          if (zones.includes(e.target.value)) take(e.target.value);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') take(text);
        }}
        onBlur={() => take(text)}
        className={cn(inputClass, wrong && 'border-destructive')}
      />
      <datalist id={`${id}-zones`}>
        {zones.map((z) => (
          <option key={z} value={z} label={zoneCity(z)} />
        ))}
      </datalist>
      <p
        id={`${id}-zone-hint`}
        className={cn('mt-1.5 text-xs', wrong ? 'text-destructive' : 'text-muted-foreground')}
        role={wrong ? 'alert' : undefined}
      >
        {wrong ? 'No time zone by that name: type a city, such as Tokyo, or pick one from the list.' : 'Type a city, such as Tokyo, or an IANA name.'}
      </p>
    </div>
  );
}
