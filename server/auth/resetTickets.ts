import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';

/** As long as an SMS code lives: the user proved the phone and now types a new password. */
export const RESET_TICKET_LIFETIME_MS = 600_000;

/*
 * A password-reset ticket is kept in sys_captcha, which is exactly a store of short-lived,
 * single-use keys (a table of its own would need a migration for the same three columns). Only a
 * digest of ticket and user is stored, under a prefix that captcha keys cannot carry (they are
 * [\w-] only), so a copy of the database or of the captcha table does not hand out live tickets,
 * and a ticket proves nothing for another account. issueCaptcha sweeps expired rows as it runs.
 */
const PREFIX = 'pwreset:';

function ticketKey(userId: string, ticket: string): string {
  return PREFIX + createHash('sha256').update(`${userId}:${ticket}`).digest('hex').slice(0, 64 - PREFIX.length);
}

export async function issueResetTicket(db: Db, userId: string): Promise<string> {
  const ticket = randomBytes(24).toString('base64url');
  await db.kysely
    .insertInto('sysCaptcha')
    .values({ checkKey: ticketKey(userId, ticket), code: 'reset', expiresAt: Date.now() + RESET_TICKET_LIFETIME_MS })
    .execute();
  return ticket;
}

/** True once for a live ticket of this user: the row is deleted as it is read. */
export async function consumeResetTicket(db: Db, userId: string, ticket: string): Promise<boolean> {
  if (!ticket || ticket.length > 100) return false;
  const row = await db.kysely
    .deleteFrom('sysCaptcha')
    .where('checkKey', '=', ticketKey(userId, ticket))
    .returning('expiresAt')
    .executeTakeFirst();
  return !!row && row.expiresAt > Date.now();
}
