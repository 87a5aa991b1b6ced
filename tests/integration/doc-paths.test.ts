import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The docs name files, and a reader follows those names: every repository path a doc mentions in
 * backticks or links to must exist, and every section of docs/product.md a comment cites must be
 * there. A file moved or deleted without its docs fails here, naming the doc and the path.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Top-level folders whose paths the docs name; build output (`build/…`) is not in the repository. */
const REPO_PATH = /^(?:app|server|scripts|bench|tests|content|docs|public)\/[^\s]*$/;
/** Placeholders (`content/converters/<slug>.md`), globs and elisions name no single file. */
const PLACEHOLDER = /[<>*…{}$]/;

function markdownFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.name === 'node_modules') return [];
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(?:ts|tsx|mjs|css)$/.test(entry.name) ? [path] : [];
  });
}

/** `app/root.tsx`, `docs/product.md#numbers`, `http/listener.ts:42` → the file's path. */
function filePart(reference: string): string {
  return reference
    .replace(/#.*$/, '')
    .replace(/:\d+$/, '')
    .replace(/[.,;:]$/, '');
}

/** The repository paths a Markdown file names in backticks, and the targets of its relative links. */
function namedPaths(markdown: string, file: string): string[] {
  const inBackticks = [...markdown.matchAll(/`([^`\n]+)`/g)]
    .map(([, span]) => span!.trim())
    .filter((span) => REPO_PATH.test(span) && !PLACEHOLDER.test(span))
    .map(filePart);
  const linked = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target!)
    .filter((target) => !/^(?:[a-z]+:|#|\/)/.test(target))
    .map((target) => relative(root, join(root, dirname(file), filePart(target))));
  return [...inBackticks, ...linked];
}

/** GitHub's anchor for a heading: lower-cased, punctuation dropped, spaces as hyphens. */
function anchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

const docs = ['README.md', ...markdownFiles('docs')];

describe('the docs', () => {
  it('find their own file names as a reader would', () => {
    const markdown = 'See `app/root.tsx`, `docs/product.md#numbers`, `content/converters/<slug>.md` and [ADR 7](007-x.md).';
    expect(namedPaths(markdown, 'docs/decisions/001-a.md')).toEqual(['app/root.tsx', 'docs/product.md', 'docs/decisions/007-x.md']);
  });

  it.each(docs)('%s names only files that exist', (doc) => {
    const missing = namedPaths(readFileSync(join(root, doc), 'utf8'), doc).filter((path) => !existsSync(join(root, path)));
    expect(missing).toEqual([]);
  });

  it('cite only sections of docs/product.md that it has', () => {
    const product = readFileSync(join(root, 'docs/product.md'), 'utf8');
    const sections = new Set([...product.matchAll(/^#{2,3} (.+)$/gm)].map(([, heading]) => anchor(heading!)));
    const cited = ['app', 'http', 'scripts', 'tests', 'bench', ...docs].flatMap((path) =>
      (path.endsWith('.md') ? [path] : sourceFiles(path)).flatMap((file) =>
        [...readFileSync(join(root, file), 'utf8').matchAll(/docs\/product\.md#([\w-]+)/g)].map(([, section]) => `${file}: #${section}`),
      ),
    );
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.filter((citation) => !sections.has(citation.split('#')[1]!))).toEqual([]);
  });
});
