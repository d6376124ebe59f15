import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a countdown started with `start(seconds)`; 0 when none is running. */
export function useCountdown(): { remaining: number; start: (seconds: number) => void; stop: () => void } {
  const [remaining, setRemaining] = useState(0);
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setRemaining((left) => Math.max(0, left - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  const start = useCallback((seconds: number) => setRemaining(seconds), []);
  const stop = useCallback(() => setRemaining(0), []);
  return { remaining, start, stop };
}
