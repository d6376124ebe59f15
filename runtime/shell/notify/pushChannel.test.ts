import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT, parsePush, PushChannel, pushUrl, type PushMessage, type SocketHandlers } from './pushChannel';

interface FakeSocket {
  url: string;
  protocols: string[];
  handlers: SocketHandlers;
  sent: string[];
  closed: boolean;
}

function harness(token: () => string | null = () => 'tok-1') {
  const sockets: FakeSocket[] = [];
  const pushes: PushMessage[] = [];
  const channel = new PushChannel({
    url: 'ws://host/jeecg-boot/websocket/u1',
    token,
    onPush: (message) => pushes.push(message),
    createSocket: (url, protocols, handlers) => {
      const socket: FakeSocket = { url, protocols, handlers, sent: [], closed: false };
      sockets.push(socket);
      return { send: (data) => socket.sent.push(data), close: () => (socket.closed = true) };
    },
  });
  const last = () => sockets[sockets.length - 1];
  return { channel, sockets, pushes, last };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('PushChannel (seed 000 sections 4, 7, 9)', () => {
  it('connects to the URL with the token as the subprotocol', () => {
    const { channel, sockets } = harness();
    channel.start();
    expect(sockets).toHaveLength(1);
    expect(sockets[0].url).toBe('ws://host/jeecg-boot/websocket/u1');
    expect(sockets[0].protocols).toEqual(['tok-1']);
    expect(channel.active).toBe(true);
  });

  it('sends HeartBeat after 20 s of silence, and again every 20 s', () => {
    const { channel, last } = harness();
    channel.start();
    last().handlers.open();
    vi.advanceTimersByTime(19_999);
    expect(last().sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(last().sent).toEqual([HEARTBEAT]);
    // The server's heartcheck reply restarts the wait.
    vi.advanceTimersByTime(5_000);
    last().handlers.message('{"cmd":"heartcheck","msgTxt":"心跳响应"}');
    vi.advanceTimersByTime(19_999);
    expect(last().sent).toEqual([HEARTBEAT]);
    vi.advanceTimersByTime(1);
    expect(last().sent).toEqual([HEARTBEAT, HEARTBEAT]);
    vi.advanceTimersByTime(20_000);
    expect(last().sent).toHaveLength(3);
  });

  it('hands topic and user pushes over and ignores the rest', () => {
    const { channel, last, pushes } = harness();
    channel.start();
    last().handlers.open();
    last().handlers.message('{"cmd":"topic","msgId":"a1","msgTxt":"停水通知"}');
    last().handlers.message('{"cmd":"user","msgId":"a2","msgTxt":"请审批"}');
    last().handlers.message('{"cmd":"heartcheck","msgTxt":"心跳响应"}');
    last().handlers.message('{"cmd":"email"}');
    last().handlers.message('not json');
    expect(pushes).toEqual([
      { cmd: 'topic', msgId: 'a1', msgTxt: '停水通知' },
      { cmd: 'user', msgId: 'a2', msgTxt: '请审批' },
    ]);
  });

  it('reconnects 20 s after a close, with the token read anew', () => {
    let token = 'tok-1';
    const { channel, sockets } = harness(() => token);
    channel.start();
    sockets[0].handlers.open();
    sockets[0].handlers.close();
    token = 'tok-2';
    vi.advanceTimersByTime(19_999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    expect(sockets[1].protocols).toEqual(['tok-2']);
    // No heartbeat goes to the closed socket meanwhile.
    expect(sockets[0].sent).toEqual([]);
  });

  it('schedules one reconnect for an error followed by its close', () => {
    const { channel, sockets } = harness();
    channel.start();
    sockets[0].handlers.error();
    sockets[0].handlers.close();
    vi.advanceTimersByTime(20_000);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
  });

  it('stops reconnecting after more than 5 errors in a row', () => {
    const { channel, sockets } = harness();
    channel.start();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      sockets[attempt - 1].handlers.error();
      sockets[attempt - 1].handlers.close();
      vi.advanceTimersByTime(20_000);
      expect(sockets).toHaveLength(attempt + 1);
    }
    sockets[5].handlers.error();
    sockets[5].handlers.close();
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(6);
    expect(channel.errorCount).toBe(6);
    expect(channel.active).toBe(false);
  });

  it('counts errors in a row: a connection that opens starts the count again', () => {
    const { channel, sockets, last } = harness();
    channel.start();
    for (let i = 0; i < 5; i += 1) {
      last().handlers.error();
      vi.advanceTimersByTime(20_000);
    }
    last().handlers.open();
    expect(channel.errorCount).toBe(0);
    last().handlers.error();
    vi.advanceTimersByTime(20_000);
    expect(sockets).toHaveLength(7);
  });

  it('stop() closes the socket and cancels heartbeat and reconnect', () => {
    const { channel, sockets, pushes } = harness();
    channel.start();
    sockets[0].handlers.open();
    channel.stop();
    expect(sockets[0].closed).toBe(true);
    expect(channel.active).toBe(false);
    // Late events of the stopped socket change nothing.
    sockets[0].handlers.message('{"cmd":"topic","msgTxt":"x"}');
    sockets[0].handlers.close();
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
    expect(sockets[0].sent).toEqual([]);
    expect(pushes).toEqual([]);
  });

  it('stop() while a reconnect is pending cancels it', () => {
    const { channel, sockets } = harness();
    channel.start();
    sockets[0].handlers.close();
    channel.stop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('does not connect, or stops, once the session has no token', () => {
    let token: string | null = null;
    const { channel, sockets } = harness(() => token);
    channel.start();
    expect(sockets).toHaveLength(0);
    expect(channel.active).toBe(false);
    token = 'tok';
    channel.start();
    sockets[0].handlers.close();
    token = null;
    vi.advanceTimersByTime(20_000);
    expect(sockets).toHaveLength(1);
    expect(channel.active).toBe(false);
  });

  it('counts a socket that cannot even be created as an error', () => {
    let created = 0;
    const channel = new PushChannel({
      url: 'bad',
      token: () => 't',
      onPush: () => undefined,
      createSocket: () => {
        created += 1;
        throw new SyntaxError('bad url');
      },
    });
    channel.start();
    vi.advanceTimersByTime(20_000 * 10);
    expect(created).toBe(6);
    expect(channel.active).toBe(false);
  });
});

describe('pushUrl and parsePush', () => {
  it('follows the page scheme', () => {
    expect(pushUrl({ protocol: 'http:', host: '127.0.0.1:8080' }, '/jeecg-boot', 'u 1')).toBe('ws://127.0.0.1:8080/jeecg-boot/websocket/u%201');
    expect(pushUrl({ protocol: 'https:', host: 'example.org' }, '/jeecg-boot', 'u1')).toBe('wss://example.org/jeecg-boot/websocket/u1');
  });

  it('reads pushes with a string cmd only', () => {
    expect(parsePush('{"cmd":"topic","msgId":"1","msgTxt":"t"}')).toEqual({ cmd: 'topic', msgId: '1', msgTxt: 't' });
    expect(parsePush('{"cmd":1}')).toBeNull();
    expect(parsePush('null')).toBeNull();
    expect(parsePush('HeartBeat')).toBeNull();
  });
});
