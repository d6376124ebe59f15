import { useEffect, useState } from 'react';
import { useRuntime } from '../../react/RuntimeContext.tsx';
import { dashboardKindMessages as m } from './messages.ts';

/** What one address answered: the last result, and the reason the last read failed (the result then stays). */
export interface Answer {
  loaded: boolean;
  result?: unknown;
  error?: string;
}

const reasonOf = (error: unknown) => (error instanceof Error && error.message ? error.message : m.loadFailed);

/**
 * Reads each address once per `tick` (widgets naming the same address share the read). A new
 * tick or leaving the page cancels the reads still under way; a failed read keeps the last result.
 */
export function useAnswers(urls: readonly string[], tick: number): { answers: Record<string, Answer>; updatedAt: Date | null } {
  const { getJson } = useRuntime();
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  const key = urls.join('\n');

  useEffect(() => {
    const list = key ? key.split('\n') : [];
    if (list.length === 0) return;
    const controller = new AbortController();
    const done = (url: string, change: Partial<Answer>) => {
      if (controller.signal.aborted) return;
      setAnswers((current) => ({ ...current, [url]: { ...current[url], ...change, loaded: true } }));
    };
    void Promise.all(
      list.map((url) =>
        getJson(url, undefined, controller.signal).then(
          (result) => done(url, { result, error: undefined }),
          (error: unknown) => done(url, { error: reasonOf(error) }),
        ),
      ),
    ).then(() => !controller.signal.aborted && setUpdatedAt(new Date()));
    return () => controller.abort();
  }, [key, tick, getJson]);

  return { answers, updatedAt };
}
