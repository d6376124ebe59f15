/** The part of a websocket the hub uses, so tests can hand it plain objects. */
export interface PushSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

interface Connection {
  socket: PushSocket;
  sessionId: string;
}

/** The open notice sockets of this process, by user id. */
export class PushHub {
  private readonly byUser = new Map<string, Set<Connection>>();

  add(userId: string, sessionId: string, socket: PushSocket): () => void {
    const connection = { socket, sessionId };
    const set = this.byUser.get(userId) ?? new Set<Connection>();
    set.add(connection);
    this.byUser.set(userId, set);
    return () => {
      set.delete(connection);
      if (set.size === 0) this.byUser.delete(userId);
    };
  }

  sendToUser(userId: string, message: object): number {
    const set = this.byUser.get(userId);
    if (!set) return 0;
    const data = JSON.stringify(message);
    for (const { socket } of set) socket.send(data);
    return set.size;
  }

  broadcast(message: object): number {
    let sent = 0;
    for (const userId of this.byUser.keys()) sent += this.sendToUser(userId, message);
    return sent;
  }

  /** Closes the sockets opened with a session that has just ended. */
  closeSession(sessionId: string): void {
    for (const set of this.byUser.values()) {
      for (const connection of set) if (connection.sessionId === sessionId) connection.socket.close(4001, 'logout');
    }
  }

  get size(): number {
    let count = 0;
    for (const set of this.byUser.values()) count += set.size;
    return count;
  }
}
