import { describe, expect, it } from 'vitest';
import { cssText } from './cssText.ts';

describe('cssText', () => {
  it('turns declarations into a style object', () => {
    expect(cssText('border: 1px solid #ccc; padding-left:4px;')).toEqual({ border: '1px solid #ccc', paddingLeft: '4px' });
  });

  it('drops what could load or run something, and junk', () => {
    expect(cssText('background: url(http://x/y.png); color: red; width: expression(alert(1)); nonsense; : x')).toEqual({ color: 'red' });
    expect(cssText('')).toEqual({});
  });
});
