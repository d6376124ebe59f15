import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import type { DynamicDb, EntityRow } from './dynamic.ts';
import type { Filter } from './filterRules.ts';
import type { SortKey } from './listParams.ts';
import type { EntityModel } from './model.ts';
import { selectRows } from './selectRows.ts';

export const EXPORT_BATCH = 1000;

type Where = (eb: ExpressionBuilder<DynamicDb, string>) => ReturnType<ExpressionBuilder<DynamicDb, string>['and']>;

/** One stretch of the order read by keyset: its own condition, and the condition after a row of it. */
interface Phase {
  where: Where;
  after: (last: EntityRow) => Where;
}

/**
 * The phases of a sort by one field (then id, as selectRows orders): the rows with a value, read
 * by row-value comparison from the last one (the (field, id) index serves each batch directly), and
 * the rows without one, by id. NULL sorts first ascending on SQLite and descending on PostgreSQL.
 */
function keysetPhases(db: Db, key: SortKey): Phase[] {
  const op = key.direction === 'asc' ? '>' : '<';
  const id = 'id';
  if (key.field === id) {
    return [{ where: (eb) => eb.and([]), after: (last) => (eb) => eb.and([eb(id, op, last[id])]) }];
  }
  const field = key.field;
  const values: Phase = {
    where: (eb) => eb.and([eb(field, 'is not', null)]),
    after: (last) => (eb) => eb.and([eb(field, 'is not', null), eb(eb.refTuple(field, id), op, eb.tuple(last[field], last[id]))]),
  };
  const nulls: Phase = {
    where: (eb) => eb.and([eb(field, 'is', null)]),
    after: (last) => (eb) => eb.and([eb(field, 'is', null), eb(id, op, last[id])]),
  };
  const nullsFirst = (db.dialect === 'sqlite') === (key.direction === 'asc');
  return nullsFirst ? [nulls, values] : [values, nulls];
}

/**
 * The rows of an export in the list's order, a batch at a time. A sort by one field (the default,
 * createTime, or a clicked column) is read by keyset, so the millionth row costs what the first
 * does; a sort by several fields pages by offset, whose cost grows with the depth.
 */
export async function* exportBatches(db: Db, entity: EntityModel, filters: Filter[], sort: SortKey[], max: number, size = EXPORT_BATCH): AsyncGenerator<EntityRow[]> {
  let left = max;
  if (sort.length !== 1) {
    for (let offset = 0; left > 0; offset += size) {
      const rows = await selectRows(db, entity, filters, sort).limit(Math.min(size, left)).offset(offset).execute();
      if (rows.length > 0) yield rows;
      left -= rows.length;
      if (rows.length < size) return;
    }
    return;
  }
  for (const phase of keysetPhases(db, sort[0])) {
    let last: EntityRow | undefined;
    while (left > 0) {
      const where = last ? phase.after(last) : phase.where;
      const rows = await selectRows(db, entity, filters, sort).where(where).limit(Math.min(size, left)).execute();
      if (rows.length > 0) yield rows;
      left -= rows.length;
      if (rows.length < size) break;
      last = rows[rows.length - 1];
    }
  }
}
