import { useEffect, useMemo, useState } from 'react';
import type { DictOption } from '../../../schemas/adapter.ts';
import { useRuntime } from '../../react/RuntimeContext.tsx';

/**
 * The items of several dictionaries, by code, through the app's DictionaryCache: what is already
 * cached shows at once, the rest arrives with one request per code. A failed code shows no items
 * (tags then show the raw value) rather than breaking the page.
 */
export function useDictOptions(codes: readonly (string | undefined)[]): Record<string, DictOption[]> {
  const { dictionaries } = useRuntime();
  const key = [...new Set(codes.filter((c): c is string => Boolean(c)))].sort().join('|');
  const wanted = useMemo(() => (key ? key.split('|') : []), [key]);
  const [loaded, setLoaded] = useState<Record<string, DictOption[]>>({});

  useEffect(() => {
    let live = true;
    const missing = wanted.filter((code) => !dictionaries.peek(code));
    if (missing.length === 0) return;
    void Promise.all(missing.map((code) => dictionaries.get(code).then((items) => [code, items] as const, () => [code, []] as const))).then((entries) => {
      if (live) setLoaded((prev) => ({ ...prev, ...Object.fromEntries(entries) }));
    });
    return () => {
      live = false;
    };
  }, [wanted, dictionaries]);

  return useMemo(() => Object.fromEntries(wanted.map((code) => [code, dictionaries.peek(code) ?? loaded[code] ?? []])), [wanted, dictionaries, loaded]);
}
