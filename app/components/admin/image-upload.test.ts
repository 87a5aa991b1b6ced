import { describe, expect, it } from 'vitest';
import { insertBlock } from './image-upload';

const IMG = '<img src="/media/0123456789abcdef-480.png" alt="x" />';

describe('insertBlock: an image on lines of its own where the cursor is', () => {
  it.each([
    ['an empty body', '', 0, 0, IMG],
    ['the end of a paragraph', '<p>One.</p>', 11, 11, `<p>One.</p>\n\n${IMG}`],
    ['the start of the body', '<p>One.</p>', 0, 0, `${IMG}\n\n<p>One.</p>`],
    ['between two paragraphs, blank lines not doubled', 'One.\n\nTwo.', 5, 5, `One.\n\n${IMG}\n\nTwo.`],
    ['a selection, which it replaces', 'One. Gone. Two.', 5, 10, `One.\n\n${IMG}\n\nTwo.`],
  ])('at %s', (_case, text, start, end, expected) => {
    expect(insertBlock(text, start, end, IMG)).toBe(expected);
  });
});
