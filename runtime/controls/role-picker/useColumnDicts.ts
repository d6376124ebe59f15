import { useEffect, useState } from 'react';
import { useRuntime } from '../../react/RuntimeContext.tsx';
import type { ListColumn } from './listPicker.ts';

/** The texts of the dictionaries the columns name, by dictionary code then value; a dictionary that fails shows raw values. */
export function useColumnDicts(columns: ListColumn[]): ReadonlyMap<string, ReadonlyMap<string, string>> {
  const { dictionaries } = useRuntime();
  const [texts, setTexts] = useState<ReadonlyMap<string, ReadonlyMap<string, string>>>(new Map());
  const codes = [...new Set(columns.flatMap((c) => (c.dictCode ? [c.dictCode] : [])))].join(',');

  useEffect(() => {
    if (!codes) return;
    const abort = new AbortController();
    Promise.all(
      codes.split(',').map((code) =>
        dictionaries.get(code, abort.signal).then(
          (items) => [code, new Map(items.map((item) => [String(item.value), item.text]))] as const,
          () => [code, new Map<string, string>()] as const,
        ),
      ),
    ).then((loaded) => !abort.signal.aborted && setTexts(new Map(loaded)));
    return () => abort.abort();
  }, [codes, dictionaries]);

  return texts;
}
