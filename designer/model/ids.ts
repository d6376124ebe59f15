import { walkControls } from '../../schemas/types.ts';
import type { DesignDocument } from './types.ts';

/**
 * Unique numbers for new ids. The older designer used `Date.now()` (fd_1676000000001); we keep
 * that shape but never hand out the same number twice, even within one millisecond.
 */
export interface IdSource {
  next(): number;
}

export function createIdSource(now: () => number = Date.now, floor = 0): IdSource {
  let last = floor;
  return {
    next() {
      last = Math.max(now(), last + 1);
      return last;
    },
  };
}

/** A counter from `start`: deterministic ids for tests. */
export function counterIds(start = 1): IdSource {
  let n = start - 1;
  return { next: () => (n += 1) };
}

/** Every control id of the document, descending into rows, tables and dynamic tables. */
export function controlIds(doc: DesignDocument): Set<string> {
  const ids = new Set<string>();
  for (const { control } of walkControls(doc.list)) ids.add(control.id);
  return ids;
}

/** The largest number at the end of any id (controls and cells): new ids start above it. */
export function largestIdNumber(doc: DesignDocument): number {
  let largest = 0;
  const consider = (id: unknown) => {
    const digits = /(\d+)$/.exec(String(id))?.[1];
    if (digits && digits.length < 16) largest = Math.max(largest, Number(digits));
  };
  for (const { control } of walkControls(doc.list)) {
    consider(control.id);
    for (const cells of Array.isArray(control.layoutArray) ? control.layoutArray : []) for (const cell of cells) consider(cell.id);
  }
  return largest;
}

export type IdPrefix = 'fd_' | 'row_' | 'table_';

/**
 * The id prefix of a kind (api-contract §8): row_ for rows, table_ for layout tables, fd_ for the rest.
 * A copy (复制) gets the prefix of its kind too, so a copied row keeps row_. Seed 001 §9 lists "copy
 * and generated id prefixes: fd_, row_, table_", which reads as "copies get fd_"; we follow what the
 * older designer's saved forms show instead (fixtures/examples: every row is row_, every table
 * table_, every field fd_, whatever way it was made), so an id still tells the kind of its control.
 */
export function idPrefix(compType: string): IdPrefix {
  return compType === 'row' ? 'row_' : compType === 'table' ? 'table_' : 'fd_';
}

/** A new id with the prefix that no control in `taken` has; it is added to `taken`. */
export function freshId(prefix: IdPrefix, ids: IdSource, taken: Set<string>): string {
  let id = `${prefix}${ids.next()}`;
  while (taken.has(id)) id = `${prefix}${ids.next()}`;
  taken.add(id);
  return id;
}
