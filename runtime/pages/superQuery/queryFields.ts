import type { AnyListPage } from '../../../schemas/types.ts';

/** A field the builder offers: its label, how the server reads its value, and its dictionary. */
export interface QueryField {
  field: string;
  label: string;
  /** `type` of the condition: string, int, number, date, datetime, boolean. */
  type: string;
  /** `dbType` when the server must cast the value (api-contract section 1, super query). */
  dbType?: string;
  dictCode?: string;
}

const BY_ENTITY_TYPE: Record<string, Pick<QueryField, 'type' | 'dbType'>> = {
  string: { type: 'string' },
  text: { type: 'string' },
  integer: { type: 'int', dbType: 'int' },
  number: { type: 'number', dbType: 'bigdecimal' },
  date: { type: 'date' },
  datetime: { type: 'datetime' },
  boolean: { type: 'boolean', dbType: 'boolean' },
};

/**
 * The fields of a list page's advanced query: the entity's declared fields, then the columns the
 * entity does not declare (createTime and the like), typed by how the column renders.
 */
export function queryFieldsOf(page: Pick<AnyListPage, 'entity' | 'columns'>): QueryField[] {
  const fields: QueryField[] = (page.entity?.fields ?? []).map((f) => ({
    field: f.name,
    label: f.label,
    ...BY_ENTITY_TYPE[f.type],
    ...(f.dict ? { dictCode: f.dict } : {}),
  }));
  for (const column of page.columns) {
    if (fields.some((f) => f.field === column.field)) continue;
    const type = column.render === 'date' ? 'date' : column.render === 'datetime' ? 'datetime' : 'string';
    fields.push({ field: column.field, label: column.title, type, ...(column.dictCode ? { dictCode: column.dictCode } : {}) });
  }
  return fields;
}
