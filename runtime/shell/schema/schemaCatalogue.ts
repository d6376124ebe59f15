import type { SchemaCatalogueEntry } from '../../../schemas/catalogue.ts';
import { forgetFirstPages } from '../../pages/list/firstPage.ts';
import { getAction } from '../request/actions';

export type CatalogueEntry = SchemaCatalogueEntry;

let loading: Promise<CatalogueEntry[]> | null = null;
let loaded: CatalogueEntry[] | null = null;

/** The catalogue when it is already here, so a page shows without waiting a render for it. */
export function loadedSchemaCatalogue(): CatalogueEntry[] | null {
  return loaded;
}

/** The page schemas the server serves, fetched once per sign-in. */
export function loadSchemaCatalogue(): Promise<CatalogueEntry[]> {
  loading ??= getAction<CatalogueEntry[]>('/sys/schema/pages').then((body) => {
    if (!body.success || !Array.isArray(body.result)) throw new Error(body.message || '页面配置加载失败');
    loaded = body.result;
    return body.result;
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** At the end of a session: its schemas, and the list answers prefetched for it (a next user must not see them). */
export function clearSchemaCatalogue(): void {
  loading = null;
  loaded = null;
  forgetFirstPages();
}

export function entryForComponent(entries: CatalogueEntry[], component: string): CatalogueEntry | undefined {
  return entries.find((e) => e.components.includes(component));
}
