import { describe, expect, it } from 'vitest';
import { decodeEntities, isSafeUrlTemplate, safeUrl } from './safeUrl.ts';

const REFUSED = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  '  javascript:alert(1)',
  '\u0001\u0002javascript:alert(1)',
  '\u00a0javascript:alert(1)',
  '\ufeffjavascript:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  '&#0000106avascript:alert(1)',
  'javascript&colon;alert(1)',
  'java&Tab;script:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD4=',
  'vbscript:msgbox(1)',
  'blob:https://x/1',
  'file:///etc/passwd',
  'mailto:a@b.c',
];

const ALLOWED = [
  'https://example.com/a?b=1',
  'HTTP://example.com',
  '//example.com/path',
  '/jeecg-boot/sys/common/static/a.png',
  'sys/user',
  './x',
  '?a=1',
  '#top',
  '/a/b:c',
];

describe('safeUrl', () => {
  it.each(REFUSED)('refuses %j', (url) => {
    expect(safeUrl(url)).toBeUndefined();
  });

  it.each(ALLOWED)('allows %j', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it('answers undefined for nothing, and the trimmed address otherwise', () => {
    expect(safeUrl('')).toBeUndefined();
    expect(safeUrl(null)).toBeUndefined();
    expect(safeUrl('  /a  ')).toBe('/a');
  });

  it('decodes the references that can spell a scheme', () => {
    expect(decodeEntities('&#106;&#x61;v&colon;')).toBe('jav:');
    expect(decodeEntities('&unknown;')).toBe('&unknown;');
  });
});

describe('isSafeUrlTemplate', () => {
  it.each([
    "{{ window._CONFIG['domianURL'] }}/sys/common/pdf",
    '{{ _CONFIG.staticDomainURL }}/a.png',
    "{{ window._CONFIG['domianURL'] + _CONFIG.x }}/a",
    'https://example.com/a',
    '/plain/path',
  ])('allows %j', (url) => {
    expect(isSafeUrlTemplate(url)).toBe(true);
  });

  it.each([
    "{{'javascript:alert(1)'}}",
    '{{"javascript:alert(1)"}}',
    "{{ 'java' + 'script:alert(1)' }}",
    "{{ window._CONFIG['x'] + 'javascript:' }}",
    'java{{ _CONFIG.empty }}script:alert(1)',
    '{{ _CONFIG.x }}javascript:alert(1)',
    '{{ _CONFIG.x }}/a?&#106;avascript&colon;',
    '{{ alert(1) }}',
    '{{ _CONFIG.x }/a',
    "{{ _CONFIG.x }}/a'onload='x",
    'data:text/html,x',
    '/a?next=JAVA SCRIPT:x',
  ])('refuses %j', (url) => {
    expect(isSafeUrlTemplate(url)).toBe(false);
  });
});
