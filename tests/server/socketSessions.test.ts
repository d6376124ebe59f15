import { describe, expect, it } from 'vitest';
import { closeEndedSessionSockets } from '../../server/push/sessionWatch.ts';
import { hashToken } from '../../server/auth/sessions.ts';
import { testDatabases } from '../helpers/databases.ts';
import { openNoticeSocket } from '../helpers/noticeSocket.ts';
import { suiteServer } from '../helpers/server.ts';

const ADMIN_ID = 'e9ca23d68d884d4ebb19d07889727dae';
const JEECG_ID = 'a75d45a015c44384a04449ee80dc3503';

describe.each(testDatabases)('notice sockets of sessions that end without a sign-out on $name', ({ name }) => {
  const suite = suiteServer(name);

  async function signedInSocket(username: string, userId: string) {
    const token = await suite.server.login(username);
    const socket = await openNoticeSocket(suite.server.url, userId, token);
    return { token, socket };
  }

  function sessionOf(token: string) {
    return suite.server.ctx.db.kysely.updateTable('sysSession').where('tokenHash', '=', hashToken(token));
  }

  it('closes (4002) the sockets of a session that idled out, and of one past its absolute limit; live ones keep receiving', async () => {
    const idle = await signedInSocket('jeecg', JEECG_ID);
    const expired = await signedInSocket('jeecg', JEECG_ID);
    const live = await signedInSocket('admin', ADMIN_ID);
    const now = Date.now();
    await sessionOf(idle.token).set({ lastSeenAt: now - suite.server.ctx.sessions.idleMs - 1000 }).execute();
    await sessionOf(expired.token).set({ expiresAt: now - 1000 }).execute();

    expect(await closeEndedSessionSockets(suite.server.ctx)).toBe(2);
    expect(await idle.socket.closed).toBe(4002);
    expect(await expired.socket.closed).toBe(4002);

    suite.server.ctx.push.sendToUsers([JEECG_ID, ADMIN_ID], { cmd: 'user', msgTxt: '仍在线' });
    expect(await live.socket.next()).toEqual({ cmd: 'user', msgTxt: '仍在线' });
    live.socket.send('HeartBeat');
    expect(await live.socket.next()).toMatchObject({ cmd: 'heartcheck' });
    expect(await closeEndedSessionSockets(suite.server.ctx)).toBe(0);
    live.socket.close();
  });

  it('closes the sockets of a frozen user and of a session revoked without a bus event', async () => {
    const frozen = await signedInSocket('jeecg', JEECG_ID);
    const revoked = await signedInSocket('admin', ADMIN_ID);
    await sessionOf(revoked.token).set({ revokedAt: Date.now(), revokeReason: 'test' }).execute();
    await suite.server.ctx.db.kysely.updateTable('sysUser').set({ status: 2 }).where('id', '=', JEECG_ID).execute();
    try {
      expect(await closeEndedSessionSockets(suite.server.ctx)).toBe(2);
      expect(await frozen.socket.closed).toBe(4002);
      expect(await revoked.socket.closed).toBe(4002);
    } finally {
      await suite.server.ctx.db.kysely.updateTable('sysUser').set({ status: 1 }).where('id', '=', JEECG_ID).execute();
    }
  });
});
