import WebSocket from 'ws';

export interface NoticeSocket {
  /** The next message not yet taken (JSON parsed), or a rejection once `withinMs` has passed. */
  next(withinMs?: number): Promise<Record<string, unknown>>;
  send(text: string): void;
  /** Resolves with the close code when the server closes the socket. */
  closed: Promise<number>;
  close(): void;
}

/** A notice socket `/websocket/{userId}` with the token as subprotocol, open and queueing what arrives. */
export async function openNoticeSocket(baseUrl: string, userId: string, token: string): Promise<NoticeSocket> {
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/jeecg-boot/websocket/${userId}`, [token]);
  const queue: Record<string, unknown>[] = [];
  let waiting: ((message: Record<string, unknown>) => void) | undefined;
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as Record<string, unknown>;
    if (waiting) waiting(message);
    else queue.push(message);
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code: number) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    next(withinMs = 1000) {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting = undefined;
          reject(new Error(`no message on the notice socket within ${withinMs} ms`));
        }, withinMs);
        waiting = (message) => {
          clearTimeout(timer);
          waiting = undefined;
          resolve(message);
        };
      });
    },
    send: (text) => socket.send(text),
    closed,
    close: () => socket.close(),
  };
}
