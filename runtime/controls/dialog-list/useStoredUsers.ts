import { useEffect, useState } from 'react';
import { useRuntime } from '../../react/RuntimeContext.tsx';
import { listOf } from '../shared/useOptions.ts';
import type { Row } from './pickerValue.ts';
import { storedUsersRequest } from './userPage.ts';

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The users a stored value names when it carries only their keys (usernames, as some forms saved
 * it): asked for by those keys, never by loading the whole list. Without an answer the keys show
 * as they are.
 */
export function useStoredUsers(dval: string, keys: string[], needed: boolean): Row[] {
  const { getJson } = useRuntime();
  const [rows, setRows] = useState<Row[]>([]);
  const wanted = needed ? keys.join(',') : '';
  useEffect(() => {
    const request = storedUsersRequest(dval, wanted ? wanted.split(',') : []);
    if (!request) return;
    const abort = new AbortController();
    getJson(request.url, request.params, abort.signal).then(
      (result) => !abort.signal.aborted && setRows(listOf(result).filter(isRow)),
      () => undefined,
    );
    return () => abort.abort();
  }, [dval, wanted, getJson]);
  return rows;
}
