import { ExpressionError, FORBIDDEN_NAMES, type BinaryOperator, type ExpressionNode, type ParsedExpression } from './ast.ts';

/** The values an expression may read: form values, a table row, ... Only own properties are visible. */
export type ExpressionScope = Readonly<Record<string, unknown>>;

function readOwn(target: unknown, key: string): unknown {
  if (target === null || target === undefined) return undefined;
  const holder = Object(target) as Record<string, unknown>;
  // Read before checking: reactive stores (Formily) track the read, so a condition re-runs when
  // a missing key appears later.
  const value = holder[key];
  return Object.prototype.hasOwnProperty.call(holder, key) ? value : undefined;
}

function compare(operator: '<' | '<=' | '>' | '>=', left: unknown, right: unknown): boolean {
  // As JavaScript does: two strings compare as text, anything else as numbers.
  const [a, b] = typeof left === 'string' && typeof right === 'string' ? [left, right] : [Number(left), Number(right)];
  switch (operator) {
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    case '>=':
      return a >= b;
  }
}

function binary(operator: BinaryOperator, left: unknown, right: unknown): unknown {
  switch (operator) {
    case '+':
      return typeof left === 'string' || typeof right === 'string' ? `${String(left)}${String(right)}` : Number(left) + Number(right);
    case '-':
      return Number(left) - Number(right);
    case '*':
      return Number(left) * Number(right);
    case '/':
      return Number(left) / Number(right);
    case '%':
      return Number(left) % Number(right);
    case '==':
      return left == right;
    case '!=':
      return left != right;
    case '===':
      return left === right;
    case '!==':
      return left !== right;
    default:
      return compare(operator, left, right);
  }
}

function run(node: ExpressionNode, scope: ExpressionScope, source: string): unknown {
  switch (node.type) {
    case 'literal':
      return node.value;
    case 'identifier':
      return readOwn(scope, node.name);
    case 'member': {
      const object = run(node.object, scope, source);
      const key = run(node.property, scope, source);
      const name = typeof key === 'symbol' ? '' : String(key);
      // A computed key is only known now: `a[k]` with k = '__proto__' is refused here.
      if (FORBIDDEN_NAMES.has(name)) throw new ExpressionError(`access to "${name}" is not allowed`, node.property.at, source);
      return readOwn(object, name);
    }
    case 'unary': {
      const value = run(node.argument, scope, source);
      return node.operator === '!' ? !value : node.operator === '-' ? -Number(value) : Number(value);
    }
    case 'logical': {
      const left = run(node.left, scope, source);
      if (node.operator === '&&') return left ? run(node.right, scope, source) : left;
      return left ? left : run(node.right, scope, source);
    }
    case 'conditional':
      return run(node.test, scope, source) ? run(node.consequent, scope, source) : run(node.alternate, scope, source);
    case 'binary':
      return binary(node.operator, run(node.left, scope, source), run(node.right, scope, source));
  }
}

/** Runs a parsed expression against a scope. Reads only; never calls anything. */
export function evaluate(parsed: ParsedExpression, scope: ExpressionScope): unknown {
  return run(parsed.root, scope, parsed.source);
}
