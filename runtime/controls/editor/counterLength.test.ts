// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { counterLength } from './counterLength.ts';

describe('rich-text counter: text length minus one (seed 001 §5)', () => {
  const cases: [string, string, number][] = [
    ['nothing', '', 0],
    ['an empty paragraph', '<p><br></p>', 0],
    ['one paragraph', '<p>安置房分配</p>', 5],
    ['formatting inside a paragraph', '<p><b>安置</b>房<i>分配</i></p>', 5],
    ['two paragraphs: the break between them counts', '<p>ab</p><p>cd</p>', 5],
    ['a list: one line per item', '<ol><li>一</li><li>二</li></ol>', 3],
    ['a break inside a paragraph', '<p>ab<br>cd</p>', 5],
    ['text outside any paragraph', 'abc', 3],
    ['entities as the characters they stand for', '<p>a&nbsp;&amp;</p>', 3],
    ['script content, which is removed', '<p>ok</p><script>bad()</script>', 2],
  ];
  it.each(cases)('%s', (_name, html, expected) => {
    expect(counterLength(html)).toBe(expected);
  });
});
