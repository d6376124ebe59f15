/**
 * The notice push channel of seed 000 sections 4, 7 and 9: a websocket to `/websocket/{userId}` with
 * the token as its subprotocol, a HeartBeat after every 20 s of silence, a reconnect 20 s after a
 * close or an error, and no more reconnecting once more than 5 errors came in a row. Pure: the
 * socket and the timers are handed in, so tests drive it with fakes.
 */

/** What the server pushes (api-contract section 7); `topic` and `user` announce a new notice. */
export interface PushMessage {
  cmd: string;
  msgId?: string;
  msgTxt?: string;
}

/** The part of a socket the channel uses. */
export interface ChannelSocket {
  send(data: string): void;
  close(): void;
}

export interface SocketHandlers {
  open(): void;
  message(data: string): void;
  error(): void;
  close(): void;
}

export type SocketFactory = (url: string, protocols: string[], handlers: SocketHandlers) => ChannelSocket;

export interface ChannelTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface PushChannelOptions {
  url: string;
  /** Read at every (re)connect: without a token the session has ended and the channel stops. */
  token: () => string | null;
  /** Called for `topic` and `user` pushes. */
  onPush: (message: PushMessage) => void;
  createSocket?: SocketFactory;
  timers?: ChannelTimers;
  heartbeatMs?: number;
  reconnectMs?: number;
  maxErrors?: number;
}

export const HEARTBEAT = 'HeartBeat';
const NOTICE_COMMANDS = new Set(['topic', 'user']);

/** The browser's WebSocket behind the factory shape. */
export const browserSocketFactory: SocketFactory = (url, protocols, handlers) => {
  const socket = new WebSocket(url, protocols);
  socket.onopen = () => handlers.open();
  socket.onmessage = (event) => handlers.message(typeof event.data === 'string' ? event.data : '');
  socket.onerror = () => handlers.error();
  socket.onclose = () => handlers.close();
  return {
    send: (data) => socket.send(data),
    close: () => {
      // Closing while still connecting makes the browser log an error: close once it has opened.
      if (socket.readyState === WebSocket.CONNECTING) socket.onopen = () => socket.close();
      else socket.close();
    },
  };
};

const globalTimers: ChannelTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** `ws(s)://<host>/jeecg-boot/websocket/<userId>`, following the page's own scheme. */
export function pushUrl(location: { protocol: string; host: string }, basePath: string, userId: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${basePath}/websocket/${encodeURIComponent(userId)}`;
}

/** A push as JSON with a string `cmd`, or null for anything else (the heartbeat reply included). */
export function parsePush(data: string): PushMessage | null {
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== 'object' || value === null || !('cmd' in value) || typeof value.cmd !== 'string') return null;
    const record = value as Record<string, unknown>;
    return {
      cmd: value.cmd,
      msgId: typeof record.msgId === 'string' ? record.msgId : undefined,
      msgTxt: typeof record.msgTxt === 'string' ? record.msgTxt : undefined,
    };
  } catch {
    return null;
  }
}

export class PushChannel {
  private readonly options: Required<Omit<PushChannelOptions, 'url' | 'token' | 'onPush'>> & PushChannelOptions;
  private socket: ChannelSocket | null = null;
  /** Bumped for every socket, so events of a replaced socket are ignored. */
  private generation = 0;
  private errors = 0;
  private running = false;
  private heartbeatTimer: unknown = null;
  private reconnectTimer: unknown = null;

  constructor(options: PushChannelOptions) {
    this.options = {
      createSocket: browserSocketFactory,
      timers: globalTimers,
      heartbeatMs: 20_000,
      reconnectMs: 20_000,
      maxErrors: 5,
      ...options,
    };
  }

  get active(): boolean {
    return this.running;
  }

  get errorCount(): number {
    return this.errors;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.errors = 0;
    this.connect();
  }

  stop(): void {
    this.running = false;
    this.clearTimer('heartbeatTimer');
    this.clearTimer('reconnectTimer');
    this.dropSocket();
  }

  private connect(): void {
    const token = this.options.token();
    if (token === null) return this.stop();
    const generation = ++this.generation;
    const live = () => this.running && generation === this.generation;
    try {
      this.socket = this.options.createSocket(this.options.url, [token], {
        open: () => {
          if (!live()) return;
          // The count is of errors in a row: a connection that opened proves the server takes us.
          this.errors = 0;
          this.scheduleHeartbeat();
        },
        message: (data) => {
          if (!live()) return;
          this.scheduleHeartbeat();
          const push = parsePush(data);
          if (push !== null && NOTICE_COMMANDS.has(push.cmd)) this.options.onPush(push);
        },
        error: () => {
          if (!live()) return;
          this.errors += 1;
          this.scheduleReconnect();
        },
        close: () => {
          if (!live()) return;
          this.clearTimer('heartbeatTimer');
          this.scheduleReconnect();
        },
      });
    } catch {
      // A malformed URL throws synchronously; it counts as an error like a refused connection.
      this.errors += 1;
      this.scheduleReconnect();
    }
  }

  private scheduleHeartbeat(): void {
    this.clearTimer('heartbeatTimer');
    this.heartbeatTimer = this.options.timers.setTimeout(() => {
      this.heartbeatTimer = null;
      try {
        this.socket?.send(HEARTBEAT);
      } catch {
        // A socket that is closing cannot send; its close event schedules the reconnect.
      }
      this.scheduleHeartbeat();
    }, this.options.heartbeatMs);
  }

  /** One pending reconnect at a time; none once the error count is above the limit. */
  private scheduleReconnect(): void {
    if (!this.running || this.reconnectTimer !== null) return;
    if (this.errors > this.options.maxErrors) return this.stop();
    this.reconnectTimer = this.options.timers.setTimeout(() => {
      this.reconnectTimer = null;
      this.dropSocket();
      this.connect();
    }, this.options.reconnectMs);
  }

  private dropSocket(): void {
    const socket = this.socket;
    this.socket = null;
    this.generation += 1;
    this.clearTimer('heartbeatTimer');
    try {
      socket?.close();
    } catch {
      // Already closed.
    }
  }

  private clearTimer(name: 'heartbeatTimer' | 'reconnectTimer'): void {
    if (this[name] !== null) this.options.timers.clearTimeout(this[name]);
    this[name] = null;
  }
}
