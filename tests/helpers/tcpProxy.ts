import net from 'node:net';

/**
 * A TCP relay to a database on this machine that a test can take down, bring back, freeze (bytes
 * held, connections left open: a database that stopped answering) and thaw.
 */
export interface TcpProxy {
  port: number;
  down(): Promise<void>;
  up(): Promise<void>;
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  const held: (() => void)[] = [];
  let frozen = false;

  const relay = (from: net.Socket, to: net.Socket) =>
    from.on('data', (chunk: Buffer) => {
      if (frozen) held.push(() => to.write(chunk));
      else to.write(chunk);
    });

  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, targetHost);
    const pair = { client, upstream };
    pairs.add(pair);
    relay(client, upstream);
    relay(upstream, client);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  const listen = (port: number) => new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  await listen(0);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const down = async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
    });
  };
  return {
    port,
    down,
    up: () => listen(port),
    freeze: () => void (frozen = true),
    thaw: () => {
      frozen = false;
      for (const send of held.splice(0)) send();
    },
    close: async () => {
      if (server.listening) await down();
    },
  };
}
