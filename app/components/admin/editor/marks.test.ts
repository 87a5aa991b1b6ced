import { describe, expect, it } from 'vitest';
import { applyMark, type Mark } from './marks';
import type { ContentFormat } from '~/domain/schemas/post';

/** The text after the edit, with the selection shown as [ and ]. */
function result(mark: Mark, format: ContentFormat, marked: string): string {
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  const text = marked.replace('[', '').replace(']', '');
  const edit = applyMark(mark, format, text, start, end);
  const after = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
  return `${after.slice(0, edit.selectStart)}[${after.slice(edit.selectStart, edit.selectEnd)}]${after.slice(edit.selectEnd)}`;
}

describe('toolbar marks', () => {
  it.each<[Mark, ContentFormat, string, string]>([
    ['bold', 'markdown', 'a [word] b', 'a **[word]** b'],
    ['bold', 'markdown', 'a [] b', 'a **[bold text]** b'],
    ['italic', 'markdown', '[x]', '_[x]_'],
    ['code', 'markdown', 'run [ls] now', 'run `[ls]` now'],
    ['sup', 'markdown', '10[-9] m', '10<sup>[-9]</sup> m'],
    ['sub', 'markdown', 'H[2]O', 'H<sub>[2]</sub>O'],
    ['heading', 'markdown', 'intro\nMa[in t]opic\nmore', 'intro\n[## Main topic]\nmore'],
    ['bulleted', 'markdown', '[one\ntwo]', '[- one\n- two]'],
    ['numbered', 'markdown', 'x\n[a\nb\nc]', 'x\n[1. a\n2. b\n3. c]'],
    ['quote', 'markdown', 'said: [so]', '[> said: so]'],
    ['link', 'markdown', 'see [NIST] now', 'see [NIST]([https://]) now'],
    ['link', 'markdown', '[]', '[link text]([https://])'],
    ['bold', 'html', '[x]', '<strong>[x]</strong>'],
    ['heading', 'html', '[Title]', '<h2>[Title]</h2>'],
    ['quote', 'html', '[q]', '<blockquote>[q]</blockquote>'],
    ['bulleted', 'html', '[a\nb]', '[<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>]'],
    ['numbered', 'html', '[a]', '[<ol>\n  <li>a</li>\n</ol>]'],
    ['link', 'html', '[here]', '<a href="[https://]">here</a>'],
    ['sup', 'html', 'm[2]', 'm<sup>[2]</sup>'],
  ])('%s in %s turns %j into %j', (mark, format, before, after) => {
    expect(result(mark, format, before)).toBe(after);
  });
});
