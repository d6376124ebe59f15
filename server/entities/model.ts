import type { Entity, EntityField } from '../../schemas/types.ts';
import type { FieldCheckName } from './fieldChecks.ts';
import { columnOf, fieldOf } from './names.ts';

export type FieldType = EntityField['type'];

export const ENTITY_ACTIONS = ['list', 'add', 'edit', 'delete', 'export', 'import'] as const;
export type EntityAction = (typeof ENTITY_ACTIONS)[number];

/** A dictionary a field's values come from: sys_dict items, or a declared entity's table. */
export type DictRef =
  | { kind: 'code'; code: string }
  | { kind: 'table'; table: string; text: string; value: string };

/** One column of an entity table as the server uses it: declared fields and system columns alike. */
export interface FieldModel {
  name: string;
  column: string;
  label: string;
  type: FieldType;
  length?: number;
  required: boolean;
  unique: boolean;
  dict?: DictRef;
  default?: string | number | boolean;
  substring: boolean;
  /** The content check (fieldChecks.ts) every written value must pass. */
  check?: FieldCheckName;
  /** Rich text: sanitised before it is stored (recordValue). */
  html?: boolean;
  /** Stored encrypted (secrets.ts), never answered, not queryable; a blank edit keeps it. */
  secret?: boolean;
  /** Personal data (ID card, phone): never a table dictionary's text or value (dictSource.ts). */
  sensitive?: boolean;
  /** A system column (id, audit, org, tenant): never written from a request body. */
  system: boolean;
  /** May be used as a list filter or sort column. */
  queryable: boolean;
}

export interface EntityModel {
  /** The schema file that declares it, for messages. */
  file: string;
  /** The menu components of the declaring page: its permission buttons hang under that menu. */
  components: string[];
  table: string;
  api: string;
  permission: string;
  label: string;
  /** The actions served (endpoints and permission codes): a log is list-only, for instance. */
  actions: readonly EntityAction[];
  /** Declared fields in their declared order. */
  fields: FieldModel[];
  /** System columns, then declared fields. */
  columns: FieldModel[];
  byName: Map<string, FieldModel>;
  /** Every action is behind the permission code itself, not `<permission>:<action>` (permissions.ts). */
  oneCode: boolean;
  /** Delete marks rows (`delFlag` 1) instead of removing them (softDelete.ts). */
  softDelete: boolean;
  /** A tree table (tree.ts): the parent-id field, the has-child column the engine keeps, and the roots' parent value. */
  tree?: TreeModel;
  /** How a new row gets its id: generated text, or an integer the administrator chooses (ids.ts). */
  idStrategy: 'text' | 'integer';
  /** One table for every tenant (tenants, menus, data rules): no tenant narrows its reads (softDelete.ts visible) or writes (crudRoutes.ts), nor marks new rows. */
  sharedAcrossTenants: boolean;
  /** With idStrategy integer: the largest id allowed, and whether a blank id takes the next number (chosenId.ts). */
  chosenId: { max?: number; next: boolean };
  /** The list's order when the request names no column. */
  defaultSort: { field: string; direction: 'asc' | 'desc' }[];
  /** Link fields (links.ts): ids kept as rows of a join table, not columns of this one. */
  links: LinkModel[];
  /** Detail entities saved and read with this one (details.ts); resolved once every entity is known (registry.ts). */
  details: DetailModel[];
  /** The declaration's `details`, until the registry resolves them. */
  declaredDetails: readonly { table: string; foreignKey: string; key: string; orderField?: string }[];
}

/** A link field: `table` holds one row per link, this row's id in `key`, the linked id in `value` (query-builder names). */
export interface LinkModel {
  name: string;
  label: string;
  table: string;
  key: string;
  value: string;
}

export interface TreeModel {
  parent: string;
  hasChild: string;
  /** The parent value of the top level; null where roots have no parent (sys_permission). */
  root: string | null;
  /** The has-child column holds is-leaf instead (sys_permission.is_leaf: 1 without children). */
  leaf: boolean;
}

/** A detail entity of a master (a bus line's stops): its rows travel under `key`, linked by `foreignKey`. */
export interface DetailModel {
  entity: EntityModel;
  foreignKey: FieldModel;
  key: string;
  orderField?: FieldModel;
}

const system = (name: string, type: FieldType, length: number | undefined, queryable: boolean): FieldModel => ({
  name, column: columnOf(name), label: name, type, length, required: false, unique: false, substring: false, system: true, queryable,
});

/** The columns every entity table has, like the system tables (api-contract section 5). */
export const SYSTEM_FIELDS: readonly FieldModel[] = [
  system('id', 'string', 32, true),
  system('createBy', 'string', 100, true),
  system('createTime', 'datetime', undefined, true),
  system('updateBy', 'string', 100, true),
  system('updateTime', 'datetime', undefined, true),
  system('sysOrgCode', 'string', 64, true),
  system('tenantId', 'integer', undefined, false),
];

/** `table,text,code` or a plain code; the parts of a table form are checked by the registry. */
export function parseDict(dict: string): DictRef {
  const parts = dict.split(',').map((part) => part.trim());
  if (parts.length === 1) return { kind: 'code', code: parts[0] };
  return { kind: 'table', table: parts[0] ?? '', text: parts[1] ?? '', value: parts.slice(2).join(',') };
}

export function fieldModel(field: EntityField): FieldModel {
  return {
    name: field.name,
    column: columnOf(field.name),
    label: field.label,
    type: field.type,
    length: field.type === 'string' ? (field.length ?? 255) : field.length,
    required: field.required === true,
    unique: field.unique === true,
    dict: field.dict ? parseDict(field.dict) : undefined,
    default: field.default,
    substring: field.search === 'substring',
    check: field.check,
    html: field.format === 'html',
    secret: field.secret === true,
    sensitive: field.sensitive === true,
    system: false,
    queryable: field.secret !== true,
  };
}

export interface Declaration {
  file: string;
  title?: string;
  components?: string[];
}

/** The system columns of this entity: the common ones, its id as its strategy stores it, and those its features keep. */
function systemColumns(entity: Entity): FieldModel[] {
  const columns = SYSTEM_FIELDS.map((f) => (f.name === 'id' && entity.idStrategy === 'integer' ? { ...f, type: 'integer' as const, length: undefined } : f));
  if (entity.softDelete) columns.push({ ...system('delFlag', 'integer', undefined, true), default: 0 });
  if (entity.tree) columns.push({ ...system(entity.tree.hasChildField, 'string', 3, true), default: entity.tree.leaf ? '1' : '0' });
  return columns;
}

const treeModel = (tree: NonNullable<Entity['tree']>): TreeModel => ({
  parent: tree.parentField, hasChild: tree.hasChildField, root: tree.root === undefined ? '0' : tree.root, leaf: tree.leaf === true,
});

export function entityModel(entity: Entity, where: Declaration): EntityModel {
  // Link fields are rows of a join table: they are no column, so neither written nor selected with the row.
  const fields = entity.fields.filter((f) => !f.link).map(fieldModel);
  const links = entity.fields.flatMap((f) => (f.link ? [{ name: f.name, label: f.label, table: f.link.table, key: fieldOf(f.link.key), value: fieldOf(f.link.value) }] : []));
  const columns = [...systemColumns(entity), ...fields];
  return {
    file: where.file,
    components: where.components ?? [],
    table: entity.table,
    api: entity.api,
    permission: entity.permission,
    label: entity.label || where.title || entity.table,
    actions: entity.actions ? ENTITY_ACTIONS.filter((a) => entity.actions?.includes(a)) : ENTITY_ACTIONS,
    fields,
    columns,
    byName: new Map(columns.map((f) => [f.name, f])),
    oneCode: entity.oneCode === true,
    softDelete: entity.softDelete === true,
    tree: entity.tree ? treeModel(entity.tree) : undefined,
    idStrategy: entity.idStrategy ?? 'text',
    sharedAcrossTenants: entity.sharedAcrossTenants === true,
    chosenId: { max: entity.chosenId?.max, next: entity.chosenId?.next === true },
    defaultSort: (entity.defaultSort ?? [{ field: 'createTime', order: 'desc' }]).map((k) => ({ field: k.field, direction: k.order ?? 'asc' })),
    links,
    details: [],
    declaredDetails: entity.details ?? [],
  };
}

/** A field by its name or its column name (`line_name`), as clients send either. */
export function findField(entity: EntityModel, name: string): FieldModel | undefined {
  return entity.byName.get(name) ?? entity.columns.find((f) => f.column === name);
}
