import { message } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRuntime } from '../../react/RuntimeContext.tsx';
import { searchSelectMessages as m } from './messages.ts';
import { labelParams, labelsFrom, SEARCH_URLS, searchParams, toOptions, type SearchOption, type SearchSelectConfig } from './searchSelect.ts';
import { reportFailure } from '../../core/failures.ts';

export interface DictSearch {
  options: SearchOption[];
  loading: boolean;
  /** Asks for the items matching `keyword`, `debounce` ms after the last call. */
  search(keyword: string): void;
  /** The dropdown opened: the first items at once, unless a typed keyword is about to be asked for. */
  opened(): void;
  /** Names of stored values. */
  labels: ReadonlyMap<string, string>;
}


/**
 * The items of a searchable select. Async: the server searches each keyword (loadDict), only the
 * newest answer counts, and an unsuccessful answer's message shows as a warning (seed 002 §8).
 * Otherwise every item of the dictionary is loaded once and the select filters them itself.
 */
export function useDictSearch(config: SearchSelectConfig, values: string[]): DictSearch {
  const { getJson, dictionaries } = useRuntime();
  const [options, setOptions] = useState<SearchOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [labels, setLabels] = useState<ReadonlyMap<string, string>>(new Map());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = useRef(false);
  const asked = useRef(false);
  const latest = useRef<AbortController>(undefined);
  const { dict, async, debounce, pageSize } = config;

  const searchNow = useCallback(
    (keyword: string) => {
      clearTimeout(timer.current);
      pending.current = false;
      if (!dict || !async) return;
      asked.current = true;
      latest.current?.abort();
      const abort = new AbortController();
      latest.current = abort;
      setOptions([]);
      setLoading(true);
      getJson(SEARCH_URLS.search(dict), searchParams(pageSize, keyword), abort.signal).then(
        (result) => {
          if (abort.signal.aborted) return;
          setOptions(toOptions(result));
          setLoading(false);
        },
        (error: unknown) => {
          if (abort.signal.aborted) return;
          setLoading(false);
          reportFailure(message.warning, error, m.loadFailed);
        },
      );
    },
    [dict, async, pageSize, getJson],
  );

  const search = useCallback(
    (keyword: string) => {
      clearTimeout(timer.current);
      pending.current = true;
      timer.current = setTimeout(() => searchNow(keyword), debounce);
    },
    [searchNow, debounce],
  );

  const opened = useCallback(() => {
    if (!pending.current && !asked.current) searchNow('');
  }, [searchNow]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      latest.current?.abort();
    },
    [],
  );

  // Not async: the whole dictionary, once, through the runtime's dictionary cache.
  useEffect(() => {
    if (!dict || async) return;
    const abort = new AbortController();
    setLoading(true);
    dictionaries.get(dict, abort.signal).then(
      (items) => {
        if (abort.signal.aborted) return;
        setOptions(items.map((item) => ({ value: String(item.value), label: item.text || String(item.value) })));
        setLoading(false);
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setLoading(false);
        reportFailure(message.warning, error, m.loadFailed);
      },
    );
    return () => abort.abort();
  }, [dict, async, dictionaries]);

  const valuesKey = values.join(',');
  useEffect(() => {
    const wanted = valuesKey ? valuesKey.split(',') : [];
    if (!dict || !async || wanted.length === 0) return;
    const abort = new AbortController();
    getJson(SEARCH_URLS.labels(dict), labelParams(wanted), abort.signal).then(
      (answer) => !abort.signal.aborted && setLabels(labelsFrom(wanted, answer)),
      // Unnamed values show as they are.
      () => undefined,
    );
    return () => abort.abort();
  }, [valuesKey, dict, async, getJson]);

  return { options, loading, search, opened, labels };
}
