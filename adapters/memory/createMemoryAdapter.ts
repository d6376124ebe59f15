import { AdapterError, type DataAdapter, type DictOption, type ListQuery, type Row, type TreeNode } from '../../schemas/adapter.ts';
import type { EntityField } from '../../schemas/types.ts';
import { FilterRefusal, parseFilters, rawConditions, superQueryFilter, type FieldLookup, type Filter } from '../../schemas/query/index.ts';
import { matchesFilters } from '../query/matchFilter.ts';
import { pageOf } from '../query/pageOf.ts';
import { queryFieldsOf, rowFields, SYSTEM_QUERY_FIELDS } from '../query/rowFields.ts';
import { sortRows } from '../query/sortRows.ts';
import { toOption, withDictText, type DictItem } from './dictText.ts';
import { exportRows } from './exportRows.ts';
import { importRows } from './importRows.ts';
import { memoryMessages as m } from './messages.ts';
import { coerceValues, refusalOf } from './validateValues.ts';

export interface MemoryAdapterOptions {
  /** The fixture rows; they are copied, never changed. */
  rows: readonly Row[];
  /** Dictionary items by code, for `options` and `<field>_dictText`. */
  dictionaries?: Record<string, readonly DictItem[]>;
  idField?: string;
  /**
   * The entity's declared fields: which keys filter, which fields translate through a dictionary,
   * and what a save must satisfy (required, unique, type, length). Without them every key of the
   * rows filters and nothing is checked.
   */
  fields?: readonly EntityField[];
  /** The export's name and sheet title. */
  label?: string;
  tree?: { parentField: string; hasChildField?: string; titleField?: string };
  /** Clock and id source, replaceable so tests are repeatable. */
  now?: () => Date;
  newId?: () => string;
}

const ROOT_PARENT = '0';

const pad = (n: number) => String(n).padStart(2, '0');
const stamp = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

function checkSignal(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw Object.assign(new Error('aborted'), { name: 'AbortError' });
}

/**
 * The reference adapter: the server's list semantics (QueryGenerator filters, the advanced query,
 * sort, paging, dictionary texts) and its save checks over rows kept in memory. Tests, the contract
 * suite and the designer's preview use it.
 */
export function createMemoryAdapter(options: MemoryAdapterOptions): DataAdapter {
  const idField = options.idField ?? 'id';
  const fields = options.fields ?? [];
  const now = options.now ?? (() => new Date());
  let counter = 0;
  const newId = options.newId ?? (() => `${Date.now()}${String(++counter).padStart(6, '0')}`);
  let rows: Row[] = options.rows.map((r) => ({ ...r }));

  const dictionaries = new Map(Object.entries(options.dictionaries ?? {}).map(([code, items]) => [code, items.map(toOption)]));
  const dictOf = new Map<string, DictOption[]>();
  for (const f of fields) if (f.dict) dictOf.set(f.name, dictionaries.get(f.dict) ?? []);

  const fieldOf = rowFields(
    [...SYSTEM_QUERY_FIELDS, { name: idField, type: 'string' }, ...(options.tree ? [{ name: options.tree.parentField, type: 'string' as const }] : []), ...queryFieldsOf(fields)],
    () => rows,
  );

  const find = (id: string) => rows.find((r) => String(r[idField]) === id);
  const present = (row: Row): Row => {
    const out = withDictText(row, dictOf);
    const tree = options.tree;
    if (tree) out[tree.hasChildField ?? 'hasChild'] = rows.some((r) => String(r[tree.parentField]) === String(row[idField])) ? '1' : '0';
    return out;
  };
  const matching = (query: Omit<ListQuery, 'pageNo' | 'pageSize'>) => {
    const filters = listFilters(query, fieldOf);
    return sortRows(rows.filter((r) => matchesFilters(r, filters)), query.sort);
  };
  const refuse = (values: Row, others: Row[]) => {
    const refusal = refusalOf(values, fields, others, dictOf);
    if (!refusal) return;
    throw new AdapterError(refusal.code, Object.values(refusal.fieldErrors)[0], refusal.fieldErrors);
  };
  const storable = (values: Row) => (fields.length > 0 ? coerceValues(values, fields) : withoutDerived(values));
  const withDefaults = (values: Row) => {
    const out = { ...values };
    for (const f of fields) if (f.default !== undefined && (out[f.name] === undefined || out[f.name] === '')) out[f.name] = f.default;
    return out;
  };
  const insert = (values: Row): Row => {
    const complete = withDefaults(values);
    refuse(complete, rows);
    const row = { ...storable(complete), [idField]: newId(), createTime: stamp(now()) };
    rows = [...rows, row];
    return row;
  };

  return {
    async list({ query, signal }) {
      checkSignal(signal);
      const page = pageOf(matching(query), query.pageNo, query.pageSize);
      return { ...page, records: page.records.map(present) };
    },
    async get({ id, signal }) {
      checkSignal(signal);
      const row = find(id);
      if (!row) throw new AdapterError('not_found', m.notFound);
      return present(row);
    },
    async create({ values, signal }) {
      checkSignal(signal);
      insert(values);
      return { message: m.added };
    },
    async update({ id, values, signal }) {
      checkSignal(signal);
      const current = find(id);
      if (!current) throw new AdapterError('not_found', m.notFound);
      const next = { ...current, ...storable(values), [idField]: current[idField], updateTime: stamp(now()) };
      refuse(next, rows.filter((r) => r !== current));
      rows = rows.map((r) => (r === current ? next : r));
      return { message: m.edited };
    },
    async remove({ id, signal }) {
      checkSignal(signal);
      if (!find(id)) throw new AdapterError('not_found', m.notFound);
      rows = rows.filter((r) => String(r[idField]) !== id);
      return { message: m.deleted };
    },
    async removeMany({ ids, signal }) {
      checkSignal(signal);
      const gone = new Set(ids);
      // As the server: a batch that matches no row at all is refused, a partly stale one is not.
      if (!rows.some((r) => gone.has(String(r[idField])))) throw new AdapterError('not_found', m.notFound);
      rows = rows.filter((r) => !gone.has(String(r[idField])));
      return { message: m.batchDeleted };
    },
    async export({ query, selections, onProgress, signal }) {
      checkSignal(signal);
      const chosen = new Set(selections);
      const picked = selections.length > 0 ? sortRows(rows.filter((r) => chosen.has(String(r[idField]))), query.sort) : matching(query);
      const file = await exportRows({ rows: picked, fields, dictOf, label: options.label ?? m.defaultExportName });
      onProgress?.({ loaded: file.data.size, total: file.data.size });
      return file;
    },
    async import({ file, validate, onProgress, signal }) {
      checkSignal(signal);
      onProgress?.({ loaded: file.size, total: file.size });
      const undo = (inserted: readonly Row[]) => {
        rows = rows.filter((r) => !inserted.includes(r));
      };
      return importRows({ file, validate, fields, dictOf, insert, undo });
    },
    async options({ dictCode, keyword, signal }) {
      checkSignal(signal);
      const code = dictCode.trim();
      if (!code) throw new AdapterError('invalid', m.dictCodeRequired);
      const items = dictionaries.get(code) ?? [];
      return keyword ? items.filter((i) => i.text.includes(keyword)) : items;
    },
    async tree({ parentId, signal }) {
      checkSignal(signal);
      const tree = options.tree;
      if (!tree) throw new AdapterError('invalid', m.noTree);
      const parent = parentId ?? ROOT_PARENT;
      return rows.filter((r) => String(r[tree.parentField] ?? ROOT_PARENT) === parent).map((r): TreeNode => {
        const id = String(r[idField]);
        const isLeaf = !rows.some((c) => String(c[tree.parentField]) === id);
        return { ...present(r), key: id, value: id, title: String(r[tree.titleField ?? idField] ?? id), isLeaf };
      });
    },
  };
}

/**
 * A list query's filters and advanced query, parsed by the server's own grammar (schemas/query);
 * what the server refuses (an unknown field, a value its type cannot hold) is refused as invalid.
 */
function listFilters(query: Pick<ListQuery, 'filters' | 'superQuery'>, fieldOf: FieldLookup): Filter[] {
  try {
    const filters = parseFilters({ params: query.filters, fieldOf });
    const advanced = query.superQuery && superQueryFilter(rawConditions(query.superQuery.conditions), query.superQuery.matchType, fieldOf);
    return advanced ? [...filters, advanced] : filters;
  } catch (error) {
    if (error instanceof FilterRefusal) throw new AdapterError('invalid', error.message);
    throw error;
  }
}

/** Without declared fields, values are stored as given, less what the list adds (`_dictText`). */
function withoutDerived(values: Row): Row {
  return Object.fromEntries(Object.entries(values).filter(([k]) => !k.endsWith('_dictText')));
}

