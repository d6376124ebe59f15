import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { suiteServer } from '../helpers/server.ts';
import { testDatabases } from '../helpers/databases.ts';
import { openNoticeSocket } from '../helpers/noticeSocket.ts';

const ADMIN_ID = 'e9ca23d68d884d4ebb19d07889727dae';

/** How an upgrade ends: 'open', or the HTTP status it was refused with. */
function upgrade(url: string, token: string, origin: string): Promise<number | 'open'> {
  const socket = new WebSocket(url, [token], { origin });
  return new Promise((resolve) => {
    socket.once('open', () => {
      socket.close();
      resolve('open');
    });
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
  });
}

describe.each(testDatabases)('notice socket limits on $name', ({ name }) => {
  const suite = suiteServer(name);
  const socketUrl = () => `${suite.server.url.replace('http', 'ws')}/jeecg-boot/websocket/${ADMIN_ID}`;

  it('closes a socket that sends a frame over 64 KB (1009), and answers heartbeats as before', async () => {
    const socket = await openNoticeSocket(suite.server.url, ADMIN_ID, suite.token);
    socket.send('HeartBeat');
    expect(await socket.next()).toMatchObject({ cmd: 'heartcheck' });
    socket.send('x'.repeat(65 * 1024));
    expect(await socket.closed).toBe(1009);
  });

  it('keeps at most 10 sockets per session: the oldest is closed (4008)', async () => {
    const sockets = [];
    for (let i = 0; i < 11; i += 1) sockets.push(await openNoticeSocket(suite.server.url, ADMIN_ID, suite.token));
    expect(await sockets[0].closed).toBe(4008);
    sockets[10].send('HeartBeat');
    expect(await sockets[10].next()).toMatchObject({ cmd: 'heartcheck' });
    for (const socket of sockets.slice(1)) socket.close();
  });

  it('refuses an upgrade from another site\'s page (403), and takes the same origin', async () => {
    const { host } = new URL(suite.server.url);
    expect(await upgrade(socketUrl(), suite.token, 'https://evil.example')).toBe(403);
    expect(await upgrade(socketUrl(), suite.token, `http://${host}`)).toBe('open');
  });
});
