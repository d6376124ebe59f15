import { describe, expect, it } from 'vitest';
import type { BusEnvelope, PushBus } from './bus.ts';
import { PushHub, type PushSocket } from './hub.ts';

function recordingBus(): PushBus & { published: BusEnvelope[] } {
  const published: BusEnvelope[] = [];
  return { published, start: async () => undefined, stop: async () => undefined, publish: async (envelope) => void published.push(envelope) };
}

function socket(): PushSocket & { sent: string[]; closedWith?: number } {
  const s: PushSocket & { sent: string[]; closedWith?: number } = {
    sent: [],
    send: (data) => void s.sent.push(data),
    close: (code) => void (s.closedWith = code),
  };
  return s;
}

describe('PushHub', () => {
  it('delivers here at once and publishes for the other processes', async () => {
    const hub = new PushHub();
    const bus = recordingBus();
    hub.attach(bus);
    const mine = socket();
    hub.add('u1', { id: 's1', expiresAt: Infinity }, mine);
    expect(hub.broadcast({ cmd: 'topic' })).toBe(1);
    expect(hub.sendToUsers(['u1', 'u1', 'u2'], { cmd: 'user' })).toBe(1);
    await hub.flush();
    expect(mine.sent).toEqual(['{"cmd":"topic"}', '{"cmd":"user"}']);
    expect(bus.published.map((e) => e.event)).toEqual([
      { kind: 'all', message: { cmd: 'topic' } },
      { kind: 'users', userIds: ['u1', 'u2'], message: { cmd: 'user' } },
    ]);
    expect(bus.published.every((e) => e.origin === hub.origin)).toBe(true);
  });

  it('skips its own events coming back from the bus and applies those of other processes', () => {
    const hub = new PushHub();
    const mine = socket();
    hub.add('u1', { id: 's1', expiresAt: Infinity }, mine);
    hub.receive({ origin: hub.origin, event: { kind: 'all', message: { n: 1 } } });
    hub.receive({ origin: 'other', event: { kind: 'users', userIds: ['u1'], message: { n: 2 } } });
    hub.receive({ origin: 'other', event: { kind: 'closeSession', sessionId: 's1' } });
    expect(mine.sent).toEqual(['{"n":2}']);
    expect(mine.closedWith).toBe(4001);
  });

  it('splits long recipient lists so each event stays well under a NOTIFY payload', async () => {
    const hub = new PushHub();
    const bus = recordingBus();
    hub.attach(bus);
    hub.sendToUsers(Array.from({ length: 250 }, (_, i) => `user${i}`), { cmd: 'user' });
    await hub.flush();
    expect(bus.published.map((e) => (e.event.kind === 'users' ? e.event.userIds.length : 0))).toEqual([100, 100, 50]);
  });

  it('reports a failed publication instead of throwing at the caller', async () => {
    const hub = new PushHub();
    const errors: unknown[] = [];
    hub.attach({ ...recordingBus(), publish: async () => { throw new Error('down'); } }, (error) => errors.push(error));
    hub.closeSession('s1');
    await hub.flush();
    expect(errors).toHaveLength(1);
  });

  it('closes (4002) instead of pushing to a socket whose session passed its absolute end', () => {
    let now = 1000;
    const hub = new PushHub(() => now);
    const ending = socket();
    const lasting = socket();
    hub.add('u1', { id: 's1', expiresAt: 2000 }, ending);
    hub.add('u1', { id: 's2', expiresAt: 9000 }, lasting);
    expect(hub.sendToUser('u1', { n: 1 })).toBe(2);
    now = 2000;
    expect(hub.sendToUser('u1', { n: 2 })).toBe(1);
    expect(ending.sent).toEqual(['{"n":1}']);
    expect(ending.closedWith).toBe(4002);
    expect(lasting.sent).toEqual(['{"n":1}', '{"n":2}']);
    expect(hub.sessionIds()).toEqual(['s2']);
  });

  it('closes the sockets of ended sessions here only (4002), publishing nothing', async () => {
    const hub = new PushHub();
    const bus = recordingBus();
    hub.attach(bus);
    const [a, b, c] = [socket(), socket(), socket()];
    hub.add('u1', { id: 's1', expiresAt: Infinity }, a);
    hub.add('u1', { id: 's1', expiresAt: Infinity }, b);
    hub.add('u2', { id: 's2', expiresAt: Infinity }, c);
    expect(hub.closeEnded(['s1', 'gone'])).toBe(2);
    await hub.flush();
    expect([a.closedWith, b.closedWith, c.closedWith]).toEqual([4002, 4002, undefined]);
    expect(bus.published).toEqual([]);
    expect(hub.size).toBe(1);
  });

  it('keeps a user\'s new socket when an old one, closed by the hub, reports its close late', () => {
    const hub = new PushHub();
    const removeOld = hub.add('u1', { id: 's1', expiresAt: Infinity }, socket());
    hub.closeEnded(['s1']);
    const fresh = socket();
    hub.add('u1', { id: 's2', expiresAt: Infinity }, fresh);
    removeOld();
    expect(hub.sendToUser('u1', { n: 1 })).toBe(1);
    expect(fresh.sent).toEqual(['{"n":1}']);
  });
});
