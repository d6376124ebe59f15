import { describe, expect, it } from 'vitest';
import { ExpressionError, evaluate, parseExpression } from './expression.ts';

const scope = {
  n: 5,
  s: 'abc',
  yes: 'Y',
  zero: 0,
  empty: '',
  nil: null,
  user: { name: '张三', roles: ['admin', 'staff'], 'full name': '张 三' },
  rows: [{ amount: 10 }, { amount: 20 }],
};

const run = (text: string, values: Record<string, unknown> = scope) => evaluate(parseExpression(text), values);

describe('evaluate', () => {
  const cases: [string, unknown][] = [
    ['42', 42],
    ['3.5e1', 35],
    ['.5', 0.5],
    ["'single'", 'single'],
    ['"double"', 'double'],
    ["'it\\'s'", "it's"],
    ['"\\u4e2d"', '中'],
    ['true', true],
    ['false', false],
    ['null', null],
    ['n', 5],
    ['missing', undefined],
    ['missing.deeper.still', undefined],
    ['user.name', '张三'],
    ["user['full name']", '张 三'],
    ['user.roles[1]', 'staff'],
    ['rows[0].amount + rows[1].amount', 30],
    ['user.roles.length', 2],
    ['s.length', 3],
    ['!n', false],
    ['!!empty', false],
    ['-n', -5],
    ['+"7"', 7],
    ['n * 2 + 1', 11],
    ['n * (2 + 1)', 15],
    ['n / 2', 2.5],
    ['n % 2', 1],
    ['n - 1 - 1', 3],
    ["s + 'd'", 'abcd'],
    ["n == '5'", true],
    ["n === '5'", false],
    ["n != '5'", false],
    ["n !== '5'", true],
    ['n > 4 && n <= 5', true],
    ['n < 5 || n >= 6', false],
    ["'b' > 'a'", true],
    ['zero || "fallback"', 'fallback'],
    ['nil && nil.x', null],
    ["yes == 'Y' ? 'shown' : 'hidden'", 'shown'],
    ["n > 9 ? 'a' : n > 4 ? 'b' : 'c'", 'b'],
    ["{{ yes === 'Y' }}", true],
    ['  {{n+1}}  ', 6],
  ];
  it.each(cases)('%s → %j', (text, expected) => {
    expect(run(text)).toEqual(expected);
  });

  it('sees only own properties of the scope and of values', () => {
    expect(run('toString')).toBeUndefined();
    expect(run('s.toUpperCase')).toBeUndefined();
    expect(run('user.hasOwnProperty')).toBeUndefined();
  });

  it('refuses a computed key that reaches the prototype chain while evaluating', () => {
    const parsed = parseExpression('user[key]');
    expect(() => evaluate(parsed, { user: {}, key: '__proto__' })).toThrow(ExpressionError);
    expect(() => evaluate(parsed, { user: {}, key: 'constructor' })).toThrow(/"constructor" is not allowed/);
    expect(evaluate(parsed, { user: { a: 1 }, key: 'a' })).toBe(1);
  });

  it('parses once and evaluates against many scopes', () => {
    const parsed = parseExpression("status == '1'");
    expect(evaluate(parsed, { status: '1' })).toBe(true);
    expect(evaluate(parsed, { status: '0' })).toBe(false);
  });
});

describe('parseExpression refuses', () => {
  const bad: [string, RegExp, number][] = [
    ['alert(1)', /function calls are not allowed/, 5],
    ['a.b()', /function calls are not allowed/, 3],
    ['a = 1', /assignment is not allowed/, 2],
    ['a.constructor', /"constructor" is not allowed/, 2],
    ['a.__proto__.x', /"__proto__" is not allowed/, 2],
    ["a['prototype']", /"prototype" is not allowed/, 2],
    ['constructor', /"constructor" is not allowed/, 0],
    ['{{ a && }}', /unexpected end of expression/, 8],
    ['a +', /unexpected end of expression/, 3],
    ['(a', /expected "\)"/, 2],
    ['a ? b', /expected ":"/, 5],
    ['a b', /unexpected "b"/, 2],
    ["'open", /unterminated string/, 0],
    ['a # b', /unexpected character "#"/, 2],
    ['a.1', /property name must follow/, 2],
    ['', /empty expression/, 0],
    ['{{ }}', /empty expression/, 3],
    ['a => 1', /assignment is not allowed/, 2],
    ['`x`', /unexpected character/, 0],
  ];
  it.each(bad)('%j', (text, message, position) => {
    let error: unknown;
    try {
      parseExpression(text);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ExpressionError);
    expect((error as ExpressionError).message).toMatch(message);
    expect((error as ExpressionError).message).toContain(`at position ${position}`);
    expect((error as ExpressionError).position).toBe(position);
  });
});
