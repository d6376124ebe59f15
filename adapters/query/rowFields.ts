import type { Row } from '../../schemas/adapter.ts';
import type { FieldLookup, QueryField } from '../../schemas/query/filter.ts';
import type { EntityField } from '../../schemas/types.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;

/** The type of a column nobody declared, read from the first value it holds, as a database column has one. */
function inferredType(rows: readonly Row[], name: string): QueryField['type'] {
  const cell = rows.find((r) => r[name] !== null && r[name] !== undefined)?.[name];
  if (typeof cell === 'number') return Number.isInteger(cell) ? 'integer' : 'number';
  if (typeof cell === 'boolean') return 'boolean';
  if (typeof cell === 'string' && DATE.test(cell)) return 'date';
  if (typeof cell === 'string' && DATE_TIME.test(cell)) return 'datetime';
  return 'string';
}

/**
 * The fields a memory list may filter on, as the server knows an entity's: the declared ones with
 * their types, the system columns, and, since fixtures may hold columns nobody declared, any key the
 * rows have (typed from its values). Any other name is refused, as the server refuses it.
 */
export function rowFields(declared: readonly QueryField[], rows: () => readonly Row[]): FieldLookup {
  const byName = new Map(declared.map((f) => [f.name, f]));
  return (name) => {
    const field = byName.get(name);
    if (field) return field;
    const current = rows();
    return current.some((r) => name in r) ? { name, type: inferredType(current, name) } : undefined;
  };
}

/** The audit columns every entity table has, filtered like declared fields. */
export const SYSTEM_QUERY_FIELDS: readonly QueryField[] = [
  { name: 'id', type: 'string' },
  { name: 'createBy', type: 'string' },
  { name: 'createTime', type: 'datetime' },
  { name: 'updateBy', type: 'string' },
  { name: 'updateTime', type: 'datetime' },
  { name: 'sysOrgCode', type: 'string' },
];

/** Declared fields as query fields. */
export const queryFieldsOf = (fields: readonly EntityField[]): QueryField[] => fields.map((f) => ({ name: f.name, type: f.type }));
