import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DataAdapter, ListQuery, PageResult } from '../../../schemas/adapter.ts';
import type { AnyListPage } from '../../../schemas/types.ts';
import { markListOpen, peekFirstPage, takeFirstPage } from './firstPage.ts';
import { initialListState, toListQuery, type ListState } from './listState.ts';
import { listMessages as m } from './messages.ts';
import { reportFailure } from '../../core/failures.ts';

/** A nested list's fixed filters win over whatever its own search form sends for the same field. */
function withFixed(query: ListQuery, fixed: Record<string, string> | undefined): ListQuery {
  return fixed ? { ...query, filters: { ...query.filters, ...fixed } } : query;
}

const EMPTY: PageResult = { records: [], total: 0, size: 0, current: 1, pages: 0 };

/**
 * The list's state and the page it shows. Every change of state loads again; a newer load cancels
 * the one still running, so a slow answer never overwrites a newer one. A failed load keeps the
 * rows already shown; an HTTP failure was announced by the request layer's error catalogue (seed 000
 * section 8: 403 is a 拒绝访问 notification, not a panel in place of the table), and a refusal in the
 * envelope is shown as a warning with the server's message (seed 002 section 8).
 */
export function useListData(schema: AnyListPage, adapter: DataAdapter, fixedFilters?: Record<string, string>) {
  const { message } = App.useApp();
  const [state, setState] = useState<ListState>(() => initialListState(schema));
  const tree = schema.kind === 'tree-list' ? schema.tree : undefined;
  // A first page asked for before this page rendered (firstPage.ts): shown at once when it is in.
  const [prefetched] = useState(() => peekFirstPage(schema.dataSource, withFixed(toListQuery(state, tree), fixedFilters)));
  const answered = prefetched?.settled?.ok ? prefetched.settled.result : undefined;
  const [page, setPage] = useState<PageResult>(answered ?? EMPTY);
  const [loading, setLoading] = useState(false);
  const [version, setVersion] = useState(0);
  const first = useRef(true);
  const dataSource = schema.dataSource;
  useEffect(() => markListOpen(dataSource), [dataSource]);

  useEffect(() => {
    const controller = new AbortController();
    const query = withFixed(toListQuery(state, tree), fixedFilters);
    // The first load takes the prefetched request (its rows may already be shown); later loads ask anew.
    const claimed = first.current ? takeFirstPage(schema.dataSource, query) : undefined;
    first.current = false;
    if (claimed?.settled?.ok && claimed.settled.result === answered) return () => controller.abort();
    setLoading(true);
    (claimed?.promise ?? adapter.list({ query, signal: controller.signal }))
      .then(
        (result) => {
          if (controller.signal.aborted) return;
          setPage(result);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          reportFailure(message.warning, error, m.loadFailed);
        },
      )
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
    // `answered` and the data source are the mount's: only a change of query, adapter or version loads again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [adapter, state, tree, version, message, fixedFilters]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { state, setState, page, loading, reload };
}
