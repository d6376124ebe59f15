import { Alert, Card, Grid, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import type { Row, SuperQuery } from '../../../schemas/adapter.ts';
import type { AnyListPage, DataSource, PageAction } from '../../../schemas/types.ts';
import { hasPermission } from '../../core/permissions.ts';
import { useRuntime } from '../../react/RuntimeContext.tsx';
import { queryFieldsOf } from '../superQuery/queryFields.ts';
import { SuperQueryBanner } from '../superQuery/SuperQueryBanner.tsx';
import { SuperQueryModal } from '../superQuery/SuperQueryModal.tsx';
import { buildColumns } from './buildColumns.tsx';
import { useTagClassName } from './CellValue.tsx';
import { FormPreviewDialog } from './FormPreviewDialog.tsx';
import { ImportDialog } from './ImportDialog.tsx';
import { ListToolbar } from './ListToolbar.tsx';
import { applyTableChange, pageAfterRemoval, pageSizeOptions, tableScroll, totalText } from './listState.ts';
import { listMessages as m } from './messages.ts';
import { RecordDialog, type RecordMode } from './RecordDialog.tsx';
import { RowActionLinks, rowActionLabel } from './RowActionLinks.tsx';
import { actionsColumnWidth, linkTarget, visibleActions, workflowUrl } from './rowActions.ts';
import { SearchBar } from './SearchBar.tsx';
import { SelectionBar } from './SelectionBar.tsx';
import { useDictOptions } from './useDictOptions.ts';
import { useListCommands } from './useListCommands.ts';
import { useListData } from './useListData.ts';
import { useTreeRows } from './useTreeRows.ts';
import { CUSTOM_ACTIONS, useCustomActions } from '../actions/useCustomActions.tsx';

export interface ListPageProps {
  /** A `list` or `tree-list` page schema, already migrated and checked. */
  schema: AnyListPage;
  /** The page's path, which keys its saved advanced queries; the browser's path by default. */
  pagePath?: string;
  /** Filters every query carries and values every record added here gets (a subList's, e.g. dictId). */
  fixedFilters?: Record<string, string>;
}

/** Actions that open the record form: without `form` in the schema they are not offered. */
const NEEDS_FORM = new Set<PageAction['action']>(['add', 'edit', 'detail']);
/** Where a preview action finds the form when it names no field: sys_form's column. */
const DEFAULT_PREVIEW_FIELD = 'formContent';

/** The list page kind (seed 002's list helper) for `list` and `tree-list` schemas. */
export function ListPage({ schema, pagePath, fixedFilters }: ListPageProps) {
  if (!schema.dataSource) return <Alert type="warning" showIcon message={m.noDataSource} />;
  return <ListPageBody schema={schema} dataSource={schema.dataSource} pagePath={pagePath ?? window.location.pathname} fixedFilters={fixedFilters} />;
}

function ListPageBody({ schema, dataSource, pagePath, fixedFilters }: { schema: AnyListPage; dataSource: DataSource; pagePath: string; fixedFilters?: Record<string, string> }) {
  const services = useRuntime();
  const adapter = useMemo(() => services.adapters.create(dataSource), [services.adapters, dataSource]);
  const idField = schema.rowKey ?? 'id';
  const { state, setState, page, loading, reload } = useListData(schema, adapter, fixedFilters);
  const { rows, onExpand } = useTreeRows(schema, adapter, page.records, idField);
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<{ mode: RecordMode; record?: Row } | null>(null);
  const [importing, setImporting] = useState(false);
  const [previewing, setPreviewing] = useState<{ id: string; action: PageAction } | null>(null);
  const [querying, setQuerying] = useState(false);
  const lists = services.permissions();
  const dictItems = useDictOptions([...schema.columns.map((c) => c.dictCode), ...(schema.search ?? []).map((s) => s.dictCode)]);
  const queryFields = useMemo(() => queryFieldsOf(schema), [schema]);

  const offered = (actions: PageAction[]) => actions.filter((a) => schema.form || !NEEDS_FORM.has(a.action));
  const toolbar = offered(visibleActions(schema.toolbar, lists));
  const rowActionLabels = offered(visibleActions(schema.rowActions, lists)).flatMap((a) => rowActionLabel(a) ?? []);
  const rowActionsShown = rowActionLabels.length > 0;

  const narrow = (change: Partial<typeof state>) => {
    setState((s) => ({ ...s, ...change, pageNo: 1 }));
    setSelected([]);
  };
  const afterRemoval = (removed: number) => {
    setState((s) => ({ ...s, pageNo: pageAfterRemoval({ total: page.total, removed, pageNo: s.pageNo, pageSize: s.pageSize }) }));
    reload();
  };
  const commands = useListCommands({ adapter, idField, state, selected, setSelected, afterRemoval });
  const custom = useCustomActions({
    idField,
    selected,
    rowOf: (id) => rows.find((r) => String(r[idField]) === id),
    reload,
    context: fixedFilters,
    renderList: (list, filters) => <ListPage schema={{ ...list, kind: 'list', version: 1 }} pagePath={`${pagePath}#${list.id}`} fixedFilters={filters} />,
  });

  const onToolbar = (action: PageAction) => {
    if (CUSTOM_ACTIONS.has(action.action)) return custom.run(action);
    switch (action.action) {
      case 'add':
        return setDialog({ mode: 'add' });
      case 'batchDelete':
        return commands.removeSelected();
      case 'reload':
        return reload();
      case 'export':
        return void commands.exportRows();
      case 'import':
        return setImporting(true);
      case 'superQuery':
        return setQuerying(true);
      case 'link':
        return action.to && services.navigate(action.to);
    }
  };
  const onRow = (action: PageAction, row: Row) => {
    if (CUSTOM_ACTIONS.has(action.action)) return custom.run(action, row);
    switch (action.action) {
      case 'edit':
      case 'detail':
        return setDialog({ mode: action.action, record: row });
      case 'delete':
        return void commands.removeRow(row);
      case 'workflow': {
        const url = workflowUrl(row, idField);
        return url && services.navigate(url);
      }
      case 'link':
        return action.to && services.navigate(linkTarget(action.to, row));
      case 'preview':
        return setPreviewing({ id: String(row[idField]), action });
    }
  };

  const tagClassName = useTagClassName();
  // antd's md breakpoint is 768 px: below it is the seed's narrow tier (767.99 px or less). A window
  // that matches no breakpoint at all (a test's DOM without a width) is not taken for a phone.
  const screens = Grid.useBreakpoint();
  const narrowScreen = screens.md === false && (screens.xs === true || screens.sm === true);
  const columns = buildColumns({
    narrow: narrowScreen,
    tagClassName,
    columns: schema.columns,
    lists,
    dictItems,
    state,
    fileUrl: services.fileUrl,
    actionsWidth: actionsColumnWidth(rowActionLabels),
    actions: rowActionsShown ? (row) => <RowActionLinks actions={offered(visibleActions(schema.rowActions, lists, row, idField))} onAction={(a) => onRow(a, row)} /> : undefined,
  });

  return (
    <Card title={schema.title} variant="borderless">
      <SearchBar fields={(schema.search ?? []).filter((f) => hasPermission(f.has, lists))} dictItems={dictItems} onSearch={(search) => narrow({ search })} onReset={() => narrow({ search: {}, columnFilters: {} })} />
      <ListToolbar actions={toolbar} onAction={onToolbar} />
      {state.superQuery && <SuperQueryBanner onClear={() => narrow({ superQuery: undefined })} />}
      <SelectionBar count={selected.length} onClear={() => setSelected([])} />
      {/* The cells draw tags as spans of Tag's class: one real Tag has antd write its styles. */}
      {schema.columns.some((c) => c.render === 'tag') && <Tag style={{ display: 'none' }} aria-hidden />}
      <Table<Row>
        rowKey={idField}
        size="middle"
        bordered
        loading={loading}
        columns={columns}
        dataSource={rows}
        {...tableScroll(columns, rows.length, state.pageSize)}
        expandable={onExpand ? { onExpand } : undefined}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        pagination={{
          current: state.pageNo,
          pageSize: state.pageSize,
          total: page.total,
          showQuickJumper: true,
          showSizeChanger: true,
          pageSizeOptions: pageSizeOptions(schema.pageSize),
          showTotal: totalText,
        }}
        onChange={(pagination, filters, sorter) =>
          setState((s) => applyTableChange(s, { current: pagination.current, pageSize: pagination.pageSize, sorter: Array.isArray(sorter) ? (sorter[0] ?? {}) : sorter, filters }, schema.defaultSort))
        }
      />
      {dialog && schema.form && <RecordDialog mode={dialog.mode} form={schema.form} names={{ entityLabel: schema.entity?.label, pageTitle: schema.title }} record={dialog.record} readWhole={(schema.entity?.details?.length ?? 0) > 0} fixedValues={fixedFilters} adapter={adapter} idField={idField} onSaved={reload} onClose={() => setDialog(null)} />}
      {previewing && (
        <FormPreviewDialog
          adapter={adapter}
          id={previewing.id}
          field={previewing.action.field ?? DEFAULT_PREVIEW_FIELD}
          title={previewing.action.label ?? m.preview}
          onClose={() => setPreviewing(null)}
        />
      )}
      {importing && <ImportDialog adapter={adapter} fileUrl={services.fileUrl} onImported={reload} onClose={() => setImporting(false)} />}
      {custom.element}
      <SuperQueryModal
        open={querying}
        fields={queryFields}
        value={state.superQuery}
        pagePath={pagePath}
        onSearch={(superQuery: SuperQuery | undefined) => narrow({ superQuery })}
        onClose={() => setQuerying(false)}
      />
    </Card>
  );
}
