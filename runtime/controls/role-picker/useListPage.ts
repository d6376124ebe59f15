import { useEffect, useState } from 'react';
import { useRuntime } from '../../react/RuntimeContext.tsx';
import { listPickerMessages as m } from './messages.ts';
import { pageOf, pageParams, type ListPickerConfig, type Row } from './listPicker.ts';

export interface ListPage {
  rows: Row[];
  total: number;
  loading: boolean;
  error?: string;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One page of the picker's list as the server searched it; a newer query drops an older answer. */
export function useListPage(config: ListPickerConfig, pageNo: number, pageSize: number, keyword: string): ListPage {
  const { getJson } = useRuntime();
  const [page, setPage] = useState<ListPage>({ rows: [], total: 0, loading: true });
  const { action } = config;
  const params = JSON.stringify(pageParams(config, pageNo, pageSize, keyword));

  useEffect(() => {
    const abort = new AbortController();
    setPage((current) => ({ ...current, loading: true, error: undefined }));
    getJson(action, JSON.parse(params) as Record<string, unknown>, abort.signal).then(
      (result) => !abort.signal.aborted && setPage({ ...pageOf(result), loading: false }),
      (error: unknown) => !abort.signal.aborted && setPage({ rows: [], total: 0, loading: false, error: m.loadFailed(reason(error)) }),
    );
    return () => abort.abort();
  }, [action, params, getJson]);

  return page;
}
