import type { DateWords } from '~/domain/date-text';

/**
 * The English pages' way of writing the countdown's dates, as app/components/countdown/
 * countdown-words.server.ts makes it (its test holds every language's to Intl's full and short
 * formats), for the domain's tests, which import nothing above the domain.
 */
export const ENGLISH_DATES: DateWords = {
  locale: 'en-US',
  long: '{weekday}, {month} {day}, {year}',
  longTime: '{date} at {time}',
  time: '{hour}:{minute}{second} {dayPeriod}',
  hour: 'numeric',
  short: '{weekday}, {month} {day}, {year}',
};
