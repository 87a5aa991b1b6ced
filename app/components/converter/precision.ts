import { useEffect, useState } from 'react';
import type { Precision } from '~/domain/format';

/**
 * The converter's precision control (docs/decisions/032-precision.md): the choices it offers and
 * the one remembered in this browser. The server renders Auto; the stored choice applies once the
 * page has hydrated, so server and browser render the same first.
 */
export const PRECISION_STORAGE_KEY = 'converter_precision';

export interface PrecisionChoice {
  /** The select's value and what is stored: 'auto', 'd6', 's4'. */
  value: string;
  label: string;
  precision: Precision;
}

const decimals = (digits: number): PrecisionChoice => ({ value: `d${digits}`, label: `${digits} decimals`, precision: { kind: 'decimals', digits } });
const significant = (digits: number): PrecisionChoice => ({
  value: `s${digits}`,
  label: `${digits} significant digits`,
  precision: { kind: 'significant', digits },
});

export const PRECISION_CHOICES: readonly PrecisionChoice[] = [
  { value: 'auto', label: 'Auto', precision: { kind: 'auto' } },
  ...[2, 4, 6, 8, 10].map(decimals),
  ...[4, 6, 8, 10].map(significant),
];

const AUTO = PRECISION_CHOICES[0]!;
const choiceOf = (value: string | null) => PRECISION_CHOICES.find((c) => c.value === value) ?? AUTO;

/** The chosen precision and its setter, which remembers the choice (storage may be disabled: then it lasts the page). */
export function usePrecision(): [PrecisionChoice, (value: string) => void] {
  const [choice, setChoice] = useState(AUTO);
  useEffect(() => {
    try {
      setChoice(choiceOf(localStorage.getItem(PRECISION_STORAGE_KEY)));
    } catch {
      // Storage disabled: Auto.
    }
  }, []);
  const choose = (value: string) => {
    const next = choiceOf(value);
    setChoice(next);
    try {
      if (next === AUTO) localStorage.removeItem(PRECISION_STORAGE_KEY);
      else localStorage.setItem(PRECISION_STORAGE_KEY, next.value);
    } catch {
      // Not remembered; the page still shows it.
    }
  };
  return [choice, choose];
}
