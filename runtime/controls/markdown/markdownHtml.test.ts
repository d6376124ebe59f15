// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { markdownHtml } from './markdownHtml.ts';

describe('markdownHtml', () => {
  it('renders markdown', () => {
    const html = markdownHtml('# 标题\n\n**粗体** 与 `代码`\n\n- 一\n- 二');
    expect(html).toContain('<h1>标题</h1>');
    expect(html).toContain('<strong>粗体</strong>');
    expect(html).toContain('<code>代码</code>');
    expect(html).toContain('<li>一</li>');
  });

  it.each([
    ['<script>alert(1)</script>', '<script'],
    ['<img src=x onerror="alert(1)">', 'onerror'],
    ['[点我](javascript:alert(1))', 'javascript:'],
    ['<a href="#" onclick="alert(1)">x</a>', 'onclick'],
    ['![外链](https://evil.example/track.png)', 'evil.example'],
    ['<div style="position:fixed;inset:0">覆盖</div>', 'position'],
  ])('never lets %j through', (markdown, forbidden) => {
    expect(markdownHtml(markdown)).not.toContain(forbidden);
  });

  it('is empty for an empty text', () => {
    expect(markdownHtml('  \n')).toBe('');
  });
});
