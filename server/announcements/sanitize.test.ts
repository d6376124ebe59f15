import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.ts';

const OWN = '/jeecg-boot/sys/common/static/jeditor/20261123_ab.png?expires=1&amp;sig=ff';

describe('sanitizeRichText', () => {
  it('keeps the stored path of an uploaded picture, so it can be signed again for each reader', () => {
    const html = '<p><img src="/jeecg-boot/sys/common/static/jeditor/a.png?expires=1&amp;sig=ff" data-path="jeditor/20261123_ab.png" style="max-width:100%"></p>';
    expect(sanitizeRichText(html)).toContain('data-path="jeditor/20261123_ab.png"');
  });

  it('drops a data-path that could climb out of the upload folder, and other data attributes', () => {
    for (const path of ['../app.db', 'jeditor/../../secret', '/etc/passwd', 'a\\b', '.incoming/x']) {
      const clean = sanitizeRichText(`<img src="${OWN}" data-path="${path}">`);
      expect(clean, path).not.toContain('data-path');
      expect(clean).toContain(`src="${OWN}"`);
    }
    expect(sanitizeRichText(`<img src="${OWN}" data-other="1"><p data-path="jeditor/a.png">字</p>`)).toBe(`<img src="${OWN}" /><p>字</p>`);
  });

  it('loads no picture from elsewhere: a foreign address (a read tracker) is dropped, our own upload address stays', () => {
    for (const src of ['https://tracker.example/p.gif?u=1', '//tracker.example/p.gif', 'http://x/jeecg-boot/sys/common/static/a.png', '/x.png',
      '/jeecg-boot/sys/common/static/../../etc/passwd', 'data:image/png;base64,AAAA', '/jeecg-boot/sys/common/static/a.png/..%2f..%2fx']) {
      expect(sanitizeRichText(`<p>字<img src="${src}"></p>`), src).toBe('<p>字</p>');
    }
    expect(sanitizeRichText(`<img src="${OWN}">`)).toBe(`<img src="${OWN}" />`);
    expect(sanitizeRichText('<img src="/sys/common/static/temp/a.png">')).toBe('<img src="/sys/common/static/temp/a.png" />');
    // A stored picture whose written address is foreign keeps its path: each reader gets it signed afresh.
    expect(sanitizeRichText('<img src="https://tracker.example/p.gif" data-path="jeditor/a.png">')).toBe('<img data-path="jeditor/a.png" />');
  });

  it('drops class, and any styles that could lift an element over the page or out of its box', () => {
    const html = '<div class="ant-modal-mask" style="position:fixed;top:0;left:0;z-index:9999;width:100%;height:100vh;color:red">盖住</div>';
    expect(sanitizeRichText(html)).toBe('<div style="width:100%;color:red">盖住</div>');
    expect(sanitizeRichText('<p style="margin:-999px;color:#f00">x</p>')).toBe('<p style="color:#f00">x</p>');
  });
});
