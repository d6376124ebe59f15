import { describe, expect, it } from 'vitest';
import { isEnvelope, messageOf, readEnvelope } from './envelope.ts';

describe('isEnvelope', () => {
  it.each([
    [{ success: true, message: '', code: 200, result: 1, timestamp: 0 }, true],
    [{ success: false }, true],
    [{ success: 'true' }, false],
    [{ message: 'x' }, false],
    [[{ success: true }], false],
    ['<html>', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (body, expected) => {
    expect(isEnvelope(body)).toBe(expected);
  });
});

describe('readEnvelope', () => {
  it('answers the four fields, the code as a number', () => {
    expect(readEnvelope({ success: false, message: '已存在', code: '510', result: { a: 1 }, timestamp: 9 })).toEqual({
      success: false, message: '已存在', code: 510, result: { a: 1 },
    });
  });

  it('reads a missing message as empty and a missing code as 0', () => {
    expect(readEnvelope({ success: true, result: [] })).toEqual({ success: true, message: '', code: 0, result: [] });
    expect(readEnvelope({ success: true, message: 5 })?.message).toBe('');
  });

  it('answers undefined for a body that is no envelope', () => {
    expect(readEnvelope('<html>')).toBeUndefined();
    expect(readEnvelope({ result: 1 })).toBeUndefined();
  });
});

describe('messageOf', () => {
  it('answers a non-empty string message, even of a body that is no envelope', () => {
    expect(messageOf({ message: '无权限' })).toBe('无权限');
    expect(messageOf({ success: false, message: '' })).toBeUndefined();
    expect(messageOf({ message: 3 })).toBeUndefined();
    expect(messageOf('text')).toBeUndefined();
    expect(messageOf(null)).toBeUndefined();
  });
});
