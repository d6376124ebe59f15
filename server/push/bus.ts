/** What one process asks every other process to do with its notice sockets. */
export type PushEvent =
  | { kind: 'users'; userIds: string[]; message: object }
  | { kind: 'all'; message: object }
  | { kind: 'closeSession'; sessionId: string };

/** An event with the process (PushHub) that published it, so that process can skip its own. */
export interface BusEnvelope {
  origin: string;
  event: PushEvent;
}

/**
 * Carries push events between the server processes that share one database: LISTEN/NOTIFY on
 * PostgreSQL (postgresBus.ts), a polled table on SQLite (sqliteBus.ts). Delivery is at most once:
 * an event published while a process is disconnected is lost for it, which the bell's 6-second
 * polling of its list makes good for announcements.
 */
export interface PushBus {
  /** Begins receiving; resolves once events published from now on will arrive. */
  start(receive: (envelope: BusEnvelope) => void): Promise<void>;
  publish(envelope: BusEnvelope): Promise<void>;
  /** Stops receiving and lets go of connections and timers. */
  stop(): Promise<void>;
}

export interface BusLogger {
  warn(object: object, message: string): void;
}

/** A bus payload read back; anything malformed is dropped rather than delivered. */
export function parseEnvelope(text: string): BusEnvelope | undefined {
  try {
    const value = JSON.parse(text) as Partial<BusEnvelope>;
    if (typeof value.origin !== 'string' || !value.event || typeof value.event !== 'object') return undefined;
    return value as BusEnvelope;
  } catch {
    return undefined;
  }
}
