import { randomUUID } from 'node:crypto';
import type { BusEnvelope, PushBus, PushEvent } from './bus.ts';

/** The part of a websocket the hub uses, so tests can hand it plain objects. */
export interface PushSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

interface Connection {
  socket: PushSocket;
  sessionId: string;
  /** The session's absolute end (sign-in plus the 12 h limit): no push goes out past it. */
  expiresAt: number;
}

/** The session the socket was opened with. */
export interface SocketSession {
  id: string;
  expiresAt: number;
}

/** Close codes a client can tell apart: signed out (or forced out), the session ran out, a flood. */
export const CLOSE_LOGOUT = 4001;
export const CLOSE_SESSION_ENDED = 4002;
export const CLOSE_TOO_MANY = 4008;

/** Tabs of one signed-in browser: each holds a socket. */
export const SOCKETS_PER_SESSION = 10;

// A NOTIFY payload is limited to 8000 bytes: long recipient lists travel in several events.
const USERS_PER_EVENT = 100;

/**
 * The open notice sockets of this process, by user id. Every send is delivered here at once (the
 * counts returned are this process's sockets) and, when a bus is attached, published for the other
 * processes; events that come back from the bus with this hub's own origin are skipped, so nothing
 * arrives twice.
 */
export class PushHub {
  readonly origin = randomUUID();
  private readonly byUser = new Map<string, Set<Connection>>();
  private readonly pending = new Set<Promise<void>>();
  private bus: PushBus | null = null;
  private onPublishError: (error: unknown) => void = () => undefined;

  constructor(private readonly now: () => number = Date.now) {}

  /** From now on sends are also published on the bus; a failed publication goes to onError. */
  attach(bus: PushBus | null, onError: (error: unknown) => void = () => undefined): void {
    this.bus = bus;
    this.onPublishError = onError;
  }

  /** Adds a socket; past `perSession` sockets of one session the oldest are closed (a leaking client, or a flood). */
  add(userId: string, session: SocketSession, socket: PushSocket, perSession = SOCKETS_PER_SESSION): () => void {
    const connection = { socket, sessionId: session.id, expiresAt: session.expiresAt };
    const set = this.byUser.get(userId) ?? new Set<Connection>();
    set.add(connection);
    const ofSession = [...set].filter((c) => c.sessionId === session.id);
    for (const old of ofSession.slice(0, Math.max(0, ofSession.length - perSession))) {
      set.delete(old);
      old.socket.close(CLOSE_TOO_MANY, 'too many sockets');
    }
    this.byUser.set(userId, set);
    return () => {
      set.delete(connection);
      // The set may have been emptied and replaced meanwhile (a session closed here): keep the new one.
      if (set.size === 0 && this.byUser.get(userId) === set) this.byUser.delete(userId);
    };
  }

  sendToUser(userId: string, message: object): number {
    return this.sendToUsers([userId], message);
  }

  sendToUsers(recipients: string[], message: object): number {
    const userIds = [...new Set(recipients)];
    for (let i = 0; i < userIds.length; i += USERS_PER_EVENT) {
      this.publish({ kind: 'users', userIds: userIds.slice(i, i + USERS_PER_EVENT), message });
    }
    return this.deliver({ kind: 'users', userIds, message });
  }

  broadcast(message: object): number {
    this.publish({ kind: 'all', message });
    return this.deliver({ kind: 'all', message });
  }

  /** Closes the sockets opened with a session that has just ended, on every process. */
  closeSession(sessionId: string): void {
    this.publish({ kind: 'closeSession', sessionId });
    this.deliver({ kind: 'closeSession', sessionId });
  }

  /** The sessions this process holds sockets of, for the periodic check that they are still live. */
  sessionIds(): string[] {
    const ids = new Set<string>();
    for (const set of this.byUser.values()) for (const connection of set) ids.add(connection.sessionId);
    return [...ids];
  }

  /**
   * Closes this process's sockets of sessions that ended without a sign-out (idle or absolute
   * limit): every process checks its own sockets against the shared database, so nothing is
   * published. Answers how many sockets were closed.
   */
  closeEnded(sessionIds: Iterable<string>): number {
    return this.closeLocal(new Set(sessionIds), CLOSE_SESSION_ENDED, 'session ended');
  }

  /** An event from the bus: another process's, or this hub's own coming back (skipped). */
  receive(envelope: BusEnvelope): void {
    if (envelope.origin !== this.origin) this.deliver(envelope.event);
  }

  /** Resolves when every event handed to the bus so far is published (or has failed). */
  async flush(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }

  get size(): number {
    let count = 0;
    for (const set of this.byUser.values()) count += set.size;
    return count;
  }

  private publish(event: PushEvent): void {
    if (!this.bus) return;
    const sending = this.bus.publish({ origin: this.origin, event }).catch((error: unknown) => this.onPublishError(error));
    this.pending.add(sending);
    void sending.finally(() => this.pending.delete(sending));
  }

  private deliver(event: PushEvent): number {
    switch (event.kind) {
      case 'users':
        return event.userIds.reduce((sent, userId) => sent + this.sendLocal(userId, event.message), 0);
      case 'all':
        return [...this.byUser.keys()].reduce((sent, userId) => sent + this.sendLocal(userId, event.message), 0);
      case 'closeSession':
        this.closeLocal(new Set([event.sessionId]), CLOSE_LOGOUT, 'logout');
        return 0;
      default:
        return 0;
    }
  }

  private closeLocal(sessionIds: Set<string>, code: number, reason: string): number {
    let closed = 0;
    for (const [userId, set] of this.byUser) {
      for (const connection of set) {
        if (!sessionIds.has(connection.sessionId)) continue;
        set.delete(connection);
        connection.socket.close(code, reason);
        closed += 1;
      }
      if (set.size === 0) this.byUser.delete(userId);
    }
    return closed;
  }

  /** Sends to the user's sockets; one whose session has passed its absolute end is closed instead. */
  private sendLocal(userId: string, message: object): number {
    const set = this.byUser.get(userId);
    if (!set) return 0;
    const now = this.now();
    const ended = [...set].filter((connection) => connection.expiresAt <= now);
    if (ended.length > 0) this.closeEnded(ended.map((connection) => connection.sessionId));
    const live = this.byUser.get(userId);
    if (!live) return 0;
    const data = JSON.stringify(message);
    for (const { socket } of live) socket.send(data);
    return live.size;
  }
}
