import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from './types.ts';

/** A query built with placeholder arguments: compiling it yields SQL text that never changes. */
interface Compilable<Row> {
  compile(): CompiledQuery<Row>;
}

// Values no caller passes, so their positions in the compiled parameters are the arguments'.
const placeholder = (i: number) => `\u0000compiled-once-argument-${i}\u0000`;

/**
 * Builds and compiles a query once and then runs it with its arguments bound to the placeholders'
 * positions. Kysely otherwise rebuilds and recompiles the same query tree on every call, which on
 * the hottest paths (the session lookup before every request, the maintained counts of every list)
 * costs more than running it. The SQL text still comes from the query builder and the arguments
 * only ever travel as parameters. `build` names each argument it takes (its length counts them).
 */
export function compiledOnce<Row, Args extends string[]>(kysely: Kysely<Database>, build: (...args: Args) => Compilable<Row>) {
  const placeholders = Array.from({ length: build.length }, (_, i) => placeholder(i)) as Args;
  const compiled = build(...placeholders).compile();
  const positions = placeholders.map((p) => compiled.parameters.flatMap((value, i) => (value === p ? [i] : [])));
  if (positions.length === 0) throw new Error('compiledOnce: the query does not use its argument');
  const unused = positions.findIndex((at) => at.length === 0);
  if (unused >= 0) throw new Error(`compiledOnce: the query does not use its argument ${unused + 1}`);
  return async (...args: Args): Promise<Row[]> => {
    const parameters = [...compiled.parameters];
    positions.forEach((at, a) => {
      for (const i of at) parameters[i] = args[a];
    });
    const result = await kysely.executeQuery<Row>({ ...compiled, parameters });
    return result.rows;
  };
}
