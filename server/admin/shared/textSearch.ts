import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import { likePattern } from '../../entities/filterRules.ts';

/**
 * `column` contains `text`, case-insensitively on both databases. `column` is a name written in
 * the code, never one from a request; the text is a bound parameter with `%`, `_` and `\` escaped.
 * The platform's star forms (`*v*`, `v*`, `*v`) are read as plain containment.
 */
export function contains(db: Db, column: string, text: string): RawBuilder<SqlBool> {
  const like = db.dialect === 'postgres' ? 'ilike' : 'like';
  const bare = text.replace(/^\*+|\*+$/g, '');
  return sql<SqlBool>`${sql.ref(column)} ${sql.raw(like)} ${likePattern({ text: bare, match: 'contains' })} escape '\\'`;
}
