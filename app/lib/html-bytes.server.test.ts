import { describe, expect, it } from 'vitest';
import { editHtml } from './html-bytes.server';

const page = (text: string) => Buffer.from(text);

describe('editHtml', () => {
  it.each([
    ['removes every occurrence', '<a x><b><a y>', '<a', (html: Buffer, at: number) => ({ end: html.indexOf('>', at) + 1 }), '<b>'],
    ['inserts at each occurrence', '<i></i><i></i>', '</i>', (_: Buffer, at: number) => ({ end: at, insert: '5 μm' }), '<i>5 μm</i><i>5 μm</i>'],
    [
      'leaves an occurrence whose edit is null',
      '[1][x][2]',
      '[',
      (html: Buffer, at: number) => (html[at + 1] === 0x78 ? null : { end: at + 3, insert: '#' }),
      '#[x]#',
    ],
    [
      'keeps the bytes around characters beyond ASCII',
      'né <p>ü</p> → <p>°</p>',
      '<p>',
      (_: Buffer, at: number) => ({ end: at + 3, insert: '<p class="x">' }),
      'né <p class="x">ü</p> → <p class="x">°</p>',
    ],
  ])('%s', (_, text, marker, edit, expected) => {
    const html = page(text);
    expect(editHtml(html, marker, (at) => edit(html, at)).toString()).toBe(expected);
  });

  it('gives back the same bytes when there is nothing to edit', () => {
    const html = page('<p>1 ft = 0.3048 m</p>');
    expect(editHtml(html, '<link', () => ({ end: 0 }))).toBe(html);
  });
});
