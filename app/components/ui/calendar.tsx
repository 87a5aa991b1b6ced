import { ChevronDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { DayPicker, type ChevronProps, type DayPickerProps } from 'react-day-picker';
import { cn } from '~/lib/cn';

// react-day-picker ships an 11 KB stylesheet built on its own variables; these Tailwind classes use
// the site's theme instead, so the calendar follows light and dark mode like everything else.
const CLASS_NAMES = {
  root: 'relative w-fit',
  months: 'relative flex flex-col gap-4',
  month: 'relative flex flex-col gap-3',
  month_caption: 'flex h-9 items-center pr-20',
  caption_label: 'inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold',
  dropdowns: 'flex items-center gap-1',
  dropdown_root: 'relative inline-flex items-center rounded-md hover:bg-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
  dropdown: 'absolute inset-0 cursor-pointer appearance-none bg-card opacity-0',
  nav: 'absolute right-0 top-0 flex h-9 items-center gap-1',
  button_previous: 'inline-flex size-9 items-center justify-center rounded-md hover:bg-accent hover:text-accent-foreground aria-disabled:opacity-50',
  button_next: 'inline-flex size-9 items-center justify-center rounded-md hover:bg-accent hover:text-accent-foreground aria-disabled:opacity-50',
  month_grid: 'border-collapse',
  weekdays: '',
  weekday: 'size-10 text-xs font-medium text-muted-foreground',
  week: '',
  week_number: 'size-10 text-center text-xs text-muted-foreground',
  week_number_header: 'size-10 text-xs font-medium text-muted-foreground',
  day: 'size-10 p-0 text-center text-sm',
  day_button:
    'inline-flex size-10 items-center justify-center rounded-md tabular-nums hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring',
  // The selected day is filled; today is underlined, so both marks survive together.
  selected:
    '[&>button]:bg-primary [&>button]:font-semibold [&>button]:text-primary-foreground [&>button:hover]:bg-primary [&>button:hover]:text-primary-foreground',
  today: '[&>button]:underline [&>button]:decoration-2 [&>button]:underline-offset-4',
  outside: 'text-muted-foreground',
  disabled: 'opacity-50',
  hidden: 'invisible',
  footer: 'pt-2 text-sm text-muted-foreground',
} satisfies DayPickerProps['classNames'];

function Chevron({ orientation, className }: ChevronProps) {
  const Icon = orientation === 'left' ? ChevronLeft : orientation === 'right' ? ChevronRight : ChevronDown;
  return <Icon aria-hidden className={cn('size-4', className)} />;
}

/**
 * react-day-picker themed for the site. Keyboard support comes from the library: arrows move by
 * day and week, PageUp/PageDown by month (with Shift by year), Home/End to the week's start/end.
 */
export function Calendar({ className, classNames, showOutsideDays = true, ...props }: DayPickerProps) {
  return (
    <DayPicker
      showOutsideDays={showOutsideDays}
      className={className}
      classNames={{ ...CLASS_NAMES, ...classNames }}
      components={{ Chevron }}
      {...props}
    />
  );
}
