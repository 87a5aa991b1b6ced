import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { MAX_QUERY_LENGTH } from '~/domain/search/budget';
import type { Chrome } from '~/i18n/chrome';
import { plural } from '~/i18n/fill';
import { optionId, useSearchCombobox } from './use-search-combobox';

export interface SiteSearchProps {
  /** 'header': every page's header (a button that opens it below `lg`); 'hero': the home page's big box. */
  placement: 'header' | 'hero';
  /** The search index's address (useSearchIndexPath), fetched on first focus. */
  indexPath: string;
  /** The search page's address in the page's language (`/es/buscar`). */
  action: `/${string}`;
  /** The box's words in the page's language. */
  words: Chrome['search'];
}

/**
 * The site's search box: a GET form to /search, so it works without JavaScript (the server
 * redirects a query to its answer or lists the matches). With JavaScript it is a combobox that
 * suggests pages, units, unit pairs and a live answer as you type (use-search-combobox.ts), from
 * code and an index loaded on first focus (engine.ts).
 */
export function SiteSearch({ placement, indexPath, action, words }: SiteSearchProps) {
  const id = useId();
  const listId = `${id}-list`;
  const box = useSearchCombobox(listId, indexPath);
  const hero = placement === 'hero';
  const form = (
    <form
      method="get"
      action={action}
      role="search"
      aria-label={hero ? words.formConverters : words.formSite}
      onSubmit={box.onSubmit}
      className="relative flex w-full gap-2"
    >
      <div className="relative min-w-0 flex-1">
        <label htmlFor={`${id}-q`} className="sr-only">
          {words.label}
        </label>
        {!hero && <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />}
        <input
          id={`${id}-q`}
          name="q"
          type="text"
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={hero ? words.heroPlaceholder : words.placeholder}
          className={`w-full min-w-0 rounded-md border bg-background placeholder:text-muted-foreground ${hero ? 'h-12 px-4 text-base' : 'h-10 pr-3 pl-9 text-base lg:h-9 lg:text-sm'}`}
          {...box.inputProps}
        />
      </div>
      {hero && (
        // On a phone the field needs the row more than the button needs its word: the icon alone
        // shows there (the word stays its name).
        <Button type="submit" size="xl-compact">
          <Search aria-hidden />
          <span className="sr-only sm:not-sr-only">{words.submit}</span>
        </Button>
      )}
      <ul
        id={listId}
        role="listbox"
        aria-label={words.suggestions}
        hidden={!box.expanded}
        className={`absolute top-full right-0 left-0 z-50 mt-1 max-h-[min(24rem,70vh)] overflow-y-auto rounded-md border bg-card p-1 text-left text-card-foreground shadow-lg ${hero ? '' : 'lg:left-auto lg:w-[22rem]'}`}
      >
        {box.suggestions.map((suggestion, index) => (
          <li
            key={suggestion.href + suggestion.label}
            id={optionId(listId, index)}
            role="option"
            aria-selected={index === box.active}
            // Keeps focus in the field, so the list stays open until the click opens the page.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => box.choose(suggestion)}
            className="cursor-pointer rounded-sm px-3 py-2 hover:bg-accent hover:text-accent-foreground aria-selected:bg-accent aria-selected:text-accent-foreground aria-selected:outline-2 aria-selected:outline-ring"
          >
            <span className="block font-medium">{suggestion.label}</span>
            {suggestion.detail && <span className="block text-xs text-muted-foreground">{suggestion.detail}</span>}
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {box.expanded && plural(words.count, box.suggestions.length, box.suggestions.length)}
      </p>
    </form>
  );
  return hero ? (
    form
  ) : (
    <HeaderPanel id={`${id}-panel`} words={words}>
      {form}
    </HeaderPanel>
  );
}

/**
 * Below `lg` the header has no room for the field: a button opens it as a bar over the header (the
 * platform's popover, which needs no script, closes on Escape or a tap elsewhere and gives focus
 * back to the button). From `lg` the same element is shown in the header's row, never as a popover.
 */
function HeaderPanel({ id, words, children }: { id: string; words: Chrome['search']; children: ReactNode }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = panel.current;
    const focusField = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') element?.querySelector('input')?.focus();
    };
    element?.addEventListener('toggle', focusField);
    return () => element?.removeEventListener('toggle', focusField);
  }, []);
  return (
    <>
      <Button variant="ghost" size="icon" className="lg:hidden" popoverTarget={id} aria-label={words.open}>
        <Search aria-hidden />
      </Button>
      <div
        ref={panel}
        id={id}
        popover="auto"
        className="fixed inset-x-0 top-0 bottom-auto m-0 h-auto w-full overflow-visible border-b bg-background p-3 text-foreground shadow-lg lg:static lg:block lg:w-64 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none xl:w-72"
      >
        <div className="flex items-center gap-2">
          {children}
          <Button variant="ghost" size="icon" className="lg:hidden" popoverTarget={id} popoverTargetAction="hide" aria-label={words.close}>
            <X aria-hidden />
          </Button>
        </div>
      </div>
    </>
  );
}
