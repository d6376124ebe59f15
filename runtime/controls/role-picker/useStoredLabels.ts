import { useEffect, useState } from 'react';
import { useRuntime } from '../../react/RuntimeContext.tsx';
import { LABEL_PAGE_SIZE, labelsOf, pageOf, type ListPickerConfig } from './listPicker.ts';

/**
 * Names of stored keys the picker has not seen yet: one large page of the list, asked for only
 * while some key is unnamed. Without an answer the keys show as they are.
 */
export function useStoredLabels(config: ListPickerConfig, keys: string[], known: ReadonlyMap<string, string>): ReadonlyMap<string, string> {
  const { getJson } = useRuntime();
  const [loaded, setLoaded] = useState<{ action: string; labels: ReadonlyMap<string, string> }>();
  const { action, valueField } = config;
  const missing = keys.some((key) => !known.has(key)) && loaded?.action !== action;

  useEffect(() => {
    if (!missing || !action) return;
    const abort = new AbortController();
    getJson(action, { pageNo: 1, pageSize: LABEL_PAGE_SIZE }, abort.signal).then(
      (result) => !abort.signal.aborted && setLoaded({ action, labels: labelsOf(pageOf(result).rows, config) }),
      () => !abort.signal.aborted && setLoaded({ action, labels: new Map() }),
    );
    return () => abort.abort();
    // `config` matters through action and valueField only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [missing, action, valueField, getJson]);

  return loaded?.action === action ? loaded.labels : new Map();
}
