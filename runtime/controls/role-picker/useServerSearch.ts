import { useEffect, useState } from 'react';
import { PAGE_SIZE, SEARCH_DEBOUNCE_MS } from './listPicker.ts';

export interface ServerSearch {
  /** The keyword the server is asked with: what was typed, once no key came for the debounce time. */
  keyword: string;
  paging: { pageNo: number; pageSize: number };
  /** What the keyword box holds now. */
  type(text: string): void;
  page(pageNo: number, pageSize: number): void;
}

/**
 * The paging and keyword of a server-searched picker: a settled keyword and the first page come
 * together (one request, not one for the keyword and one for the page); a new page size starts
 * again at page 1.
 */
export function useServerSearch(pageSize = PAGE_SIZE, debounceMs = SEARCH_DEBOUNCE_MS): ServerSearch {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ pageNo: 1, pageSize });
  useEffect(() => {
    if (typed === keyword) return;
    const timer = setTimeout(() => {
      setKeyword(typed);
      setPaging((p) => ({ ...p, pageNo: 1 }));
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [typed, keyword, debounceMs]);
  return {
    keyword,
    paging,
    type: setTyped,
    page: (pageNo, size) => setPaging((p) => ({ pageNo: size === p.pageSize ? pageNo : 1, pageSize: size })),
  };
}
