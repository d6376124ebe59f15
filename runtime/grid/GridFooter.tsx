import { useCallback, useSyncExternalStore } from 'react';
import type { GridStore } from './gridStore.ts';
import { gridMessages } from './messages.ts';

export interface GridFooterProps {
  store: GridStore;
  keys: readonly string[];
  widths: readonly number[];
  /** The width of the row number, selection and sort columns before the first data column. */
  lead: number;
  statistics: Record<string, ('sum' | 'average')[]>;
  /** The sum row's label instead of 合计, and a unit after each total. */
  text?: { sum?: string; unit?: string };
}

const formatTotal = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

/**
 * The footer totals (seed 002 §3): sum and average over every row of the table, not the drawn ones,
 * from the store's running sums. It listens to every change, so an edit updates it in the same frame.
 */
export function GridFooter({ store, keys, widths, lead, statistics, text = {} }: GridFooterProps) {
  useSyncExternalStore(useCallback((listener) => store.subscribe(listener), [store]), () => store.version);
  const kinds = (['sum', 'average'] as const).filter((kind) => Object.values(statistics).some((s) => s.includes(kind)));
  return (
    <div className="grid-footer">
      {kinds.map((kind) => (
        <div key={kind} role="status" className={`grid-footer-${kind}`} style={{ display: 'flex' }}>
          <span style={{ width: lead, minWidth: lead }}>{(kind === 'sum' && text.sum) || gridMessages.statistic[kind]}</span>
          {keys.map((key, i) => (
            <span key={key} data-key={key} style={{ width: widths[i], minWidth: widths[i], overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {statistics[key]?.includes(kind) ? `${formatTotal(store.statistic(key, kind))} ${text.unit ?? ''}`.trim() : ''}
            </span>
          ))}
        </div>
      ))}
    </div>
  );
}
