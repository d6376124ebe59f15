import { Alert, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { prefetchPage } from '../../pages/prefetch.ts';
import { builtInPageKinds, createPageRegistry } from '../../pages/registry.ts';
import { RuntimeProvider } from '../../react/RuntimeContext.tsx';
import type { RuntimeServices } from '../../react/RuntimeContext.tsx';
import { preparePageSchema, SchemaPageHost } from '../../react/SchemaPageHost.tsx';
import { resolveShellRoute } from '../router/resolveRoute';
import { routeModelFor } from '../router/routeModelCache';
import { setRoutePrefetcher } from '../router/routePrefetch';
import { getPermissions } from '../session/permissionStore';
import { createShellRuntimeServices } from './runtimeServices';
import { UnderConstruction } from '../router/UnderConstruction';
import { entryForComponent, loadedSchemaCatalogue, loadSchemaCatalogue, type CatalogueEntry } from './schemaCatalogue';

const pages = createPageRegistry(builtInPageKinds());

let prefetchServices: RuntimeServices | null = null;

/**
 * The router's prefetcher (router/routePrefetch.ts) while schema pages are loaded: the schema page a
 * path opens starts its first request at the navigation, before the shell and the page render.
 */
function prefetchSchemaRoute(pathname: string): void {
  const permissions = getPermissions();
  const entries = loadedSchemaCatalogue();
  if (!permissions || !entries) return;
  const resolved = resolveShellRoute(routeModelFor(permissions.menu), pathname);
  if (!resolved || resolved.redirectTo !== undefined || resolved.route.target.kind !== 'component') return;
  const entry = entryForComponent(entries, resolved.route.target.component);
  if (!entry || entry.problems.length > 0) return;
  const prepared = preparePageSchema(entry.schema);
  if (!prepared.ok) return;
  prefetchServices ??= createShellRuntimeServices(() => undefined);
  prefetchPage(prepared.value, prefetchServices.adapters);
}
setRoutePrefetcher(prefetchSchemaRoute);

/**
 * A menu component that no built-in view claims: the schema page that declares it in
 * `route.components`, or the under-construction placeholder when there is none.
 */
export function SchemaRoutePage({ component }: { component: string }) {
  const [entries, setEntries] = useState<CatalogueEntry[] | null>(loadedSchemaCatalogue);
  const [error, setError] = useState<string | null>(null);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const services = useMemo(() => createShellRuntimeServices((to) => void navigate(to)), [navigate]);
  useEffect(() => {
    if (entries) return;
    let live = true;
    loadSchemaCatalogue()
      .then((list) => live && setEntries(list))
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, [entries]);
  const entry = useMemo(() => (entries ? entryForComponent(entries, component) : undefined), [entries, component]);

  if (error) return <Alert type="warning" showIcon message={error} />;
  if (!entries) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (!entry) return <UnderConstruction component={component} />;
  return (
    <RuntimeProvider services={services}>
      <SchemaPageHost key={entry.id} schema={entry.schema} problems={entry.problems} pages={pages} params={params} source={entry.file} prefetch={(schema) => prefetchPage(schema, services.adapters)} />
    </RuntimeProvider>
  );
}
