import { useEffect, useRef, useState, type CompositionEvent, type FormEvent, type KeyboardEvent } from 'react';
import type { Suggestion } from '~/domain/search/types';
import { loadSearchEngine, type SearchEngine } from './engine';

export const optionId = (listId: string, index: number) => `${listId}-${index}`;

/** Opens a suggestion or an answer: a whole page load, so the page comes from the page cache. */
const open = (href: string) => location.assign(href);

/**
 * The WAI-ARIA editable combobox with list autocomplete, without automatic selection
 * (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/): DOM focus stays in the field and the
 * active option is named by aria-activedescendant. ArrowDown/ArrowUp move through the options,
 * wrapping, and open the list when it is closed (Alt+ArrowDown only opens it); Enter opens the
 * active option; Escape closes the list; Home/End and ArrowLeft/ArrowRight go back to editing.
 * Enter with no active option submits the form: a query with a single answer opens it here, anything
 * else goes to the server's results page (/search?q=), as without JavaScript. Text an input method
 * is still composing is not searched, and its keys (Enter converts) are left to it.
 */
export function useSearchCombobox(listId: string, indexPath: string) {
  const engine = useRef<SearchEngine | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);

  function show(query: string) {
    const list = engine.current && query.trim() ? engine.current.suggest(query) : [];
    setSuggestions(list);
    setActive(-1);
    setExpanded(list.length > 0);
  }

  function close() {
    setExpanded(false);
    setActive(-1);
  }

  // Loaded when the field is first focused or typed into (text typed before the page's script ran
  // arrives as an input event, with no focus event after it).
  function load() {
    if (engine.current) return;
    loadSearchEngine(indexPath).then(
      (loaded) => {
        engine.current = loaded;
        if (field.current && document.activeElement === field.current) show(field.current.value);
      },
      () => {}, // offline: the form still submits to the server
    );
  }

  // The island comes to life when the field is first focused (IslandLoad 'interaction'): that focus
  // came before its handlers, so the search is loaded here.
  useEffect(() => {
    if (field.current && document.activeElement === field.current) load();
    // Once, when the island comes to life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(listId, active))?.scrollIntoView({ block: 'nearest' });
  }, [active, listId]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Keys that an input method is composing with (Enter commits its text) are the input method's.
    if (event.nativeEvent.isComposing) return;
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!count) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!expanded) {
          setExpanded(true);
          if (!event.altKey) setActive(down ? 0 : count - 1);
        } else if (down) setActive((i) => (i + 1) % count);
        else setActive((i) => (i <= 0 ? count - 1 : i - 1));
        return;
      }
      case 'Enter': {
        const option = expanded ? suggestions[active] : undefined;
        if (!option) return;
        event.preventDefault();
        close();
        open(option.href);
        return;
      }
      case 'Escape':
        // Only when there is a list to close: otherwise Escape is the page's (it closes the header's
        // search panel on small screens).
        if (!expanded) return;
        event.preventDefault();
        close();
        return;
      case 'Home':
      case 'End':
      case 'ArrowLeft':
      case 'ArrowRight':
        setActive(-1);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const query = field.current?.value.trim() ?? '';
    if (!query) {
      event.preventDefault();
      return;
    }
    const answer = engine.current?.resolve(query);
    if (answer?.kind !== 'go') return;
    event.preventDefault();
    close();
    open(answer.href);
  }

  return {
    suggestions,
    expanded,
    active,
    onSubmit,
    choose: (suggestion: Suggestion) => open(suggestion.href),
    inputProps: {
      ref: field,
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-activedescendant': expanded && active >= 0 ? optionId(listId, active) : undefined,
      onKeyDown,
      onFocus: (event: FormEvent<HTMLInputElement>) => {
        load();
        show(event.currentTarget.value);
      },
      // While an input method composes (Japanese kana before conversion), the text is not yet what
      // the reader means: suggestions follow committed text only, when the composition ends.
      onChange: (event: FormEvent<HTMLInputElement>) => {
        load();
        if (!(event.nativeEvent as InputEvent).isComposing) show(event.currentTarget.value);
      },
      onCompositionEnd: (event: CompositionEvent<HTMLInputElement>) => show(event.currentTarget.value),
      onBlur: close,
    } as const,
  };
}
