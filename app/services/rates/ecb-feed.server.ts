/**
 * The European Central Bank's euro foreign exchange reference rates, as it publishes them: an XML
 * file (eurofxref-daily.xml for the last banking day, eurofxref-hist-90d.xml for 90 days,
 * eurofxref-hist.xml since 1999), all three in one format:
 *
 *   <gesmes:Envelope …><Cube><Cube time="2026-11-24"><Cube currency="USD" rate="1.1550"/>…
 *
 * Each rate is units of the currency per euro. Rates are kept as the decimal text published, so a
 * conversion uses exactly the published figure (docs/decisions/051-reference-rates.md).
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { z } from 'zod';

/** The rates of one banking day: currency code → units per euro, as published (decimal text). */
export interface RateDay {
  date: string;
  rates: Record<string, string>;
}

/** Whether two days carry the same currencies at the same published rates. */
export const sameRates = (a: RateDay, b: RateDay) =>
  Object.keys(a.rates).length === Object.keys(b.rates).length && Object.entries(a.rates).every(([code, rate]) => b.rates[code] === rate);

/** A feed that cannot be used; the message is the one-line reason shown to the operator. */
export class RatesFeedError extends Error {
  override name = 'RatesFeedError';
}

const CurrencyCode = z.string().regex(/^[A-Z]{3}$/, 'is not a three-letter currency code');
/** A positive decimal as the ECB writes it: digits, an optional fraction, nothing else. */
const PublishedRate = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,12})?$/, 'is not a decimal number')
  .refine((rate) => Number(rate) > 0, 'is not positive');

const RateEntry = z.object({ currency: CurrencyCode, rate: PublishedRate });
const DayEntry = z.object({ time: z.iso.date(), Cube: z.array(RateEntry).default([]) });

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  // Rates stay text: parsing "1.1550" to a number would lose the published trailing zero's meaning
  // and, for longer figures, digits.
  parseAttributeValue: false,
  isArray: (name) => name === 'Cube',
  processEntities: false,
});

/**
 * Reads an ECB reference-rate file into its banking days, oldest first. Throws RatesFeedError for
 * anything that is not such a file: broken XML, no days, a rate that is not a positive decimal, a
 * currency or a day given twice.
 */
export function parseEcbFeed(xml: string): RateDay[] {
  if (xml.trim() === '') throw new RatesFeedError('The feed is empty');
  // A rates file declares no document type; one that does may define entities (external ones name
  // files on this machine), which are never read here.
  if (/<!DOCTYPE/i.test(xml)) throw new RatesFeedError('The feed declares a DOCTYPE, which an ECB rates file never does');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new RatesFeedError(`The feed is not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`);
  let document: { Envelope?: { Cube?: { Cube?: unknown[] }[] } };
  try {
    document = parser.parse(xml) as typeof document;
  } catch (error) {
    throw new RatesFeedError(`The feed cannot be read (${firstLine(error)})`);
  }
  const envelope = document.Envelope;
  if (!envelope) throw new RatesFeedError('The feed is not an ECB reference-rate file (no gesmes:Envelope)');
  const dayEntries = envelope.Cube?.[0]?.Cube ?? [];
  if (dayEntries.length === 0) throw new RatesFeedError('The feed has no rates');

  const days = new Map<string, RateDay>();
  for (const entry of dayEntries) {
    const parsed = DayEntry.safeParse(entry);
    if (!parsed.success) throw new RatesFeedError(`The feed has a bad entry: ${describeIssue(parsed.error, entry)}`);
    const { time, Cube: rates } = parsed.data;
    if (days.has(time)) throw new RatesFeedError(`The feed gives ${time} twice`);
    if (rates.length === 0) throw new RatesFeedError(`The feed has no rates for ${time}`);
    const day: RateDay = { date: time, rates: {} };
    for (const { currency, rate } of rates) {
      if (currency in day.rates) throw new RatesFeedError(`The feed gives ${currency} twice on ${time}`);
      day.rates[currency] = rate;
    }
    days.set(time, day);
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** An error's message as one line, for the operator (never a stack or a path beyond it). */
export function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]!.trim() || 'unknown error';
}

function describeIssue(error: z.ZodError, entry: unknown): string {
  const issue = error.issues[0]!;
  const time = typeof entry === 'object' && entry && 'time' in entry ? String(entry.time) : 'a day';
  const [, index, field] = issue.path;
  if (issue.path[0] === 'Cube' && typeof index === 'number') {
    const rate = (entry as { Cube: Record<string, unknown>[] }).Cube[index] ?? {};
    const currency = typeof rate.currency === 'string' ? rate.currency : `rate ${index + 1}`;
    return `${time}: ${currency}'s ${String(field ?? 'entry')} ${JSON.stringify(rate[String(field)] ?? null)} ${issue.message}`;
  }
  return `${time}: ${issue.path.join('.') || 'entry'} ${issue.message}`;
}

export interface FeedCheck {
  /** Today's date (YYYY-MM-DD, UTC): no day of the feed may come after it. */
  today: string;
  /** The newest banking day stored before this feed, if any. */
  lastGood?: RateDay | undefined;
  /** The currencies already stored for days the feed gives again (a day not stored need not be listed). */
  stored?: ReadonlyMap<string, readonly string[]>;
  /** Store the feed even though a day lacks currencies of the last good day, or of the same day as stored. */
  allowMissing?: boolean;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * What the operator should look at in a feed that is stored anyway: days on a Saturday or Sunday,
 * when the ECB publishes nothing (docs/decisions/073-rates-feed-limits.md says why they are stored).
 */
export function feedWarnings(days: readonly RateDay[]): string[] {
  return days.flatMap(({ date }) => {
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    return weekday === 0 || weekday === 6 ? [`${date} is a ${WEEKDAYS[weekday]}, when the ECB publishes no rates`] : [];
  });
}

/**
 * Checks a parsed feed against what is already stored: no day in the future, and the newest day
 * covering every currency the last good day had. A currency the ECB stops publishing is named, so
 * the operator can accept the change on purpose (`--allow-missing`) instead of a partial file
 * quietly replacing a full one.
 */
export function checkFeed(days: readonly RateDay[], { today, lastGood, stored, allowMissing = false }: FeedCheck): void {
  const newest = days.at(-1);
  if (!newest) throw new RatesFeedError('The feed has no rates');
  if (newest.date > today) throw new RatesFeedError(`The feed's date ${newest.date} is in the future (today is ${today})`);
  if (allowMissing) return;
  // A day given again replaces the stored one whole: it may not quietly lose currencies.
  const thinned = days.flatMap((day) => {
    const lost = (stored?.get(day.date) ?? []).filter((code) => !(code in day.rates));
    return lost.length ? [{ date: day.date, lost: lost.sort() }] : [];
  });
  const [first] = thinned;
  if (first) {
    const others = thinned.length > 1 ? ` and ${thinned.length - 1} more ${thinned.length === 2 ? 'day lacks' : 'days lack'} some` : '';
    throw new RatesFeedError(
      `The feed's ${first.date} lacks ${first.lost.length} ${first.lost.length === 1 ? 'currency' : 'currencies'} stored for that day: ${first.lost.join(', ')}${others} (store it anyway with --allow-missing)`,
    );
  }
  if (!lastGood || newest.date < lastGood.date) return;
  const vanished = Object.keys(lastGood.rates).filter((code) => !(code in newest.rates));
  if (vanished.length > 0) {
    const list = vanished.sort().join(', ');
    throw new RatesFeedError(
      `The feed's ${newest.date} lacks ${vanished.length} ${vanished.length === 1 ? 'currency' : 'currencies'} of ${lastGood.date}: ${list} (store it anyway with --allow-missing)`,
    );
  }
}
