import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_COLORS } from './theme-colors';

const css = readFileSync(new URL('../app.css', import.meta.url), 'utf8');
/** The first `--background` in the block that opens with `opening` (`:root {`, `@variant dark {`). */
const background = (opening: string) =>
  new RegExp(`${opening.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^}]*--background: (#[0-9a-f]+);`, 'm').exec(css)?.[1];

describe('theme colors', () => {
  it("are each theme's page background in app.css", () => {
    expect(background(':root {')).toBe(THEME_COLORS.light);
    // The dark theme: the .dark class, or the system's preference (the dark variant in app.css).
    expect(background('@variant dark {')).toBe(THEME_COLORS.dark);
  });
});
