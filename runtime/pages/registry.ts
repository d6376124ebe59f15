import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageKind, PageSchema } from '../../schemas/types.ts';
import { createNamedRegistry, type NamedRegistry } from '../core/namedRegistry.ts';

export interface PageKindProps<P extends PageSchema = PageSchema> {
  schema: P;
  /** Query parameters of the route (a detail page reads `id`). */
  params: URLSearchParams;
}

type PageComponent = ComponentType<PageKindProps> | LazyExoticComponent<ComponentType<PageKindProps>>;

/** Page kinds by `kind`. A value, not a global: the app passes it in and may add kinds. */
export type PageRegistry = NamedRegistry<PageComponent>;

export function createPageRegistry(entries: Partial<Record<PageKind | string, PageComponent>>): PageRegistry {
  return createNamedRegistry('page kind', Object.entries(entries).filter((e): e is [string, PageComponent] => e[1] !== undefined));
}

const named = <K extends string>(load: () => Promise<Record<K, ComponentType<PageKindProps>>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

/** The page kinds of the schema language, each loaded when first shown. */
export function builtInPageKinds(): Record<PageKind, PageComponent> {
  const list = named(() => import('./list/ListPageKind.tsx'), 'ListPageKind');
  return {
    list,
    'tree-list': list,
    form: named(() => import('./form/FormPageKind.tsx'), 'FormPageKind'),
    detail: named(() => import('./detail/DetailPageKind.tsx'), 'DetailPageKind'),
    dashboard: named(() => import('./dashboard/DashboardPageKind.tsx'), 'DashboardPageKind'),
  };
}
