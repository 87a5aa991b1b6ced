import { describe, expect, it } from 'vitest';
import { headerPath, pathWords } from './path-encoding';
import { redirectTo } from './redirect.server';

describe('addresses with words of another script', () => {
  // 計 is U+8A08 (UTF-8 E8 A8 88), 算 U+7B97 (E7 AE 97).
  it.each([
    ['/ja/計算', '/ja/%E8%A8%88%E7%AE%97'],
    ['/ja/計算/1,5+km?q=%E8%A8%88', '/ja/%E8%A8%88%E7%AE%97/1,5+km?q=%E8%A8%88'],
    ['/es/longitud?v=1%2C5&from=ft', '/es/longitud?v=1%2C5&from=ft'],
    ['/de/laenge/fuss-in-meter', '/de/laenge/fuss-in-meter'],
  ])('%s as a header carries it: %s', (path, header) => {
    expect(headerPath(path)).toBe(header);
  });

  it.each([
    ['/ja/%E8%A8%88%E7%AE%97', '/ja/計算'],
    ['/ja/%e8%a8%88%e7%ae%97/5+ft+%2B+3+kg', '/ja/計算/5+ft+%2B+3+kg'],
    ['/es/longitud', '/es/longitud'],
    // A malformed escape: the path as sent.
    ['/ja/%E8%A8', '/ja/%E8%A8'],
  ])('%s is read as %s', (sent, words) => {
    expect(pathWords(sent)).toBe(words);
  });

  it('lets a redirect to a Japanese address be made', () => {
    expect(redirectTo('/ja/計算', 301).headers.get('location')).toBe('/ja/%E8%A8%88%E7%AE%97');
  });
});
