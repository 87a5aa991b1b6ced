import type { DayPickerProps } from 'react-day-picker';
import { fill } from '~/i18n/fill';
import { Calendar } from '~/components/ui/calendar';
import { say, type CountdownWords } from './countdown-words';

/**
 * The date picker's calendar in the page's language: its month and day names, the first day of the
 * week and its buttons' labels come from the countdown's words (CalendarWords, and the
 * `countdown.calendar.*` messages), not from react-day-picker's English. Loaded with the calendar,
 * not with the page.
 */
export function CountdownCalendar({ words, ...props }: DayPickerProps & { words: CountdownWords }) {
  const { months, inDate, weekdays, weekStartsOn, monthYear } = words.calendar;
  const monthOf = (date: Date) => fill(monthYear, { month: months[date.getMonth()]!, year: date.getFullYear() });
  // A day as the countdown writes a long date ('viernes, 25 de diciembre de 2026'), its names from the same lists.
  const longDay = (date: Date) =>
    fill(words.dates.long, {
      weekday: weekdays.long[date.getDay()]!,
      month: inDate[date.getMonth()]!,
      day: date.getDate(),
      year: date.getFullYear(),
    });
  return (
    <Calendar
      {...props}
      weekStartsOn={weekStartsOn}
      formatters={{
        formatCaption: monthOf,
        formatMonthDropdown: (month) => months[month.getMonth()]!,
        formatWeekdayName: (day) => weekdays.short[day.getDay()]!,
      }}
      labels={{
        labelGrid: monthOf,
        labelNext: () => say(words, 'calendar.next'),
        labelPrevious: () => say(words, 'calendar.previous'),
        labelMonthDropdown: () => say(words, 'calendar.month'),
        labelYearDropdown: () => say(words, 'calendar.year'),
        labelWeekday: (day) => weekdays.long[day.getDay()]!,
        labelDayButton: (day, modifiers) => {
          const label = modifiers.today ? say(words, 'calendar.today', { date: longDay(day) }) : longDay(day);
          return modifiers.selected ? say(words, 'calendar.selected', { date: label }) : label;
        },
      }}
    />
  );
}
