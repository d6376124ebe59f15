import type { SchemaProblem } from '../../../schemas/validate.ts';
import { getAction } from '../request/actions';

/** One page of GET /sys/schema/pages: the schema as stored, and what the server found wrong with it. */
export interface CatalogueEntry {
  id: string;
  file: string;
  kind: string;
  title: string;
  components: string[];
  schema: unknown;
  problems: SchemaProblem[];
}

let loading: Promise<CatalogueEntry[]> | null = null;

/** The page schemas the server serves, fetched once per sign-in. */
export function loadSchemaCatalogue(): Promise<CatalogueEntry[]> {
  loading ??= getAction<CatalogueEntry[]>('/sys/schema/pages').then((body) => {
    if (!body.success || !Array.isArray(body.result)) throw new Error(body.message || '页面配置加载失败');
    return body.result;
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

export function clearSchemaCatalogue(): void {
  loading = null;
}

export function entryForComponent(entries: CatalogueEntry[], component: string): CatalogueEntry | undefined {
  return entries.find((e) => e.components.includes(component));
}
