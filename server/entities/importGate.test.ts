import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/envelope.ts';
import { ImportGate } from './importGate.ts';

/** A piece of work that runs until `finish` is called. */
function pending(): { work: () => Promise<string>; finish: () => void } {
  let finish = () => {};
  const done = new Promise<string>((resolve) => (finish = () => resolve('done')));
  return { work: () => done, finish };
}

const refusal = (run: Promise<unknown>) => run.then(() => undefined, (e: unknown) => (e instanceof ApiError ? { status: e.status, message: e.message } : e));

describe('ImportGate', () => {
  it("refuses a user's second import while the first runs, not another user's, and lets the user in again after", async () => {
    const gate = new ImportGate(2);
    const first = pending();
    const running = gate.asUser('u1', first.work);
    expect(await refusal(gate.asUser('u1', async () => 'second'))).toEqual({ status: 429, message: '上一次导入尚未完成，请稍后再试' });
    expect(await gate.asUser('u2', async () => 'other')).toBe('other');
    first.finish();
    expect(await running).toBe('done');
    expect(await gate.asUser('u1', async () => 'again')).toBe('again');
  });

  it('frees the place of an import that failed', async () => {
    const gate = new ImportGate(1);
    await expect(gate.asUser('u1', () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(gate.reading(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await gate.asUser('u1', () => gate.reading(async () => 'read'))).toBe('read');
  });

  it('refuses a reader past the places over all users until one ends', async () => {
    const gate = new ImportGate(2);
    const [a, b] = [pending(), pending()];
    const readers = [gate.reading(a.work), gate.reading(b.work)];
    expect(await refusal(gate.reading(async () => 'third'))).toEqual({ status: 429, message: '正在导入的文件较多，请稍后再试' });
    a.finish();
    await readers[0];
    expect(await gate.reading(async () => 'third')).toBe('third');
    b.finish();
    await readers[1];
  });
});
