import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.ts';

describe('sanitizeRichText', () => {
  it('keeps the stored path of an uploaded picture, so it can be signed again for each reader', () => {
    const html = '<p><img src="/jeecg-boot/sys/common/static/jeditor/a.png?expires=1&amp;sig=ff" data-path="jeditor/20261123_ab.png" style="max-width:100%"></p>';
    expect(sanitizeRichText(html)).toContain('data-path="jeditor/20261123_ab.png"');
  });

  it('drops a data-path that could climb out of the upload folder, and other data attributes', () => {
    for (const path of ['../app.db', 'jeditor/../../secret', '/etc/passwd', 'a\\b', '.incoming/x']) {
      const clean = sanitizeRichText(`<img src="/x.png" data-path="${path}">`);
      expect(clean, path).not.toContain('data-path');
      expect(clean).toContain('src="/x.png"');
    }
    expect(sanitizeRichText('<img src="/x.png" data-other="1"><p data-path="jeditor/a.png">字</p>')).toBe('<img src="/x.png" /><p>字</p>');
  });
});
