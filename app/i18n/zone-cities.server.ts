import { zoneCity } from '~/domain/time-zones';
import type { Language } from './languages';

const files = import.meta.glob<Record<string, string>>('../../content/i18n/*/zone-cities.json', { import: 'default', eager: true });

/** Each language's names of zones' cities where they are not the IANA name's (scripts/zone-cities.ts), by language code. */
const CITIES = new Map(Object.entries(files).map(([path, cities]) => [path.split('/').at(-2)!, cities]));

/** The city of `zone` in `language`: 'Nueva York' for America/New_York in Spanish, 'New York' in English. */
export function zoneCityIn(language: Language, zone: string): string {
  return CITIES.get(language.code)?.[zone] ?? zoneCity(zone);
}
