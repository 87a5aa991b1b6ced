import { Moon, Sun } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Button } from '~/components/ui/button';
import { THEME_STORAGE_KEY } from '~/lib/theme-script';

export type Theme = 'light' | 'dark';

const listeners = new Set<() => void>();

function readTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function setTheme(theme: Theme): void {
  const root = document.documentElement.classList;
  root.remove('light', 'dark');
  root.add(theme);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage may be disabled (private mode); the theme still applies for this page.
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, readTheme, () => 'light');
}

/**
 * Both icons and both names are in the markup, and the root's theme class (set by THEME_SCRIPT
 * before first paint) chooses which show: the button is right before any script of ours has run,
 * and the server and the browser render the same thing whatever the theme.
 */
export interface ThemeWords {
  toDark: string;
  toLight: string;
}

export function ThemeToggle({ words }: { words: ThemeWords }) {
  return (
    <Button variant="ghost" size="icon" onClick={() => setTheme(readTheme() === 'dark' ? 'light' : 'dark')}>
      <Sun aria-hidden className="dark:hidden" />
      <Moon aria-hidden className="hidden dark:block" />
      <span className="sr-only dark:hidden">{words.toDark}</span>
      <span className="sr-only hidden dark:inline">{words.toLight}</span>
    </Button>
  );
}
