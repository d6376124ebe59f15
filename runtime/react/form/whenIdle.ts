/**
 * Runs `work` when the page is next idle (after the current frame is painted and input handled),
 * or after `timeout` ms at the latest; answers a cancel. Without requestIdleCallback (jsdom, older
 * Safari), soon after the current task.
 */
export function whenIdle(work: () => void, timeout = 200): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => work(), { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 1);
  return () => window.clearTimeout(handle);
}

/**
 * Runs `work` in a task of its own, right after the tasks already queued (input first, as the
 * browser orders them), without waiting for the next frame; answers a cancel.
 */
export function nextTask(work: () => void): () => void {
  let cancelled = false;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    if (!cancelled) work();
  };
  channel.port2.postMessage(null);
  return () => {
    cancelled = true;
  };
}
