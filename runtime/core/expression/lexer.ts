import { ExpressionError } from './ast.ts';

export type Token =
  | { kind: 'number'; value: number; at: number }
  | { kind: 'string'; value: string; at: number }
  | { kind: 'name'; value: string; at: number }
  | { kind: 'punct'; value: string; at: number }
  | { kind: 'end'; at: number };

// Longest first, so `===` is not read as `==` then `=`.
const PUNCTUATORS = [
  '===',
  '!==',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '<',
  '>',
  '!',
  '+',
  '-',
  '*',
  '/',
  '%',
  '?',
  ':',
  '.',
  '[',
  ']',
  '(',
  ')',
  ',',
];
const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0' };

/** Splits `text[start, end)` into tokens; positions are offsets into the whole text. */
export function tokenize(text: string, start: number, end: number): Token[] {
  const tokens: Token[] = [];
  const fail = (reason: string, at: number): never => {
    throw new ExpressionError(reason, at, text);
  };
  let i = start;
  while (i < end) {
    const ch = text[i];
    if (/\s/.test(ch)) {
      i += 1;
      continue;
    }
    // `.5` is a number only where a value may start: after `a` or `]` the dot is member access.
    const last = tokens[tokens.length - 1];
    const afterValue = last !== undefined && (last.kind !== 'punct' || last.value === ')' || last.value === ']');
    const number = (afterValue ? /^\d+\.?\d*(?:[eE][+-]?\d+)?/ : /^(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/).exec(text.slice(i, end));
    if (number) {
      tokens.push({ kind: 'number', value: Number(number[0]), at: i });
      i += number[0].length;
      continue;
    }
    const name = /^[A-Za-z_$][\w$]*/.exec(text.slice(i, end));
    if (name) {
      tokens.push({ kind: 'name', value: name[0], at: i });
      i += name[0].length;
      continue;
    }
    if (ch === '"' || ch === "'") {
      const at = i;
      let value = '';
      i += 1;
      while (i < end && text[i] !== ch) {
        if (text[i] === '\\') {
          const next = text[i + 1];
          if (next === 'u') {
            const hex = text.slice(i + 2, i + 6);
            if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail('bad \\u escape', i);
            value += String.fromCharCode(parseInt(hex, 16));
            i += 6;
            continue;
          }
          if (next === undefined || i + 1 >= end) break;
          value += ESCAPES[next] ?? next;
          i += 2;
          continue;
        }
        value += text[i];
        i += 1;
      }
      if (i >= end) fail('unterminated string', at);
      tokens.push({ kind: 'string', value, at });
      i += 1;
      continue;
    }
    const punct = PUNCTUATORS.find((p) => text.startsWith(p, i) && i + p.length <= end);
    if (punct) {
      tokens.push({ kind: 'punct', value: punct, at: i });
      i += punct.length;
      continue;
    }
    if (ch === '=') fail('assignment is not allowed', i);
    fail(`unexpected character ${JSON.stringify(ch)}`, i);
  }
  tokens.push({ kind: 'end', at: end });
  return tokens;
}
