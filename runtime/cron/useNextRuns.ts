import { useEffect, useState } from 'react';
import { nextRuns } from '../../schemas/cron/nextRuns.ts';
import { parseCron } from '../../schemas/cron/parseCron.ts';

/** Seed 002 sections 4 and 9: 10 run times, recomputed 500 ms after the expression last changed. */
export const PREVIEW_RUNS = 10;
export const PREVIEW_DEBOUNCE_MS = 500;

export type Preview = { ok: true; runs: Date[] } | { ok: false; message: string };

export function previewOf(expression: string, now = new Date()): Preview {
  const parsed = parseCron(expression);
  return parsed.ok ? { ok: true, runs: nextRuns(parsed.value, PREVIEW_RUNS, now) } : { ok: false, message: parsed.message };
}

/** The preview of `expression`, computed locally with the rules the server's job runner uses. */
export function useNextRuns(expression: string): Preview | undefined {
  const [preview, setPreview] = useState<Preview>();
  useEffect(() => {
    const timer = setTimeout(() => setPreview(previewOf(expression)), PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [expression]);
  return preview;
}
