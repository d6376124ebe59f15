import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from './types.ts';

/** A query built with a placeholder argument: compiling it yields SQL text that never changes. */
interface Compilable<Row> {
  compile(): CompiledQuery<Row>;
}

// A value no caller passes, so its positions in the compiled parameters are the argument's.
const PLACEHOLDER = '\u0000compiled-once-argument\u0000';

/**
 * Builds and compiles a query once and then runs it with one argument bound to the placeholder's
 * positions. Kysely otherwise rebuilds and recompiles the same query tree on every call, which on
 * the hottest path (the session lookup before every request) costs more than running it. The SQL
 * text still comes from the query builder and the argument only ever travels as a parameter.
 */
export function compiledOnce<Row>(kysely: Kysely<Database>, build: (argument: string) => Compilable<Row>) {
  const compiled = build(PLACEHOLDER).compile();
  const positions = compiled.parameters.flatMap((value, i) => (value === PLACEHOLDER ? [i] : []));
  if (positions.length === 0) throw new Error('compiledOnce: the query does not use its argument');
  return async (argument: string): Promise<Row[]> => {
    const parameters = [...compiled.parameters];
    for (const i of positions) parameters[i] = argument;
    const result = await kysely.executeQuery<Row>({ ...compiled, parameters });
    return result.rows;
  };
}
