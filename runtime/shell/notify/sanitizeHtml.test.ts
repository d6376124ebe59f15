// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps the rich text and removes scripts, handlers and javascript: links', () => {
    const clean = sanitizeHtml('<p>正文<b>加粗</b></p><img src="a.png" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">链接</a>');
    expect(clean).toBe('<p>正文<b>加粗</b></p><img src="a.png"><a>链接</a>');
  });

  it('removes embedded styles and forms', () => {
    expect(sanitizeHtml('<style>body{display:none}</style><form action="/x"><input></form>ok')).toBe('<input>ok');
  });
});
