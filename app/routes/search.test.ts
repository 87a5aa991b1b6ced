import { describe, expect, it } from 'vitest';
import { loader } from './search';

/** GET /search's loader, as the route calls it. */
function load(q: string) {
  try {
    return loader({ request: new Request(`https://unitwise.example/search?q=${encodeURIComponent(q)}`) } as Parameters<typeof loader>[0]);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe('GET /search (issue 37)', () => {
  it('answers a 5,000-character search with 400 and says it is too long, showing whole characters', () => {
    const result = load('😀 5 ft to m '.repeat(400));
    expect(result).toMatchObject({ init: { status: 400 }, data: { note: 'Too long: a search has at most 200 characters', kind: 'none' } });
    const q = (result as { data: { q: string } }).data.q;
    // Cut at the box's length, never inside an emoji's surrogate pair.
    expect(q).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
    expect([...q].length).toBeLessThanOrEqual(201);
  });

  it("redirects where the box's first suggestion goes: 'what is 3 feet plus 2 inches in cm' to its calculation", () => {
    const result = load('what is 3 feet plus 2 inches in cm');
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).headers.get('location')).toBe('/calculate/what+is+3+feet+plus+2+inches+in+cm');
  });
});
