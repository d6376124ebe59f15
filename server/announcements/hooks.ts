import type { EntityHooks } from '../entities/hooks.ts';
import { paramText } from '../entities/filterRules.ts';
import { ApiError } from '../http/envelope.ts';
import { LARGE_BODY_LIMIT } from '../http/limitsConfig.ts';
import { annMsg } from '../routes/announcementMessages.ts';
import { checkAnnouncement } from './input.ts';
import { sanitizeRichText } from './sanitize.ts';

/** Written by 发布 and 撤销 only (admin.ts), never from a form. */
const RELEASE_FIELDS = ['sendStatus', 'sender', 'sendTime', 'cancelTime'];

/**
 * 通告管理 is the declared entity of schemas/pages/sys-announcement.json (soft delete: the send
 * rows keep pointing at a row); what the declaration cannot say is here. Release and revoke
 * (admin.ts), the reader's queryById, the inbox and read marks stay code (routes/announcements.ts).
 */
export const announcementHooks: EntityHooks = {
  answerRow: true,
  ownQueryById: true,
  bodyLimit: LARGE_BODY_LIMIT,
  describe: (row) => String(row.titile),

  // The page's title search finds the words anywhere in the title, as it always did (the grammar's stars still work).
  listParams(given) {
    const titile = paramText(given.titile).trim();
    if (!titile || titile.includes('*')) return { params: given, filters: [] };
    const params = { ...given };
    delete params.titile;
    return { params, filters: [{ kind: 'like', field: 'titile', text: titile, match: 'contains' }] };
  },

  async beforeWrite({ db }, { mode, values, before, body }) {
    if (mode === 'edit' && before?.sendStatus === '1') throw new ApiError(annMsg.editReleased);
    for (const field of RELEASE_FIELDS) delete values[field];
    // A new one is a draft; the existing column has no default for the engine's deleted mark.
    if (mode === 'add') Object.assign(values, { sendStatus: '0', delFlag: '0' });
    await checkAnnouncement(db, mode, values, body ?? {}, before);
  },

  // Rows written around the API (an older version, a database tool) are cleaned on the way out too.
  async decorate(_db, rows) {
    for (const row of rows) row.msgContent = sanitizeRichText(typeof row.msgContent === 'string' ? row.msgContent : null);
  },
};
