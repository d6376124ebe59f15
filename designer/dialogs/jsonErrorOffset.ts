/*
 * Where a JSON text first goes wrong. JSON.parse's messages differ by engine and some name no
 * place at all ("Unexpected token ','"); this small scanner follows the JSON grammar and answers
 * the offset of the first character that breaks it, so the JSON view can say which line to fix.
 */

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const LITERAL = /true|false|null/y;

class Broken extends Error {
  constructor(readonly offset: number) {
    super('broken JSON');
  }
}

function scanner(text: string) {
  let at = 0;
  const space = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at])) at += 1;
  };
  const expect = (char: string) => {
    if (text[at] !== char) throw new Broken(at);
    at += 1;
  };
  const match = (pattern: RegExp) => {
    pattern.lastIndex = at;
    if (!pattern.test(text)) throw new Broken(at);
    at = pattern.lastIndex;
  };
  const string = () => {
    expect('"');
    while (at < text.length && text[at] !== '"') {
      if (text[at] === '\\') {
        at += 1;
        if (text[at] === 'u') match(/u[0-9a-fA-F]{4}/y);
        else if ('"\\/bfnrt'.includes(text[at] ?? '')) at += 1;
        else throw new Broken(at);
      } else if (text.charCodeAt(at) < 0x20) throw new Broken(at);
      else at += 1;
    }
    expect('"');
  };
  const list = (close: string, item: () => void) => {
    at += 1;
    space();
    if (text[at] === close) return void (at += 1);
    for (;;) {
      item();
      space();
      if (text[at] === close) return void (at += 1);
      expect(',');
      space();
    }
  };
  const value = (): void => {
    space();
    const char = text[at];
    if (char === '{')
      list('}', () => {
        string();
        space();
        expect(':');
        value();
      });
    else if (char === '[') list(']', value);
    else if (char === '"') string();
    else if (char === '-' || (char >= '0' && char <= '9')) match(NUMBER);
    else match(LITERAL);
  };
  return {
    run(): number {
      value();
      space();
      if (at < text.length) throw new Broken(at);
      return -1;
    },
  };
}

/** The offset of the first character that breaks the JSON grammar, or -1 for valid JSON. */
export function jsonErrorOffset(text: string): number {
  try {
    return scanner(text).run();
  } catch (error) {
    if (error instanceof Broken) return error.offset;
    throw error;
  }
}
