import { useEffect, useRef } from 'react';

/** How long after the first unsaved change a draft is saved, and then again while editing goes on. */
export const AUTOSAVE_MS = 3000;

/**
 * Saves a draft every few seconds while it has unsaved changes (docs/decisions/060-publishing.md):
 * the first change starts the wait, and typing does not push it back, so a long stretch of
 * writing is saved as it goes. `generation` changes after each save, so changes made meanwhile
 * start the next wait.
 */
export function useAutosave(shouldSave: boolean, generation: number, save: () => Promise<void>, delayMs = AUTOSAVE_MS): void {
  const latest = useRef(save);
  useEffect(() => {
    latest.current = save;
  });
  useEffect(() => {
    if (!shouldSave) return;
    const timer = setTimeout(() => void latest.current(), delayMs);
    return () => clearTimeout(timer);
  }, [shouldSave, generation, delayMs]);
}
