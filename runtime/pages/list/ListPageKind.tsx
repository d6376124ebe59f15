import type { AnyListPage } from '../../../schemas/types.ts';
import type { PageKindProps } from '../registry.ts';
import { ListPage } from './ListPage.tsx';

/** The registry's entry for `list` and `tree-list` (runtime/pages/registry.ts). */
export function ListPageKind({ schema }: PageKindProps) {
  return <ListPage schema={schema as AnyListPage} />;
}
