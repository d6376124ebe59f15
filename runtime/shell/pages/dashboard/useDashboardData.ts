import { useCallback, useEffect, useState } from 'react';
import { dashboardMessages } from './messages';

export type Load<T> =
  | { state: 'loading' }
  /** `error` is set when a later refresh failed: the last figures stay on screen. */
  | { state: 'ready'; data: T; error: string | null }
  | { state: 'failed'; error: string };

const reason = (error: unknown) => (error instanceof Error && error.message ? error.message : dashboardMessages.loadFailed);

/**
 * Loads a dashboard's figures, and again every `refreshMs` after each answer when given. Leaving
 * the page aborts the call in flight and clears the timer; `reload` starts over (the retry button).
 */
export function useDashboardData<T>(fetcher: (signal: AbortSignal) => Promise<T>, refreshMs?: number) {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      fetcher(controller.signal).then(
        (data) => !controller.signal.aborted && setLoad({ state: 'ready', data, error: null }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setLoad((current) => (current.state === 'ready' ? { ...current, error: reason(error) } : { state: 'failed', error: reason(error) }));
        },
      ).finally(() => {
        if (refreshMs !== undefined && !controller.signal.aborted) timer = setTimeout(run, refreshMs);
      });
    };
    run();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [fetcher, refreshMs, attempt]);

  const reload = useCallback(() => {
    setLoad({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { load, reload };
}
