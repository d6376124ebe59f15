/**
 * The small expression language of `visibleWhen` (controls) and `when` (page actions): literals,
 * names, member access, arithmetic, comparison, `&& || !`, `?:` and parentheses, optionally wrapped
 * in `{{ }}`. No calls, no assignment, no way to the prototype chain: never eval or new Function.
 */
export { ExpressionError, type ExpressionNode, type ParsedExpression } from './expression/ast.ts';
export { parseExpression } from './expression/parser.ts';
export { evaluate, type ExpressionScope } from './expression/evaluate.ts';
