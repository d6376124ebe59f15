import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';

/**
 * How long a check rule's patterns may run for one value. A pattern such as `(a+)+$` backtracks
 * for minutes on a short value; on the event loop it would stall every request of the process.
 */
export const PATTERN_TIME_LIMIT_MS = 100;

/** One pattern and the slice of the value it must match. */
export interface PatternTest {
  pattern: RegExp;
  text: string;
}

// Plain JavaScript run with `eval`, so the worker needs no TypeScript loader. It answers on the
// port it is handed, which lets the caller take an answer that arrived just as its timer fired.
const WORKER_CODE = `
const { workerData } = require('node:worker_threads');
const port = workerData.port;
port.on('message', ({ tests }) => {
  let failing = -1;
  for (let i = 0; i < tests.length; i += 1) {
    if (!new RegExp(tests[i].source, tests[i].flags).test(tests[i].text)) { failing = i; break; }
  }
  port.postMessage({ failing });
});
port.postMessage({ ready: true });
`;

interface Runner {
  worker: Worker;
  port: MessagePort;
  ready: Promise<void>;
}

let current: Runner | undefined;
let queue: Promise<unknown> = Promise.resolve();

function start(): Runner {
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(WORKER_CODE, { eval: true, workerData: { port: port2 }, transferList: [port2] });
  // Neither keeps the process alive: a server closing, or a test finishing, does not wait for them.
  worker.unref();
  port1.unref();
  const runner: Runner = {
    worker,
    port: port1,
    ready: new Promise<void>((resolve, reject) => {
      port1.once('message', () => resolve());
      worker.once('error', reject);
    }),
  };
  const forget = () => {
    if (current === runner) current = undefined;
    port1.close();
  };
  worker.once('exit', forget);
  worker.once('error', forget);
  return runner;
}

function stop(runner: Runner): void {
  if (current === runner) current = undefined;
  runner.port.close();
  void runner.worker.terminate();
}

async function runOnce(tests: readonly PatternTest[], limitMs: number): Promise<number | 'timeout'> {
  const runner = current ?? (current = start());
  await runner.ready;
  return new Promise((resolve, reject) => {
    const finish = (outcome: () => void) => {
      clearTimeout(timer);
      runner.port.off('message', onMessage);
      runner.worker.off('error', onError);
      outcome();
    };
    const onMessage = (message: { failing: number }) => finish(() => resolve(message.failing));
    const onError = (error: Error) => finish(() => {
      stop(runner);
      reject(error);
    });
    const timer = setTimeout(() => {
      // An answer already waiting on the port was not late: the event loop was merely busy.
      const waiting = receiveMessageOnPort(runner.port) as { message: { failing: number } } | undefined;
      if (waiting) return finish(() => resolve(waiting.message.failing));
      // The worker is stuck in the pattern: terminated, and the next check starts a fresh one.
      finish(() => {
        stop(runner);
        resolve('timeout');
      });
    }, limitMs);
    runner.port.on('message', onMessage);
    runner.worker.on('error', onError);
    runner.port.postMessage({ tests: tests.map((t) => ({ source: t.pattern.source, flags: t.pattern.flags, text: t.text })) });
  });
}

/**
 * The index of the first test whose pattern does not match its text (-1 when all match), worked
 * out in one reusable worker thread; 'timeout' when the patterns ran past `limitMs`. Checks run
 * one at a time, in the order asked.
 */
export function firstFailing(tests: readonly PatternTest[], limitMs = PATTERN_TIME_LIMIT_MS): Promise<number | 'timeout'> {
  if (tests.length === 0) return Promise.resolve(-1);
  const run = queue.then(() => runOnce(tests, limitMs));
  queue = run.catch(() => undefined);
  return run;
}
