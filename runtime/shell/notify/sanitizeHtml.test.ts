// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml';

const OWN = '/jeecg-boot/sys/common/static/jeditor/a.png?expires=1&amp;sig=f';

describe('sanitizeHtml', () => {
  it('keeps the rich text and removes scripts, handlers and javascript: links', () => {
    const clean = sanitizeHtml(`<p>正文<b>加粗</b></p><img src="${OWN}" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">链接</a>`);
    expect(clean).toBe(`<p>正文<b>加粗</b></p><img src="${OWN}"><a>链接</a>`);
  });

  it('removes embedded styles and forms', () => {
    expect(sanitizeHtml('<style>body{display:none}</style><form action="/x"><input></form>ok')).toBe('<input>ok');
  });

  it('loads no picture from another server (a read tracker); our uploads, stored paths and inline rasters stay', () => {
    for (const src of ['https://tracker.example/p.gif', '//tracker.example/p.gif', '/x.png', 'data:image/svg+xml;base64,PHN2Zz4=', 'data:text/html,x']) {
      expect(sanitizeHtml(`<p>字<img src="${src}"></p>`), src).toBe('<p>字</p>');
    }
    expect(sanitizeHtml('<img src="https://tracker.example/p.gif" data-path="jeditor/a.png">')).toBe('<img data-path="jeditor/a.png">');
    expect(sanitizeHtml('<img src="data:image/png;base64,iVBORw0KGgo=">')).toBe('<img src="data:image/png;base64,iVBORw0KGgo=">');
  });

  it('drops class and the styles that could lay a text over the whole window', () => {
    const html = '<div class="ant-modal-mask" style="position: fixed; inset: 0; z-index: 9999; color: red; margin: -500px">盖住</div>';
    expect(sanitizeHtml(html)).toBe('<div style="color: red;">盖住</div>');
  });
});
