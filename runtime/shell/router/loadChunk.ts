/** How long a lazy page's code may take to arrive (seed 000 section 9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * The error of seed 000 section 8 for a lazy chunk that is missing or too slow: named
 * `ChunkLoadError`, with `code` CSS_CHUNK_LOAD_FAILED when a style sheet failed.
 */
export class ChunkLoadError extends Error {
  readonly code?: string;
  constructor(message: string, options: { cause?: unknown; css?: boolean } = {}) {
    super(message, { cause: options.cause });
    this.name = 'ChunkLoadError';
    if (options.css) this.code = 'CSS_CHUNK_LOAD_FAILED';
  }
}

/** What browsers and Vite say when a module or its style sheet cannot be fetched. */
const FAILED_IMPORT = /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

/**
 * Whether an error is a lazy chunk that could not be loaded: ours (loadChunk), or the bare failure of
 * an `import()` the router made for a `lazy` route. The page then offers a reload, which fetches the
 * new build's index and chunk names (index.html is never cached).
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || FAILED_IMPORT.test(error.message);
}

const isCss = (error: unknown) => error instanceof Error && /\.css\b|preload css|stylesheet/i.test(error.message);

/**
 * Loads a lazy chunk, failing with ChunkLoadError when the import fails or has not arrived after
 * 120 s (the route's error page then offers the way home).
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs} ms`)), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error instanceof Error ? error.message : String(error), { cause: error, css: isCss(error) }));
      },
    );
  });
}
