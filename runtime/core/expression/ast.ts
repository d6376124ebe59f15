/** The parsed form of an expression. Plain data: it can be cached, compared and logged. */
export type ExpressionNode =
  | { type: 'literal'; value: string | number | boolean | null | undefined; at: number }
  | { type: 'identifier'; name: string; at: number }
  | { type: 'member'; object: ExpressionNode; property: ExpressionNode; at: number }
  | { type: 'unary'; operator: '!' | '-' | '+'; argument: ExpressionNode; at: number }
  | { type: 'binary'; operator: BinaryOperator; left: ExpressionNode; right: ExpressionNode; at: number }
  | { type: 'logical'; operator: '&&' | '||'; left: ExpressionNode; right: ExpressionNode; at: number }
  | { type: 'conditional'; test: ExpressionNode; consequent: ExpressionNode; alternate: ExpressionNode; at: number };

export type BinaryOperator = '*' | '/' | '%' | '+' | '-' | '==' | '!=' | '===' | '!==' | '<' | '<=' | '>' | '>=';

export interface ParsedExpression {
  /** The text as given, `{{ }}` included. */
  readonly source: string;
  readonly root: ExpressionNode;
}

/**
 * A bad expression, or a forbidden access found while evaluating one. `position` is the 0-based
 * offset in the text as given (wrapper included), so an editor can put the caret on it.
 */
export class ExpressionError extends Error {
  readonly position: number;

  constructor(reason: string, position: number, source: string) {
    super(`${reason} at position ${position} in ${JSON.stringify(source)}`);
    this.name = 'ExpressionError';
    this.position = position;
  }
}

/** Names that lead from a value to its prototype chain and from there to Function: never readable. */
export const FORBIDDEN_NAMES: ReadonlySet<string> = new Set(['constructor', '__proto__', 'prototype']);
