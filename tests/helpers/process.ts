import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  /** The server's process id (benchmarks read its memory). */
  pid: number;
  output(): string;
  stop(): Promise<void>;
}

/** The real server as its own process (`node server/main.ts`), ready once health answers UP. */
export async function spawnServer(env: Record<string, string | undefined>): Promise<ServerProcess> {
  // A caller that must know the address before the start (a CAS service URL) passes its own PORT.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    // Tests count on empty business lists: no demo rows unless a test asks for them.
    env: { ...process.env, LOG_LEVEL: 'warn', DEMO_ROWS: 'off', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  // A generous cap: starting takes seconds alone, much longer on a busy two-core machine.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      const response = await fetch(`${url}/jeecg-boot/actuator/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy in 120 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid ?? 0,
    output: () => log,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Signs in over HTTP (the server must run with LOGIN_CAPTCHA=off) and answers the token. */
export async function signInToken(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/jeecg-boot/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as { code: number; message: string; result?: { token?: string } };
  if (body.code !== 200 || !body.result?.token) throw new Error(`sign-in as ${username} failed: ${body.message}`);
  return body.result.token;
}
