import { lazy, Suspense, useId, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { FavoritesList, type FavoritesListProps } from '~/components/favorites-list.island';
import { useSearchParams } from '~/lib/search-params';
import { islandModuleFinder, renderIslandsPage, SuspenseAboveIslandError } from './fill.server';
import { Island, ISLAND_PROPS_ID, islandPropsJson, IslandsContext, readIslandProps, type IslandsRender } from './island';

const units = Array.from({ length: 20 }, (_, i) => ({ key: `u${i}`, name: `Unit ${i}`, factor: i + 1 }));

describe('islandPropsJson', () => {
  it('writes each value once, and reads every island’s props back', () => {
    const islands = [
      { page: { from: 'ft' }, units },
      { from: 'ft', units: units.map((u) => ({ ...u })) },
    ];
    const json = islandPropsJson(islands);
    expect(json.split('"Unit 19"')).toHaveLength(2);
    expect(readIslandProps(json)).toEqual(islands);
  });

  it('writes a frozen value, whose text it keeps, as it writes any other, on every page', () => {
    const frozen = Object.freeze(units.map((unit) => Object.freeze({ ...unit })));
    const page = () => islandPropsJson([{ units: frozen, from: 'u1' }, { units: frozen }]);
    expect(page()).toBe(islandPropsJson([{ units, from: 'u1' }, { units }]));
    expect(readIslandProps(page())).toEqual([{ units, from: 'u1' }, { units }]);
  });

  it('leaves out undefined props, as JSON.stringify does', () => {
    const props = { value: '5\' 11"', to: undefined, n: 1.5, none: null, list: ['ft', 'm'] };
    expect(readIslandProps(islandPropsJson([props]))).toEqual([{ value: '5\' 11"', n: 1.5, none: null, list: ['ft', 'm'] }]);
  });

  it('writes no `<`, so hostile text can neither end nor change the script element', () => {
    const hostile = '</script><script>alert(1)</script><!-- <script>';
    const json = islandPropsJson([{ title: hostile }]);
    expect(json).not.toContain('<');
    expect(readIslandProps(json)).toEqual([{ title: hostile }]);
  });
});

/** Renders a page sent as islands as entry.server.tsx does: the document, then the second pass. */
function renderPage(children: ReactNode, { search = '', moduleOf }: Partial<Pick<IslandsRender, 'search' | 'moduleOf'>> = {}): string {
  const render: IslandsRender = {
    search,
    mount: '/assets/islands-mount.js',
    moduleOf:
      moduleOf ?? islandModuleFinder({ mount: '', modules: { 'app/components/favorites-list.island.tsx': '/assets/islands-favorites-list.js' } }),
    islands: [],
  };
  return renderIslandsPage(
    <IslandsContext.Provider value={render}>
      <main>{children}</main>
      <script type="application/json" id={ISLAND_PROPS_ID} />
    </IslandsContext.Provider>,
    render,
  ).toString();
}

/** A favorites list's props: its words are all it needs to render on the server. */
const LIST: FavoritesListProps = {
  words: { loading: 'Loading', empty: 'None', browse: 'Browse', added: 'Added {date}', remove: 'Remove {title}', removed: 'Removed' },
  locale: 'en-US',
  home: '/',
  countdowns: [],
};

describe('a page sent as islands', () => {
  it('names each island’s module and export, preloads it, and writes its props in the page’s JSON', () => {
    const page = renderPage(<Island component={FavoritesList} props={LIST} />);
    expect(page).toContain('data-island="/assets/islands-favorites-list.js" data-export="FavoritesList"');
    expect(page).toContain('<link rel="modulepreload" href="/assets/islands-favorites-list.js">');
    const values = `[${JSON.stringify(LIST.words)},"en-US","/",[]]`;
    const islands = '[{"words":0,"locale":1,"home":2,"countdowns":3}]';
    expect(page).toContain(`<script type="application/json" id="${ISLAND_PROPS_ID}">{"values":${values},"islands":${islands}}</script>`);
  });

  it('renders a pure island once for each set of props and query, and any other island on every page', () => {
    let renders = 0;
    function Greeting({ name }: { name: string }) {
      renders++;
      const id = useId();
      return (
        <p id={id}>
          Hello, {name}
          {useSearchParams()[0].get('x')}
        </p>
      );
    }
    const options = (search = '') => ({ search, moduleOf: () => ({ url: `/assets/greeting-${test}.js`, export: 'Greeting' }) });
    // Its own module address in each run of this test, so markup kept by an earlier run is not found.
    const test = crypto.randomUUID();
    const page = (name: string, pure: boolean, search?: string) =>
      renderPage(<Island component={Greeting} props={{ name }} pure={pure} />, options(search));

    const first = page('Ada', true);
    // Its ids are island number 0's, as the browser's hydration makes them.
    expect(first).toMatch(/<p id="[^"]*i0-[^"]*">Hello, <!-- -->Ada<\/p>/);
    expect(page('Ada', true)).toBe(first);
    expect(renders).toBe(1);
    expect(page('Grace', true)).toContain('Hello, <!-- -->Grace</p>');
    expect(page('Ada', true, '?x=!')).toContain('Hello, <!-- -->Ada<!-- -->!</p>');
    expect(renders).toBe(3);
    // Not pure: rendered for every page, the same markup.
    expect(page('Ada', false)).toBe(first);
    expect(page('Ada', false)).toBe(first);
    expect(renders).toBe(5);
  });

  it('refuses a component that no island module exports', () => {
    const NotAnIsland = () => <p>Hi</p>;
    expect(() => renderPage(<Island component={NotAnIsland} props={{}} />)).toThrow(
      'NotAnIsland is used as an island but no *.island.tsx module exports it',
    );
  });

  it('refuses something that suspends above an island, whose content React would leave for the browser to render', () => {
    const Slow = lazy(async () => ({ default: ({ children }: { children: ReactNode }) => <section>{children}</section> }));
    const page = () =>
      renderPage(
        <Suspense fallback={<p>Loading</p>}>
          <Slow>
            <Island component={FavoritesList} props={LIST} />
          </Slow>
        </Suspense>,
      );
    expect(page).toThrow(SuspenseAboveIslandError);
    expect(page).toThrow('nothing may suspend above an island');
  });

  it('refuses a page where something above an island failed inside a Suspense boundary, which React leaves to the browser', () => {
    function Broken(): ReactNode {
      throw new Error('The table could not be read');
    }
    const page = () =>
      renderPage(
        <Suspense fallback={<p>Loading</p>}>
          <Broken />
          <Island component={FavoritesList} props={LIST} />
        </Suspense>,
      );
    expect(page).toThrow(SuspenseAboveIslandError);
  });

  it('fails a page where something suspends outside any Suspense boundary', () => {
    const Slow = lazy(async () => ({ default: () => <p>Later</p> }));
    expect(() => renderPage(<Slow />)).toThrow(/suspended/);
  });
});
