import { Alert, Spin } from 'antd';
import { Component, Suspense, useMemo, useState, type ReactNode } from 'react';
import { migratePage } from '../../schemas/migrations/index.ts';
import type { PageSchema } from '../../schemas/types.ts';
import { checkPageSchema, type SchemaProblem } from '../../schemas/validate.ts';
import type { PageRegistry } from '../pages/registry.ts';
import { pageKindMessages } from '../pages/messages.ts';
import { SchemaErrorPanel } from './SchemaErrorPanel.tsx';

export interface SchemaPageHostProps {
  /** The page schema as loaded (any version): it is migrated and checked here. */
  schema: unknown;
  /** Problems found elsewhere (the server checks too); shown with the client's own. */
  problems?: SchemaProblem[];
  pages: PageRegistry;
  params: URLSearchParams;
  source?: string;
  /** Called once as the page mounts, with the checked schema: starts what the page will ask for first. */
  prefetch?: (schema: PageSchema) => void;
}

export type PreparedPage = { ok: true; value: PageSchema } | { ok: false; problems: SchemaProblem[] };

// Schemas arrive once from the server and are not changed afterwards: a page opened again (a closed
// tab reopened) reuses its check instead of validating the whole schema anew.
const preparedBySchema = new WeakMap<object, PreparedPage>();

/** A page schema migrated and checked, once per schema object. */
export function preparePageSchema(schema: unknown): PreparedPage {
  const known = typeof schema === 'object' && schema !== null ? preparedBySchema.get(schema) : undefined;
  if (known) return known;
  let prepared: PreparedPage;
  try {
    prepared = checkPageSchema(migratePage(schema));
  } catch (error) {
    prepared = { ok: false, problems: [{ path: '$.version', rule: 'version', message: (error as Error).message }] };
  }
  if (typeof schema === 'object' && schema !== null) preparedBySchema.set(schema, prepared);
  return prepared;
}

/** Keeps a page's own crash inside the page: the menu, tabs and other pages go on working. */
class PageBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <Alert type="error" showIcon message={pageKindMessages.loadFailed} description={this.state.error.message} /> : this.props.children;
  }
}

/** Renders a page schema by its kind, or an error panel naming every failing JSON path. */
export function SchemaPageHost({ schema, problems = [], pages, params, source, prefetch }: SchemaPageHostProps) {
  const checked = useMemo(() => preparePageSchema(schema), [schema]);
  // In the mount's render, before the page's code and first render: the request overlaps both.
  useState(() => checked.ok && problems.length === 0 && prefetch?.(checked.value));
  if (!checked.ok || problems.length > 0) {
    const all = checked.ok ? problems : [...checked.problems, ...problems.filter((p) => !checked.problems.some((q) => q.path === p.path && q.rule === p.rule))];
    return <SchemaErrorPanel title={pageKindMessages.invalidSchema} source={source} problems={all} />;
  }
  const Page = pages.get(checked.value.kind);
  if (!Page) return <Alert type="error" showIcon message={`${pageKindMessages.unknownKind}：${checked.value.kind}`} />;
  return (
    <PageBoundary>
      <Suspense fallback={<Spin style={{ display: 'block', margin: 48 }} />}>
        <Page schema={checked.value} params={params} />
      </Suspense>
    </PageBoundary>
  );
}
