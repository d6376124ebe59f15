/**
 * `{{ expression }}` placeholders in menu URLs (seed 000 section 2.3), read by a tiny parser instead
 * of `eval`. Understood: string literals, `window._CONFIG['key']` / `_CONFIG.key` lookups, and `+`
 * between them. Anything else evaluates to an empty string, so a bad menu row cannot run code.
 */
type Config = Readonly<Record<string, string>>;

class Cursor {
  index = 0;
  constructor(readonly text: string) {}

  skipSpaces(): void {
    while (/\s/.test(this.text[this.index] ?? '')) this.index += 1;
  }

  eat(token: string): boolean {
    this.skipSpaces();
    if (!this.text.startsWith(token, this.index)) return false;
    this.index += token.length;
    return true;
  }

  atEnd(): boolean {
    this.skipSpaces();
    return this.index >= this.text.length;
  }
}

function readString(cursor: Cursor): string | null {
  cursor.skipSpaces();
  const quote = cursor.text[cursor.index];
  if (quote !== "'" && quote !== '"') return null;
  const end = cursor.text.indexOf(quote, cursor.index + 1);
  if (end === -1) return null;
  const value = cursor.text.slice(cursor.index + 1, end);
  cursor.index = end + 1;
  return value;
}

function readIdentifier(cursor: Cursor): string | null {
  cursor.skipSpaces();
  const match = /^[A-Za-z_$][\w$]*/.exec(cursor.text.slice(cursor.index));
  if (match === null) return null;
  cursor.index += match[0].length;
  return match[0];
}

function readLookup(cursor: Cursor, config: Config): string | null {
  if (cursor.eat('window') && !cursor.eat('.')) return null;
  if (readIdentifier(cursor) !== '_CONFIG') return null;
  let key: string | null = null;
  if (cursor.eat('[')) {
    key = readString(cursor);
    if (!cursor.eat(']')) return null;
  } else if (cursor.eat('.')) {
    key = readIdentifier(cursor);
  }
  if (key === null) return null;
  return Object.prototype.hasOwnProperty.call(config, key) ? config[key] : '';
}

function readTerm(cursor: Cursor, config: Config): string | null {
  return readString(cursor) ?? readLookup(cursor, config);
}

export function evaluateExpression(expression: string, config: Config): string {
  const cursor = new Cursor(expression);
  let result = readTerm(cursor, config);
  while (result !== null && cursor.eat('+')) {
    const next = readTerm(cursor, config);
    result = next === null ? null : result + next;
  }
  return result !== null && cursor.atEnd() ? result : '';
}

/** Replaces every `{{ … }}` in a menu URL. */
export function renderUrlTemplate(url: string, config: Config): string {
  return url.replace(/\{\{([^}]*)\}\}/g, (_match, expression: string) => evaluateExpression(expression, config));
}
