import { ExpressionError, FORBIDDEN_NAMES, type BinaryOperator, type ExpressionNode, type ParsedExpression } from './ast.ts';
import { tokenize, type Token } from './lexer.ts';

type LiteralValue = Extract<ExpressionNode, { type: 'literal' }>['value'];
// A Map, not an object: `'toString' in {}` is true.
const LITERAL_NAMES = new Map<string, LiteralValue>([
  ['true', true],
  ['false', false],
  ['null', null],
  ['undefined', undefined],
]);
// Binary levels, loosest first; `&&`/`||` and `?:` are handled above these.
const BINARY_LEVELS: BinaryOperator[][] = [
  ['==', '!=', '===', '!=='],
  ['<', '<=', '>', '>='],
  ['+', '-'],
  ['*', '/', '%'],
];

/** `{{ a }}` → the span of ` a `, so positions keep pointing into the text as given. */
function innerSpan(text: string): [number, number] {
  const wrapped = /^(\s*)\{\{([\s\S]*)\}\}\s*$/.exec(text);
  if (!wrapped) return [0, text.length];
  const start = wrapped[1].length + 2;
  return [start, start + wrapped[2].length];
}

class Parser {
  private index = 0;

  constructor(
    private readonly source: string,
    private readonly tokens: Token[],
  ) {}

  parseAll(): ExpressionNode {
    if (this.peek().kind === 'end') this.fail('empty expression', this.peek().at);
    const root = this.conditional();
    const rest = this.peek();
    if (rest.kind !== 'end') this.unexpected(rest);
    return root;
  }

  private conditional(): ExpressionNode {
    const test = this.logical('||');
    const question = this.peek();
    if (!this.isPunct(question, '?')) return test;
    this.index += 1;
    const consequent = this.conditional();
    this.expect(':');
    const alternate = this.conditional();
    return { type: 'conditional', test, consequent, alternate, at: question.at };
  }

  private logical(operator: '||' | '&&'): ExpressionNode {
    const operand = () => (operator === '||' ? this.logical('&&') : this.binary(0));
    let left = operand();
    for (let token = this.peek(); this.isPunct(token, operator); token = this.peek()) {
      this.index += 1;
      left = { type: 'logical', operator, left, right: operand(), at: token.at };
    }
    return left;
  }

  private binary(level: number): ExpressionNode {
    if (level >= BINARY_LEVELS.length) return this.unary();
    let left = this.binary(level + 1);
    for (let token = this.peek(); token.kind === 'punct' && (BINARY_LEVELS[level] as string[]).includes(token.value); token = this.peek()) {
      this.index += 1;
      left = { type: 'binary', operator: token.value as BinaryOperator, left, right: this.binary(level + 1), at: token.at };
    }
    return left;
  }

  private unary(): ExpressionNode {
    const token = this.peek();
    if (token.kind === 'punct' && (token.value === '!' || token.value === '-' || token.value === '+')) {
      this.index += 1;
      return { type: 'unary', operator: token.value, argument: this.unary(), at: token.at };
    }
    return this.postfix(this.primary());
  }

  private postfix(start: ExpressionNode): ExpressionNode {
    let node = start;
    for (;;) {
      const token = this.peek();
      if (this.isPunct(token, '.')) {
        this.index += 1;
        const name = this.next();
        if (name.kind !== 'name') this.fail('a property name must follow "."', name.at);
        const property = name.value;
        this.refuseName(property, name.at);
        node = { type: 'member', object: node, property: { type: 'literal', value: property, at: name.at }, at: token.at };
      } else if (this.isPunct(token, '[')) {
        this.index += 1;
        const property = this.conditional();
        if (property.type === 'literal' && typeof property.value === 'string') this.refuseName(property.value, property.at);
        this.expect(']');
        node = { type: 'member', object: node, property, at: token.at };
      } else if (this.isPunct(token, '(')) {
        this.fail('function calls are not allowed', token.at);
      } else {
        return node;
      }
    }
  }

  private primary(): ExpressionNode {
    const token = this.next();
    switch (token.kind) {
      case 'number':
      case 'string':
        return { type: 'literal', value: token.value, at: token.at };
      case 'name':
        if (LITERAL_NAMES.has(token.value)) return { type: 'literal', value: LITERAL_NAMES.get(token.value), at: token.at };
        this.refuseName(token.value, token.at);
        return { type: 'identifier', name: token.value, at: token.at };
      case 'punct':
        if (token.value === '(') {
          const inner = this.conditional();
          this.expect(')');
          return inner;
        }
        return this.unexpected(token);
      case 'end':
        return this.fail('unexpected end of expression', token.at);
    }
  }

  private refuseName(name: string, at: number): void {
    if (FORBIDDEN_NAMES.has(name)) this.fail(`access to "${name}" is not allowed`, at);
  }

  private expect(punct: string): void {
    const token = this.next();
    if (!this.isPunct(token, punct)) {
      if (token.kind === 'end') this.fail(`expected "${punct}" before the end of the expression`, token.at);
      this.fail(`expected "${punct}"`, token.at);
    }
  }

  private unexpected(token: Token): never {
    const shown = token.kind === 'end' ? 'end of expression' : `"${String(token.value)}"`;
    return this.fail(`unexpected ${shown}`, token.at);
  }

  private isPunct(token: Token, value: string): boolean {
    return token.kind === 'punct' && token.value === value;
  }

  private peek(): Token {
    return this.tokens[this.index];
  }

  private next(): Token {
    const token = this.tokens[this.index];
    if (token.kind !== 'end') this.index += 1;
    return token;
  }

  private fail(reason: string, at: number): never {
    throw new ExpressionError(reason, at, this.source);
  }
}

/**
 * Parses a condition such as `fd_1 == '1' && !fd_2` (optionally wrapped in `{{ }}`) once, for
 * `evaluate` to run many times. Throws an ExpressionError naming the position of the first problem.
 */
export function parseExpression(text: string): ParsedExpression {
  const [start, end] = innerSpan(text);
  const root = new Parser(text, tokenize(text, start, end)).parseAll();
  return { source: text, root };
}
