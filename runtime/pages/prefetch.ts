import type { AnyListPage, PageSchema } from '../../schemas/types.ts';
import type { AdapterRegistry } from '../core/adapterRegistry.ts';
import { prefetchFirstPage } from './list/firstPage.ts';

/**
 * What a page will ask for first, asked for as the page starts to open (see list/firstPage.ts), so
 * the request does not wait for the page's code and first render. Kinds without a prefetch load as
 * they render. A failure here changes nothing: the page then asks as usual and shows the error.
 */
export function prefetchPage(schema: PageSchema, adapters: AdapterRegistry): void {
  if (schema.kind !== 'list' && schema.kind !== 'tree-list') return;
  const page = schema as AnyListPage;
  if (!page.dataSource || !adapters.has(page.dataSource.adapter)) return;
  try {
    prefetchFirstPage(page, adapters.create(page.dataSource));
  } catch {
    // An adapter that cannot be made here cannot be made by the page either: it reports it.
  }
}
