import { useEffect, useMemo, useState } from 'react';

/** Turns a stored path into the address it is shown at: at once when known, else a promise of it. */
export type ResolveUrl = (path: string) => string | Promise<string>;

/**
 * The address of `path` through `resolve`, or undefined while it is being resolved, when it
 * cannot be (a missing file, a failed call) and when there is no path. An address known at once
 * (an absolute one, or one the resolver still keeps) is there on the first render, so a list that
 * renders again does not blink. `resolve` must keep its identity between renders (a service, a
 * module function): a new one asks again.
 */
export function useResolvedUrl(path: string | null | undefined, resolve: ResolveUrl): string | undefined {
  const answer = useMemo(() => {
    if (!path) return undefined;
    const found = resolve(path);
    // Handled here at once: the effect below may run only after the promise has failed.
    if (typeof found !== 'string') found.catch(() => undefined);
    return found;
  }, [path, resolve]);
  const [settled, setSettled] = useState<{ answer: Promise<string>; url: string | undefined }>();

  useEffect(() => {
    if (answer === undefined || typeof answer === 'string') return;
    let live = true;
    answer.then(
      (url) => live && setSettled({ answer, url }),
      () => live && setSettled({ answer, url: undefined }),
    );
    return () => {
      live = false;
    };
  }, [answer]);

  if (typeof answer === 'string') return answer;
  return settled && settled.answer === answer ? settled.url : undefined;
}
