import type { Db } from '../db/database.ts';
import { fill, msg } from '../http/messages.ts';
import { dynamic } from './dynamic.ts';
import { fieldRefusal } from './fieldValues.ts';
import { paramText } from './filterRules.ts';
import type { EntityModel } from './model.ts';

/** The largest id an administrator may choose: the platform's int column. */
export const MAX_CHOSEN_ID = 2_147_483_647;

const refuse = (message: string) => fieldRefusal([{ field: 'id', message }]);

/**
 * The id of a new row of an entity whose ids the administrator chooses (idStrategy integer, a
 * tenant's number): a whole number from 1 to MAX_CHOSEN_ID that no row holds, deleted ones
 * included (an id names one row for good). Nothing for generated ids: writeRows makes one.
 */
export async function chosenId(db: Db, entity: EntityModel, body: Record<string, unknown>): Promise<{ id?: number }> {
  if (entity.idStrategy !== 'integer') return {};
  const label = entity.label;
  const max = entity.chosenId.max ?? MAX_CHOSEN_ID;
  const text = paramText(body.id).trim();
  if (!text && entity.chosenId.next) return { id: await nextId(db, entity, max) };
  if (!text) throw refuse(fill(msg.chosenIdRequired, { label }));
  const id = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
  if (!(id >= 1 && id <= max)) throw refuse(fill(msg.chosenIdInvalid, { label, max }));
  const taken = await dynamic(db).selectFrom(entity.table).select('id').where('id', '=', id).executeTakeFirst();
  if (taken) throw refuse(fill(msg.chosenIdTaken, { label, id }));
  return { id };
}

/** The number after the highest id (deleted rows included), for an entity whose blank id means "the next one" (chosenId.next). */
async function nextId(db: Db, entity: EntityModel, max: number): Promise<number> {
  const top = await dynamic(db).selectFrom(entity.table).select((eb) => eb.fn.max('id').as('top')).executeTakeFirst();
  const id = Number(top?.top ?? 0) + 1;
  if (id > max) throw refuse(fill(msg.chosenIdInvalid, { label: entity.label, max }));
  return id;
}

/** Ids a request names, as the entity's key holds them: text that is no whole number names no row of an integer key. */
export function keyIds(entity: EntityModel, ids: string[]): (string | number)[] {
  if (entity.idStrategy !== 'integer') return ids;
  return ids.filter((id) => /^\d{1,10}$/.test(id) && Number(id) <= MAX_CHOSEN_ID).map(Number);
}
