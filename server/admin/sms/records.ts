import type { Db } from '../../db/database.ts';
import type { SmsSendStatus } from '../../db/types.ts';
import { page, type Page } from '../../http/envelope.ts';
import { formatDateTime } from '../../ids.ts';

export interface SmsOutboxQuery {
  pageNo: number;
  pageSize: number;
  /** Part of the number. */
  mobile: string;
  smsMode: string | null;
  sendStatus: SmsSendStatus | null;
  /** Milliseconds, both inclusive; null for none. */
  from: number | null;
  to: number | null;
}

/** One row of 短信发送记录: everything but the code, which only its receiver may see. */
export interface SmsOutboxRecord {
  id: string;
  mobile: string;
  smsMode: string;
  sendStatus: SmsSendStatus;
  provider: string | null;
  providerMessageId: string | null;
  failReason: string | null;
  requestIp: string | null;
  /** Y once the code was used to sign in, register or reset a password. */
  used: 'Y' | 'N';
  createTime: string;
  sentTime: string | null;
  expireTime: string;
}

const time = (ms: number | null) => (ms === null ? null : formatDateTime(new Date(Number(ms))));

/** GET /sys/sms/outbox/list: newest first. The code column is never selected. */
export async function listSmsOutbox(db: Db, query: SmsOutboxQuery): Promise<Page<SmsOutboxRecord>> {
  const filtered = db.kysely
    .selectFrom('sysSmsOutbox')
    .$if(query.mobile !== '', (q) => q.where('mobile', 'like', `%${query.mobile}%`))
    .$if(query.smsMode !== null, (q) => q.where('smsMode', '=', query.smsMode as string))
    .$if(query.sendStatus !== null, (q) => q.where('sendStatus', '=', query.sendStatus as SmsSendStatus))
    .$if(query.from !== null, (q) => q.where('createdAt', '>=', query.from as number))
    .$if(query.to !== null, (q) => q.where('createdAt', '<=', query.to as number));
  const total = await filtered.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const rows = await filtered
    .select(['id', 'mobile', 'smsMode', 'sendStatus', 'provider', 'providerMessageId', 'failReason', 'requestIp', 'usedAt', 'createdAt', 'sentAt', 'expiresAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .execute();
  const records = rows.map(({ usedAt, createdAt, sentAt, expiresAt, ...row }) => ({
    ...row, used: usedAt === null ? 'N' as const : 'Y' as const,
    createTime: time(createdAt) as string, sentTime: time(sentAt), expireTime: time(expiresAt) as string,
  }));
  return page(records, Number(total?.n ?? 0), query.pageSize, query.pageNo);
}
