import { describe, expect, it } from 'vitest';
import { evaluateExpression, renderUrlTemplate } from './evaluateUrl';

const config = { domianURL: '/jeecg-boot', staticDomainURL: 'http://files.example' };

describe('evaluateExpression', () => {
  it.each([
    ["window._CONFIG['domianURL']", '/jeecg-boot'],
    ['window._CONFIG["domianURL"]', '/jeecg-boot'],
    ['  window._CONFIG [ "domianURL" ]  ', '/jeecg-boot'],
    ['window._CONFIG.staticDomainURL', 'http://files.example'],
    ["_CONFIG['domianURL']", '/jeecg-boot'],
    ["'plain text'", 'plain text'],
    ["window._CONFIG['domianURL'] + '/jmreport/list'", '/jeecg-boot/jmreport/list'],
    ["window._CONFIG['unknown']", ''],
    ["window._CONFIG['constructor']", ''],
    ['alert(1)', ''],
    ["window.location.href", ''],
    ["window._CONFIG['domianURL'] + ", ''],
    ["'unterminated", ''],
    ['', ''],
  ])('%s -> %j', (expression, expected) => {
    expect(evaluateExpression(expression, config)).toBe(expected);
  });
});

describe('renderUrlTemplate', () => {
  it('replaces every placeholder and keeps the rest', () => {
    expect(renderUrlTemplate("{{ window._CONFIG['domianURL'] }}/jmreport/list?x={{'1'}}", config)).toBe(
      '/jeecg-boot/jmreport/list?x=1',
    );
  });
  it('leaves URLs without placeholders alone', () => {
    expect(renderUrlTemplate('https://example.org/a', config)).toBe('https://example.org/a');
  });
  it('blanks code it does not understand', () => {
    expect(renderUrlTemplate('{{ fetch("/steal") }}/x', config)).toBe('/x');
  });
});
