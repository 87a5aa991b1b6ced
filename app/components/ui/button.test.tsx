import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button, buttonVariants } from './button';

const classOf = (html: string) => /class="([^"]*)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');

describe('Button', () => {
  it('has its own variant’s and size’s classes, asked for in any order and again', () => {
    const asked = [
      { variant: 'outline', size: 'sm' },
      { variant: 'ghost', size: 'sm' },
      { variant: undefined, size: undefined },
      { variant: null, size: 'icon' },
      { variant: 'outline', size: 'sm' },
      { variant: 'default', size: 'default' },
      { variant: undefined, size: 'icon' },
    ] as const;
    for (const { variant, size } of asked) {
      const html = renderToStaticMarkup(<Button variant={variant} size={size} />);
      expect(classOf(html)).toBe(buttonVariants({ variant, size }));
    }
  });

  it('adds the caller’s classes after its own', () => {
    expect(classOf(renderToStaticMarkup(<Button variant="ghost" className="ml-2" />))).toBe(`${buttonVariants({ variant: 'ghost' })} ml-2`);
  });
});
