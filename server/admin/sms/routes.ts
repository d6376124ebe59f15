import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { perm } from '../../auth/access.ts';
import { SMS_MODE } from '../../auth/smsCodes.ts';
import type { SmsSendStatus } from '../../db/types.ts';
import { pageParams } from '../../entities/listParams.ts';
import { queryOf, text } from '../../http/body.ts';
import { ApiError, ok } from '../../http/envelope.ts';
import { timeBound } from '../logs/timeBound.ts';
import { smsMsg } from './messages.ts';
import { smsPerms } from './permissions.ts';
import { listSmsOutbox } from './records.ts';

const MODES: readonly string[] = Object.values(SMS_MODE);
const STATUSES: readonly string[] = ['pending', 'sent', 'failed', 'stored'] satisfies SmsSendStatus[];

function oneOf(params: Record<string, unknown>, key: string, allowed: readonly string[], message: string): string | null {
  const raw = text(params, key, 10);
  if (!raw) return null;
  if (!allowed.includes(raw)) throw new ApiError(message);
  return raw;
}

/** A `yyyy-MM-dd HH:mm:ss` bound of the server's time zone, as milliseconds (the outbox keeps times so). */
function millis(bound: string): number | null {
  return bound ? new Date(bound.replace(' ', 'T')).getTime() : null;
}

/** 短信发送记录: the SMS outbox, read-only, without the codes (system table, served as 日志管理 is). */
export function adminSmsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/sys/sms/outbox/list', { config: { access: perm(smsPerms.list) } }, async (request) => {
    const query = queryOf(request);
    return ok(await listSmsOutbox(ctx.db, {
      ...pageParams(query),
      mobile: text(query, 'mobile', 20).replace(/\D/g, ''),
      smsMode: oneOf(query, 'smsMode', MODES, smsMsg.smsModeInvalid),
      sendStatus: oneOf(query, 'sendStatus', STATUSES, smsMsg.sendStatusInvalid) as SmsSendStatus | null,
      from: millis(timeBound(query, 'createTime_begin')),
      to: millis(timeBound(query, 'createTime_end')),
    }));
  });
}
