import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_COLORS } from './theme-colors';

const css = readFileSync(new URL('../app.css', import.meta.url), 'utf8');
const background = (selector: string) =>
  new RegExp(`^${selector.replace('.', '\\.')} \\{[^}]*--background: (#[0-9a-f]+);`, 'm').exec(css)?.[1];

describe('theme colors', () => {
  it("are each theme's page background in app.css", () => {
    expect(background(':root')).toBe(THEME_COLORS.light);
    expect(background('.dark')).toBe(THEME_COLORS.dark);
  });
});
