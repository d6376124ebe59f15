/**
 * `load` at most once per key: a second call while the first runs, or after it succeeded, gets the
 * first call's promise; a failed call lets the next one try again.
 *
 * Why: antd's tree asks for a node's children from inside a React state updater, which React may
 * run twice when a render is interrupted (concurrent rendering on a busy machine): each opened
 * category was asked for twice. The request is made idempotent here, where the request is made.
 */
export function oncePerKey<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const calls = new Map<string, Promise<T>>();
  return (key) => {
    const known = calls.get(key);
    if (known) return known;
    const call = load(key);
    calls.set(key, call);
    call.catch(() => calls.delete(key));
    return call;
  };
}
