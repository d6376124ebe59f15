import { lazy, type ReactNode, Suspense } from 'react';
import { useComponentRegistry } from './RegistryContext';
import type { ComponentRegistry } from './componentRegistry';
import { ExternalLinkView } from './ExternalLinkView';
import { IframeView } from './IframeView';
import { loadChunk } from './loadChunk';
import { PageLoading } from './PageLoading';
import { parentsOf } from './resolveRoute';
import type { ShellRoute, ShellRouteModel } from './routeModel';
// Schema pages bring the validator and the runtime: loaded only when a menu needs one.
const SchemaRoutePage = lazy(() => loadChunk(() => import('../schema/SchemaRoutePage')).then((m) => ({ default: m.SchemaRoutePage })));

function renderOwn(route: ShellRoute, registry: ComponentRegistry): ReactNode {
  switch (route.target.kind) {
    case 'iframe':
      return <IframeView route={route} url={route.target.url} />;
    case 'external':
      return <ExternalLinkView route={route} url={route.target.url} />;
    case 'component': {
      const Page = registry.get(route.target.component);
      return Page === undefined ? <SchemaRoutePage component={route.target.component} /> : <Page route={route} />;
    }
  }
}

/**
 * A menu route's page, wrapped in the components of its enclosing menus. A folder whose component
 * is not registered simply passes its page through: only the page itself shows the placeholder.
 */
export function RoutePage({ model, route }: { model: ShellRouteModel; route: ShellRoute }) {
  const registry = useComponentRegistry();
  let content = renderOwn(route, registry);
  for (const parent of parentsOf(model, route).reverse()) {
    const Frame = parent.target.kind === 'component' ? registry.get(parent.target.component) : undefined;
    if (Frame !== undefined) content = <Frame route={parent}>{content}</Frame>;
  }
  return <Suspense fallback={<PageLoading />}>{content}</Suspense>;
}
