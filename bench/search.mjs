// The search's worst queries, timed on the running server (issue 27): GET /search?q= with the
// longest and most repetitive queries the box accepts, each sent several times in a row, and a
// cached /length fetched while each is in flight (the search runs on the server's only thread).
import { performance } from 'node:perf_hooks';

const SENTENCE =
  'the quick brown fox jumps over the lazy dog and then it runs to the river in the morning with five friends from town who like long walks by the water in summer';

/** Queries of up to 200 characters (the box's limit) that cost the search the most. */
export const HOSTILE_QUERIES = [
  ['21 words of a sentence', SENTENCE.split(' ').slice(0, 21).join(' ')],
  ['200 characters of a sentence', SENTENCE.slice(0, 200)],
  ['"to" × 66', 'to '.repeat(66).trim()],
  ['"in" × 66', 'in '.repeat(66).trim()],
  ['how many, "in" × 60', `how many ${'in '.repeat(60)}`.slice(0, 200).trim()],
  ['"5 ft to" × 25', '5 ft to '.repeat(25).slice(0, 200).trim()],
  ['a long unit name × 8', 'pounds per square inch to '.repeat(8).slice(0, 200).trim()],
  ['a long sentence ending in a conversion', `${SENTENCE.slice(0, 160)} 350 °F to C`],
];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

async function timed(url) {
  const start = performance.now();
  const response = await fetch(url, { redirect: 'manual' });
  await response.arrayBuffer();
  return { ms: performance.now() - start, status: response.status };
}

export async function measureSearch(origin, { runs = 10 } = {}) {
  // Once before timing: the first search of a process parses the index (a start-up cost, not a query's).
  await timed(`${origin}/length`);
  await timed(`${origin}/search?q=${encodeURIComponent('5 ft to m')}`);
  await timed(`${origin}/search?q=${encodeURIComponent('no such thing')}`);
  const rows = [];
  for (const [label, query] of HOSTILE_QUERIES) {
    const url = `${origin}/search?q=${encodeURIComponent(query)}`;
    const times = [];
    const beside = [];
    let status = 0;
    for (let i = 0; i < runs; i++) {
      // The search and a cached page at once: the page waits as long as the search holds the thread.
      const [search, page] = await Promise.all([timed(url), timed(`${origin}/length`)]);
      times.push(search.ms);
      beside.push(page.ms);
      status = search.status;
    }
    rows.push({
      label,
      chars: query.length,
      words: query.split(/\s+/).length,
      status,
      medianMs: median(times),
      maxMs: Math.max(...times),
      pageMaxMs: Math.max(...beside),
    });
  }
  const worst = rows.reduce((a, b) => (b.maxMs > a.maxMs ? b : a));
  return { runs, rows, worst: { label: worst.label, maxMs: worst.maxMs, medianMs: worst.medianMs } };
}
