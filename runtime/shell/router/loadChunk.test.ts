import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, loadChunk } from './loadChunk';

describe('loadChunk (seed 000 §8, §9)', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the module when it arrives', async () => {
    await expect(loadChunk(() => Promise.resolve({ Page: 'x' }))).resolves.toEqual({ Page: 'x' });
  });

  it('turns a failed import into ChunkLoadError, with the CSS code for a style sheet', async () => {
    const failed = loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/a.js')));
    await expect(failed).rejects.toMatchObject({ name: 'ChunkLoadError', code: undefined });
    const css = loadChunk(() => Promise.reject(new Error('Unable to preload CSS for /assets/a.css')));
    await expect(css).rejects.toMatchObject({ name: 'ChunkLoadError', code: 'CSS_CHUNK_LOAD_FAILED' });
  });

  it('recognises a chunk that failed, ours or the router\'s bare import, and nothing else', () => {
    expect(isChunkLoadError(new ChunkLoadError('x'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('gives up after 120 s, not before', async () => {
    vi.useFakeTimers();
    let settled: unknown = 'pending';
    loadChunk(() => new Promise(() => undefined)).catch((error: unknown) => (settled = error));
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeInstanceOf(ChunkLoadError);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });
});
