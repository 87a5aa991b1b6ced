// Pages nginx serves for Lighthouse to tell the machine's share of a score from the site's:
// Lighthouse multiplies the main-thread time it observes by 4, so a host that renders slowly (or
// unevenly) loses points on any page. Not targets; their rows say what this machine scores on
// pages that run no script at all.
const html = (body) => ({ contentType: 'text/html; charset=utf-8', gzip: true, body: Buffer.from(body) });

/** A page of one heading and one paragraph. */
export function minimalPage(path = '/reference/minimal') {
  return {
    label: 'minimal page (one heading, one paragraph)',
    path,
    ...html(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
        '<title>Reference</title><meta name="description" content="A reference page for the benchmark."></head>' +
        '<body><main><h1>Reference</h1><p>One heading and one paragraph, and nothing else.</p></main></body></html>',
    ),
  };
}

/** A page of the site (`{ path, body }` as fetched) with its scripts removed: the same HTML and inline CSS, no JS. */
export function withoutScripts(page, path) {
  return {
    label: `${page.path} without its scripts (same HTML and inline CSS, no JS)`,
    path,
    ...html(page.body.toString('utf8').replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')),
  };
}
