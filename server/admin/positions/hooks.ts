import type { Db } from '../../db/database.ts';
import type { EntityHooks } from '../../entities/hooks.ts';
import { ApiError } from '../../http/envelope.ts';
import { fill } from '../../http/messages.ts';
import { contains } from '../shared/textSearch.ts';
import { positionMsg } from './messages.ts';

/** Live users holding the position: sys_user.post is a comma-separated list of position codes. */
async function holders(db: Db, code: string): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('sysUser')
    .select(['username', 'post'])
    .where('delFlag', '=', 0)
    .where(contains(db, 'post', code))
    .orderBy('username')
    .execute();
  return rows.filter((row) => (row.post ?? '').split(',').map((p) => p.trim()).includes(code)).map((row) => row.username);
}

const SHOWN_USERS = 5;

/**
 * 职务管理 is the declared entity of schemas/pages/positions.json; what the declaration cannot say
 * is here. Users name their positions by code, so a held position keeps its code and its row.
 */
export const positionHooks: EntityHooks = {
  messages: { notFound: positionMsg.notFound, taken: positionMsg.codeTaken },
  // The user form's position picker and the platform's client read the saved row back.
  answerRow: true,
  describe: (row) => fill(positionMsg.described, { name: String(row.name), code: String(row.code) }),

  async beforeWrite({ db }, { mode, values, before }) {
    if (mode !== 'edit' || !before || values.code === undefined || values.code === before.code) return;
    const users = await holders(db, String(before.code));
    if (users.length > 0) throw new ApiError(fill(positionMsg.codeInUse, { name: String(before.name), count: users.length }));
  },

  async beforeDelete({ db }, rows) {
    for (const row of rows) {
      const users = await holders(db, String(row.code));
      if (users.length === 0) continue;
      const shown = users.slice(0, SHOWN_USERS).join('、') + (users.length > SHOWN_USERS ? '等' : '');
      throw new ApiError(fill(positionMsg.inUse, { name: String(row.name), count: users.length, users: shown }));
    }
  },
};
