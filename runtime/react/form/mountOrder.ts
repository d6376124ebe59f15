import type { Control } from '../../../schemas/types.ts';
import { childLists } from './childLists.ts';

/**
 * Every control node of a form in document order (a container before what it holds), keyed by its
 * JSON path: the order in which a long form mounts. Dynamic-table columns are not nodes of their
 * own (the table renders its cells), so they take no place.
 */
export function mountOrder(list: Control[], listPath: string): Map<string, number> {
  const order = new Map<string, number>();
  const visit = (controls: Control[], path: string) => {
    controls.forEach((control, i) => {
      const here = `${path}[${i}]`;
      order.set(here, order.size);
      if (typeof control === 'object' && control !== null) for (const child of childLists(control, here)) visit(child.list, child.path);
    });
  };
  visit(list, listPath);
  return order;
}
