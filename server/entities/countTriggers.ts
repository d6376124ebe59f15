import type { EntityModel } from './model.ts';
import { identifier, objectName } from './names.ts';

/** The row whose n goes up with every write to a table: cached counts are valid for one value. */
export const VERSION_VALUE = 'version';

/** The trigger (and on PostgreSQL function) names, for dropping them. */
export const countTriggerNames = (table: string): string[] =>
  ['ai', 'ad', 'au', 'av', 'ins', 'del', 'upd'].map((op) => objectName('app_cnt', op, table));

const UPSERT = 'ON CONFLICT (table_name, field, value) DO UPDATE SET';
const INTO = 'INSERT INTO app_entity_count (table_name, field, value, n)';

/**
 * SQLite: row triggers. Each keeps the total (field and value empty), the per-value counts of the
 * counted columns, and the table's version. A single writer means no lock-order questions.
 */
export function sqliteCountTriggers(entity: EntityModel, columns: string[]): string[] {
  const table = entity.table;
  const t = identifier(table);
  const name = (op: string) => identifier(objectName('app_cnt', op, table));
  const bump = `${INTO} VALUES ('${table}', '', '${VERSION_VALUE}', 1) ${UPSERT} n = n + 1;`;
  const plus = (c: string) =>
    `${INTO} SELECT '${table}', '${c}', CAST(new.${identifier(c)} AS TEXT), 1 WHERE new.${identifier(c)} IS NOT NULL ${UPSERT} n = n + 1;`;
  const minus = (c: string) =>
    `UPDATE app_entity_count SET n = n - 1 WHERE table_name = '${table}' AND field = '${c}' AND value = CAST(old.${identifier(c)} AS TEXT);`;
  const statements = [
    `CREATE TRIGGER ${name('ai')} AFTER INSERT ON ${t} BEGIN ${bump} ${INTO} VALUES ('${table}', '', '', 1) ${UPSERT} n = n + 1; ${columns.map(plus).join(' ')} END`,
    `CREATE TRIGGER ${name('ad')} AFTER DELETE ON ${t} BEGIN ${bump} UPDATE app_entity_count SET n = n - 1 WHERE table_name = '${table}' AND field = '' AND value = ''; ${columns.map(minus).join(' ')} END`,
    `CREATE TRIGGER ${name('av')} AFTER UPDATE ON ${t} BEGIN ${bump} END`,
  ];
  if (columns.length > 0) {
    const list = columns.map(identifier).join(', ');
    statements.push(`CREATE TRIGGER ${name('au')} AFTER UPDATE OF ${list} ON ${t} BEGIN ${columns.map(minus).join(' ')} ${columns.map(plus).join(' ')} END`);
  }
  return statements;
}

/**
 * PostgreSQL: statement triggers over transition tables, so a bulk insert updates each count row
 * once. Every statement first bumps the version row, which orders concurrent writers of a table
 * there; the count rows after it are then never locked in conflicting orders (no deadlocks).
 */
export function postgresCountTriggers(entity: EntityModel, columns: string[]): string[] {
  const table = entity.table;
  const upsert = `${UPSERT} n = app_entity_count.n + excluded.n`;
  const bump = `${INTO} VALUES ('${table}', '', '${VERSION_VALUE}', 1) ${upsert};`;
  const deltas = (c: string, rows: string, sign: string) =>
    `SELECT CAST(${identifier(c)} AS TEXT) AS v, ${sign}1 AS d FROM ${rows} WHERE ${identifier(c)} IS NOT NULL`;
  const byValue = (c: string, source: string) =>
    `${INTO} SELECT '${table}', '${c}', v, sum(d) FROM (${source}) x GROUP BY v HAVING sum(d) <> 0 ORDER BY v ${upsert};`;
  const total = (rows: string, sign: string) => `${INTO} SELECT '${table}', '', '', ${sign}count(*) FROM ${rows} ${upsert};`;
  const triggers = [
    { op: 'ins', event: 'INSERT', rows: 'NEW TABLE AS app_new', body: [total('app_new', ''), ...columns.map((c) => byValue(c, deltas(c, 'app_new', '+')))] },
    { op: 'del', event: 'DELETE', rows: 'OLD TABLE AS app_old', body: [total('app_old', '-'), ...columns.map((c) => byValue(c, deltas(c, 'app_old', '-')))] },
    {
      op: 'upd', event: 'UPDATE', rows: 'OLD TABLE AS app_old NEW TABLE AS app_new',
      body: columns.map((c) => byValue(c, `${deltas(c, 'app_old', '-')} UNION ALL ${deltas(c, 'app_new', '+')}`)),
    },
  ];
  return triggers.flatMap(({ op, event, rows, body }) => {
    const name = identifier(objectName('app_cnt', op, table));
    return [
      `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $fn$ BEGIN ${bump} ${body.join(' ')} RETURN NULL; END $fn$`,
      `CREATE TRIGGER ${name} AFTER ${event} ON ${identifier(table)} REFERENCING ${rows} FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`,
    ];
  });
}
