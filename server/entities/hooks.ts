import type { AuditedAction } from './auditChange.ts';
import type { AuthContext } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import type { LinkValues } from './links.ts';
import type { Db } from '../db/database.ts';
import type { EntityRow } from './dynamic.ts';
import type { Scalar } from './fieldValues.ts';
import type { Filter } from './filterRules.ts';
import type { EntityModel } from './model.ts';
import type { SchemaRegistry } from './registry.ts';

/** Where a hook runs: `db` is the write's transaction, so what a hook reads or writes commits or rolls back with the row. */
export interface HookContext {
  db: Db;
  entity: EntityModel;
  auth: AuthContext;
  /** Every declared entity: a hook may look at the others (which fields take a dictionary's values, a data rule's column). */
  registry: SchemaRegistry;
  /** The application, for what a change must tell beyond the database (caches, sessions): its queries go through `db` above. */
  app: AppContext;
}

export interface WriteChange {
  mode: 'add' | 'edit';
  /** The declared fields being written, checked and coerced (a hook may refuse, or change them). */
  values: Record<string, Scalar | null>;
  /** The row as it was, on edit. */
  before?: EntityRow;
  /** The request's body as sent (add and edit, not import): names of the entity's own beside its fields, as deptId of a department role. */
  body?: Record<string, unknown>;
  /** The link fields the body sends (links.ts), written after the row in the same transaction; a hook may check or change them. */
  links?: LinkValues;
}

/**
 * What is special about one entity, beside its declaration in the page schema (which stays the
 * only place its fields, endpoints and codes are said). Registered by table (server/entityHooks.ts).
 * Every hook is optional; a refusal is an ApiError thrown with the module's own message.
 */
export interface EntityHooks {
  /** After the field checks, inside the write's transaction, before the row is written. */
  beforeWrite?(ctx: HookContext, change: WriteChange): Promise<void>;
  /** After the row is written, inside the same transaction: a throw undoes the write. */
  afterWrite?(ctx: HookContext, change: WriteChange & { row: EntityRow }): Promise<void>;
  /** Before rows are deleted, inside the transaction: in-use refusals. */
  beforeDelete?(ctx: HookContext, rows: EntityRow[]): Promise<void>;
  /** After rows are deleted (or marked deleted), inside the same transaction. */
  afterDelete?(ctx: HookContext, rows: EntityRow[]): Promise<void>;
  /** Adds derived values to rows as they are answered by list and queryById (an export writes the declared fields only). */
  decorate?(db: Db, rows: EntityRow[]): Promise<void>;
  /**
   * List and export parameters of the entity's own, beside the list grammar (the log's `keyWord`,
   * content or user): the filters they ask for, and the parameters left for the grammar, which
   * refuses any it does not know. May refuse a value in the module's own words.
   */
  listParams?(params: Record<string, unknown>): { params: Record<string, unknown>; filters: Filter[] };
  /**
   * The row as the operation log names it ("主任(director)"); the first declared field's value by default.
   * `db` is the write's transaction, for a name that lives in another row (an item's dictionary code).
   */
  describe?(row: EntityRow, db: Db): string | Promise<string>;
  /**
   * The entity's own wording of the engine's refusals: `taken` may use {label} and {value}; a tree's
   * (tree.ts) {label}, and {name} and {count} in treeHasChildren; `inBatch` ({name}, {reason}) names
   * the row a refusal of a batch of several is about.
   */
  messages?: { notFound?: string; taken?: string; treeParentMissing?: string; treeParentIsSelf?: string; treeHasChildren?: string; inBatch?: string };
  /**
   * After a write or delete has committed: what the entity's rows decide outside the table (menus
   * and data rules decide what callers may do, so the process's permission caches are cleared).
   */
  afterCommit?(app: AppContext): void;
  /** The entity's own log line for a change (the engine's "删除职务：…" otherwise); `batch`: a deleteBatch. */
  auditLine?(action: AuditedAction, rows: EntityRow[], batch: boolean): string | undefined;
  /** After rows are restored from the recycle bin or purged from it (recycleBin.ts), inside the same transaction. */
  afterBin?(ctx: HookContext, action: 'restore' | 'purge', rows: EntityRow[]): Promise<void>;
  /** A batch naming an id of no row (or of a row the caller may not see) is refused whole, not done in part. */
  allOrNone?: boolean;
  /** add and edit answer the stored row as `result` (the older administration endpoints did; business ones answer the message). */
  answerRow?: boolean;
  /** The older platform's second path of an action, served the same (a data rule's `/sys/permission/addPermissionRule`). */
  paths?: Partial<Record<'add' | 'edit' | 'delete', string>>;
  /** The module serves queryById itself (an announcement is read by its recipients, not only by holders of the list code). */
  ownQueryById?: boolean;
  /** The largest add or edit body in bytes, where the entity's rich text needs more than the default (server/http/limitsConfig.ts). */
  bodyLimit?: number;
}

export type HookRegistry = ReadonlyMap<string, EntityHooks>;

const NO_HOOKS: EntityHooks = {};

export const hooksOf = (registry: HookRegistry | undefined, entity: EntityModel): EntityHooks => registry?.get(entity.table) ?? NO_HOOKS;
