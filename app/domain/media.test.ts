import { describe, expect, it } from 'vitest';
import { imageMarkup, isImageSource, mediaSrcSet, outputWidths, parseMediaPath } from './media';

describe('outputWidths: the ladder 480, 960, 1600, never wider than the original', () => {
  it.each([
    [1, [1]],
    [300, [300]],
    [480, [480]],
    [481, [480, 481]],
    [960, [480, 960]],
    [1200, [480, 960, 1200]],
    [1600, [480, 960, 1600]],
    [4032, [480, 960, 1600]],
  ])('%i px → %j', (width, widths) => {
    expect(outputWidths(width)).toEqual(widths);
  });
});

describe('parseMediaPath', () => {
  it.each([
    ['/media/0123456789abcdef-480.jpg', { id: '0123456789abcdef', width: 480, ext: 'jpg', contentType: 'image/jpeg' }],
    ['/media/0123456789abcdef-700.avif', { id: '0123456789abcdef', width: 700, ext: 'avif', contentType: 'image/avif' }],
    ['/media/0123456789abcdef-1600.gif', { id: '0123456789abcdef', width: 1600, ext: 'gif', contentType: 'image/gif' }],
    ['/media/0123456789abcdef-1601.png', null],
    ['/media/0123456789abcdef-0.png', null],
    ['/media/0123456789ABCDEF-480.png', null],
    ['/media/0123456789abcdef-480.svg', null],
    ['/media/0123456789abcdef-480.jpeg', null],
    ['/media/0123456789abcde-480.png', null],
    ['/media/../0123456789abcdef-480.png', null],
    ['/media/0123456789abcdef-480.png?x', null],
    ['/assets/0123456789abcdef-480.png', null],
    ['https://example.com/media/0123456789abcdef-480.png', null],
  ])('%s → %j', (path, file) => {
    expect(parseMediaPath(path)).toEqual(file);
  });
});

describe('mediaSrcSet: every copy of an upload, read from its largest', () => {
  it.each([
    [
      '/media/0123456789abcdef-1600.webp',
      '/media/0123456789abcdef-480.webp 480w, /media/0123456789abcdef-960.webp 960w, /media/0123456789abcdef-1600.webp 1600w',
    ],
    ['/media/0123456789abcdef-700.png', '/media/0123456789abcdef-480.png 480w, /media/0123456789abcdef-700.png 700w'],
    ['/media/0123456789abcdef-300.jpg', '/media/0123456789abcdef-300.jpg 300w'],
    ['https://images.example/a.png', null],
  ])('%s → %s', (path, srcset) => {
    expect(mediaSrcSet(path)).toBe(srcset);
  });
});

describe('isImageSource', () => {
  it.each([
    ['https://images.example/a.png', true],
    ['/media/0123456789abcdef-960.jpg', true],
    ['/media/a.png', false],
    ['/images/a.png', false],
    ['javascript:alert(1)', false],
  ])('%s → %s', (value, ok) => {
    expect(isImageSource(value)).toBe(ok);
  });
});

describe('imageMarkup', () => {
  it('writes every attribute escaped, the alt text as typed', () => {
    expect(
      imageMarkup({
        src: '/media/0123456789abcdef-700.png',
        srcset: '/media/0123456789abcdef-700.png 700w',
        alt: 'Tom & "Jerry" <3',
        width: 700,
        height: 350,
      }),
    ).toBe(
      '<img src="/media/0123456789abcdef-700.png" alt="Tom &amp; &quot;Jerry&quot; &lt;3" srcset="/media/0123456789abcdef-700.png 700w" sizes="(min-width: 1280px) 920px, (min-width: 1024px) 75vw, 100vw" width="700" height="350" />',
    );
  });
});
