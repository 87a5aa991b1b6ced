import { describe, expect, it } from 'vitest';
import { scrollableByKeyboard } from './post-body';

describe('an article body’s scrolling regions', () => {
  it.each([
    ['<pre><code>const m = ft * 0.3048;</code></pre>', '<pre tabindex="0"><code>const m = ft * 0.3048;</code></pre>'],
    ['<table><tbody><tr><td>1 ft</td></tr></tbody></table>', '<table tabindex="0"><tbody><tr><td>1 ft</td></tr></tbody></table>'],
    ['<table class="wide"><tr><td>x</td></tr></table>', '<table tabindex="0" class="wide"><tr><td>x</td></tr></table>'],
    // Text that reads like a tag is escaped in sanitized HTML: it stays text.
    ['<p>&lt;pre&gt; and &lt;table&gt; are tags</p>', '<p>&lt;pre&gt; and &lt;table&gt; are tags</p>'],
    ['<p>A <code>prefix</code>, a <tbody-like> word</p>', '<p>A <code>prefix</code>, a <tbody-like> word</p>'],
  ])('%s', (html, expected) => {
    expect(scrollableByKeyboard(html)).toBe(expected);
  });
});
