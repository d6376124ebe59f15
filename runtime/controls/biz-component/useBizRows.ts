import { useEffect, useMemo, useState } from 'react';
import type { DataAdapter, ListQuery, Row } from '../../../schemas/adapter.ts';
import type { DataSource } from '../../../schemas/types.ts';
import { useRuntime } from '../../react/RuntimeContext.tsx';
import { bizComponentMessages as m } from './messages.ts';

export interface BizPage {
  rows: Row[];
  total: number;
  loading: boolean;
  error?: string;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The adapter of the control's data source (the one a list page of that entity uses); undefined without one. */
export function useBizAdapter(dataSource: DataSource | undefined): DataAdapter | undefined {
  const { adapters } = useRuntime();
  const key = dataSource ? JSON.stringify(dataSource) : '';
  // `key` names the data source completely.
  return useMemo(() => (key ? adapters.create(JSON.parse(key) as DataSource) : undefined), [key, adapters]);
}

/** One page of the entity's list for `query` (undefined: nothing to ask); a newer query drops an older answer. */
export function useBizRows(adapter: DataAdapter | undefined, query: ListQuery | undefined): BizPage {
  const [page, setPage] = useState<BizPage>({ rows: [], total: 0, loading: query !== undefined });
  const key = query ? JSON.stringify(query) : '';
  useEffect(() => {
    if (!adapter || !key) return;
    const abort = new AbortController();
    setPage((current) => ({ ...current, loading: true, error: undefined }));
    adapter.list({ query: JSON.parse(key) as ListQuery, signal: abort.signal }).then(
      (result) => !abort.signal.aborted && setPage({ rows: result.records, total: result.total, loading: false }),
      (error: unknown) => !abort.signal.aborted && setPage({ rows: [], total: 0, loading: false, error: m.loadFailed(reason(error)) }),
    );
    return () => abort.abort();
  }, [adapter, key]);
  return page;
}
