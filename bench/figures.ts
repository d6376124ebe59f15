/** Request rate and latency percentiles (milliseconds) of one measurement. */
export interface Figures {
  rps: number;
  p50: number;
  p99: number;
}

/** Runs `work` one call at a time for `seconds` and times each call here: latency without queueing. */
export async function sequential(work: () => Promise<unknown>, seconds: number): Promise<Figures> {
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { rps: times.length / seconds, p50: at(0.5), p99: at(0.99) };
}
