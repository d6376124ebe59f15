import { useEffect, useState } from 'react';
import { useRuntime } from '../../react/RuntimeContext.tsx';
import { listPickerMessages as m } from './messages.ts';
import { pageOf, type Row } from './listPicker.ts';

export interface ListPage {
  rows: Row[];
  total: number;
  loading: boolean;
  error?: string;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One page of a picker's list as the server searched it (GET `action` with `params`: pageNo,
 * pageSize and the keyword's field); a newer query drops an older answer. Every paged picker
 * (role, position, user) reads its list through this hook.
 */
export function useListPage(action: string, params: Record<string, unknown>): ListPage {
  const { getJson } = useRuntime();
  const [page, setPage] = useState<ListPage>({ rows: [], total: 0, loading: true });
  const query = JSON.stringify(params);
  useEffect(() => {
    const abort = new AbortController();
    setPage((current) => ({ ...current, loading: true, error: undefined }));
    getJson(action, JSON.parse(query) as Record<string, unknown>, abort.signal).then(
      (result) => !abort.signal.aborted && setPage({ ...pageOf(result), loading: false }),
      (error: unknown) => !abort.signal.aborted && setPage({ rows: [], total: 0, loading: false, error: m.loadFailed(reason(error)) }),
    );
    return () => abort.abort();
  }, [action, query, getJson]);
  return page;
}
