import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, slugify } from './slug';

describe('slugify', () => {
  // The address rule of DECISIONS.md (Languages): accents dropped, umlauts and ß spelt out.
  it.each([
    ['Fuß', 'fuss'],
    ['Ölbarrel', 'oelbarrel'],
    ['metros cúbicos', 'metros-cubicos'],
    ['Länge', 'laenge'],
    ['Quadratfuß', 'quadratfuss'],
    ['años luz', 'anos-luz'],
    ['kilómetros por hora', 'kilometros-por-hora'],
    ['Grad Fahrenheit', 'grad-fahrenheit'],
    ['pie topográfico de EE. UU.', 'pie-topografico-de-ee-uu'],
    ['Übergröße', 'uebergroesse'],
    ['grados Rømer', 'grados-romer'],
    ['façade', 'facade'],
    ['  libras-fuerza  por pulgada², ', 'libras-fuerza-por-pulgada2'],
    ['Złoty', 'zloty'],
  ])('%s → %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
    expect(slug).toMatch(SLUG_PATTERN);
  });
});
