import type { TestServer } from './server.ts';

/**
 * The newest code stored for `mobile` (and `smsMode` when given), read from the table: no endpoint
 * answers a code (短信发送记录 shows only whether it was used), so tests look where the phone would.
 */
export async function storedSmsCode(server: TestServer, mobile: string, smsMode?: string): Promise<string> {
  const row = await server.ctx.db.kysely.selectFrom('sysSmsOutbox').select('code').where('mobile', '=', mobile)
    .$if(smsMode !== undefined, (q) => q.where('smsMode', '=', smsMode as string))
    .orderBy('createdAt', 'desc').executeTakeFirst();
  if (!row) throw new Error(`no SMS code stored for ${mobile}`);
  return row.code;
}
