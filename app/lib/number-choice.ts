import { useSyncExternalStore } from 'react';
import type { NumberStyle } from '~/domain/number-format';
import { NUMBERS_OTHER_CLASS, NUMBERS_STORAGE_KEY } from '~/lib/theme-script';

/**
 * The reader's number style (ADR 087). A page of a language with another number style (es: es-ES
 * writes 1.234,5, es-MX 1,234.5) is written in its language's style; the reader may switch to the
 * other one. The choice is kept in localStorage and applied by the head script (THEME_SCRIPT) as a
 * class on `<html>` before first paint, so the cached bytes never vary: numbers written on the
 * server carry both forms and CSS shows one (`<Num>`); islands read the class through
 * `useNumberStyle` and write and read numbers in the style it names. Island-safe: no Intl (ADR 017),
 * the styles come as props, read on the server (numberStyleOf).
 */
export interface NumberStyles {
  /** The language's style and its locale (`es-ES`), the one the page is written in. */
  page: NumberStyle;
  /** The other style the reader may choose, and its locale (`es-MX`), which the browser keeps. */
  otherLocale: string;
  other: NumberStyle;
}

/** The classes of a number's two forms: in the page's language's style, and in the other one (`<Num>`). */
export const PAGE_FORM_CLASS = 'num-p';
export const OTHER_FORM_CLASS = 'num-o';

/**
 * What a page of a language with another number style gives its frame and islands: the two styles,
 * and the words of the switch and of a field's reading, formatted on the server in the page's
 * language (app/i18n/numbers.server.ts).
 */
export interface NumberChoice {
  styles: NumberStyles;
  words: {
    /** "Write numbers as 1,234.5": the switch's name while the page's style shows. */
    toOther: string;
    /** "Write numbers as 1.234,5": its name while the other style shows. */
    toPage: string;
    /** 1,234.5 and 1.234,5: the switch's short label in the header. */
    otherSample: string;
    pageSample: string;
    /** The note of a field whose text was read otherwise than written, with the slots {typed} and {value}. */
    readAs: string;
  };
}

/** Whether the page shows the other style: the class the head script or a switch set. */
export function otherChosen(): boolean {
  return typeof document !== 'undefined' && document.documentElement.classList.contains(NUMBERS_OTHER_CLASS);
}

/** The style numbers are shown and read in: the page's language's, or the other one the reader chose. */
export function styleOf(styles: NumberStyles, other: boolean): NumberStyle {
  return other ? styles.other : styles.page;
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the page's numbers in the other style, or its own, and keeps the choice for the next pages. */
export function chooseOther(styles: Pick<NumberStyles, 'otherLocale'>, other: boolean): void {
  document.documentElement.classList.toggle(NUMBERS_OTHER_CLASS, other);
  try {
    if (other) localStorage.setItem(NUMBERS_STORAGE_KEY, styles.otherLocale);
    else localStorage.removeItem(NUMBERS_STORAGE_KEY);
  } catch {
    // Storage may be disabled (private mode): the style still applies to this page.
  }
  listeners.forEach((listener) => listener());
}

/** The attribute of a number style switch (NumberStyleSwitch): the other style's locale, which the choice keeps. */
export const NUMBERS_SWITCH_ATTRIBUTE = 'data-numbers-switch';

/** Makes every number style switch of the page switch between the two styles (the page script calls it once). */
export function listenToNumberSwitches(): void {
  document.addEventListener('click', (event) => {
    const otherLocale = (event.target as Element).closest?.(`[${NUMBERS_SWITCH_ATTRIBUTE}]`)?.getAttribute(NUMBERS_SWITCH_ATTRIBUTE);
    if (otherLocale) chooseOther({ otherLocale }, !otherChosen());
  });
}

/**
 * Whether the other style is chosen, for an island: the server's render and the browser's
 * hydration say no (the page's style, as the server wrote it), then the browser renders again with
 * the class's answer.
 */
export function useOtherChosen(): boolean {
  return useSyncExternalStore(subscribe, otherChosen, () => false);
}

/** The style an island writes and reads numbers in; without styles (English), undefined. */
export function useNumberStyle(styles: NumberStyles | undefined): NumberStyle | undefined {
  const other = useOtherChosen();
  return styles && styleOf(styles, other);
}
