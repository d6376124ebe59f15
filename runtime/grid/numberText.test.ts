import { describe, expect, it } from 'vitest';
import { acceptNumberText, numberOnBlur } from './numberText.ts';

describe('a number cell', () => {
  it('keeps an optionally signed decimal, an empty text and a lone minus', () => {
    for (const text of ['', '-', '1', '-12', '3.', '3.25', '-0.5', '.5']) expect(acceptNumberText('9', text)).toBe(text);
  });

  it('reverts anything else to the text before the keystroke', () => {
    for (const text of ['1a', '--1', '1.2.3', '+1', '1e5', ' 1', '一']) expect(acceptNumberText('12', text)).toBe('12');
  });

  it('parses on blur, or clears', () => {
    expect(numberOnBlur('3.')).toBe(3);
    expect(numberOnBlur('-0.5')).toBe(-0.5);
    expect(numberOnBlur('-')).toBeNull();
    expect(numberOnBlur('')).toBeNull();
    expect(numberOnBlur('.')).toBeNull();
  });
});
