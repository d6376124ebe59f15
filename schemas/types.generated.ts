/* Generated from schemas/meta/*.schema.json by `npm run gen:types`. Do not edit: change the meta-schema.
   schemas/types.test.ts fails when this file and the meta-schema drift apart. */

/**
 * A page of the back office: list, tree-list, form, detail or dashboard. Every schema in schemas/pages is one of these.
 */
export type PageSchema = {
  kind: 'list' | 'tree-list' | 'form' | 'detail' | 'dashboard';
} & (ListPage | TreeListPage | FormPage | DetailPage | DashboardPage);
/**
 * the schema language version; older schemas are migrated on load
 */
export type Version = 1;
export type PageId = string;
/**
 * permission actions, comma separated (seed 000 section 6)
 */
export type Permission = string;
export type SearchField = SearchField1;
/**
 * a toolbar or row action; call makes a request, form asks for values then makes one, subList opens a narrowed list (list) in a drawer, dialog opens a registered action dialog
 */
export type PageAction = Action;
export type Control = {
  id: string;
  _id?: string;
  /**
   * the control kinds of schemas/controls/catalogue.ts (its tdItem is a table cell, not a control; schemas/controlKinds.test.ts keeps the two lists equal). Typed as a string: the runtime renders a form given to it with an integrator's registry, whose kinds are more
   */
  compType: string;
  compName?: string;
  label?: string;
  showLabel?: boolean;
  labelWidth?: number | string;
  span?: number;
  gutter?: number;
  required?: boolean;
  disabled?: boolean;
  readonly?: boolean;
  clearable?: boolean;
  placeholder?: string;
  value?: unknown;
  rules?: ControlRule[];
  rulesType?: string;
  dataType?: 'static' | 'dynamic';
  options?: ControlOption[];
  action?: string;
  /**
   * fills options from a dictionary: a code, or table,text,code of a declared entity
   */
  dictCode?: string;
  /**
   * permission actions, comma separated; the control is not rendered without one
   */
  has?: string;
  /**
   * an expression over the form values; the control shows only while it is true
   */
  visibleWhen?: string;
  layout?: 'colItem' | 'rowItem' | 'tableItem' | 'dynamicItem';
  /**
   * a row's columns (RowColumn), or a dynamic table's controls (Control)
   */
  columns?: {
    [k: string]: unknown;
  }[];
  layoutArray?: TableCell[][];
  /**
   * extensions of integrators; the runtime ignores what it does not know
   */
  meta?: {
    [k: string]: unknown;
  };
  [k: string]: unknown;
};
export type ListPage = ListBody & ListPage1;
export type TreeListPage = ListBody & TreeListPage1;
/**
 * stat, list and chart read a dataSource (a total, a column of the first rows, bars of `field`); figures and table read the GET address `url` (`field` picks a part of its result by a dotted path): figures show `fields` as figures, table shows the array there with `fields` as columns
 */
export type DashboardWidget = DashboardWidget1;

/**
 * extensions of integrators; the runtime ignores what it does not know
 */
export interface Meta {
  [k: string]: unknown;
}
/**
 * the menu components this page serves (the component names of sys_permission rows)
 */
export interface PageRoute {
  /**
   * @minItems 1
   */
  components: [string, ...string[]];
}
export interface DataSource {
  /**
   * a registered adapter name
   */
  adapter: string;
  /**
   * the adapter's own arguments (the http adapter takes api, the in-memory one fixture)
   */
  args?: {
    [k: string]: unknown;
  };
}
export interface EntityField {
  name: string;
  label: string;
  /**
   * a link field: not a column of the table but rows of a join table, one per linked id (a user's roles in sys_user_role). Sent and answered as a comma-separated list of ids; a write that sends the field replaces the links in its transaction, one that leaves it out keeps them. table: the join table; key: its column holding this row's id; value: its column holding the linked id
   */
  link?: {
    table: string;
    key: string;
    value: string;
  };
  type: 'string' | 'text' | 'integer' | 'number' | 'date' | 'datetime' | 'boolean';
  length?: number;
  required?: boolean;
  unique?: boolean;
  /**
   * a dictionary code, or table,text,code of a declared entity
   */
  dict?: string;
  default?: string | number | boolean;
  /**
   * substring: the field gets an index that serves *text* searches
   */
  search?: 'substring';
  /**
   * a password or key (string fields): stored encrypted, never answered by list, read or export, and kept as it is when an edit leaves it blank
   */
  secret?: boolean;
  /**
   * personal data (an ID-card or phone number): shown in the entity's own list and forms, but never a table dictionary's text or value, so other pages cannot read it through a picker
   */
  sensitive?: boolean;
  /**
   * html: rich text (string or text fields), sanitised by the server before it is stored; the form edits it with the editor control
   */
  format?: 'html';
  /**
   * a content check the server applies to a string or text value on add, edit and import (blank values are left to required): json any JSON, jsonArray a JSON array, checkRule a check rule's items, fillParams a fill rule's parameters, code letters, digits, _ and - only (codes other rows keep in comma-separated lists); residentIdCard, creditCode, divisionCode, mobile, landline and telephone are the rule library's rules of those names (schemas/rules/ruleLibrary.ts), check digits included, which the form's controls carry as their rules
   */
  check?:
    | 'json'
    | 'jsonArray'
    | 'checkRule'
    | 'fillParams'
    | 'code'
    | 'residentIdCard'
    | 'creditCode'
    | 'divisionCode'
    | 'mobile'
    | 'landline'
    | 'telephone';
}
/**
 * declares a table; the server creates it and serves list, get, add, edit, delete, deleteBatch, exportXls and importExcel under api
 */
export interface Entity {
  /**
   * not a system table, except those the server serves as declared entities with hooks of their own (server/entityHooks.ts): a schema file could otherwise serve sys_user through the generic endpoints
   */
  table: string;
  /**
   * endpoint base under /jeecg-boot, e.g. /bus/busLine
   */
  api: string;
  /**
   * code prefix: <prefix>:list, :add, :edit, :delete, :export, :import
   */
  permission: string;
  label?: string;
  /**
   * the actions served (each with its endpoints and permission code); all six when absent. list also serves queryById, delete also deleteBatch
   *
   * @minItems 1
   */
  actions?: [
    'list' | 'add' | 'edit' | 'delete' | 'export' | 'import',
    ...('list' | 'add' | 'edit' | 'delete' | 'export' | 'import')[]
  ];
  /**
   * every action is behind the permission code itself instead of <prefix>:<action> (a menu's data rules: permission:dataRule)
   */
  oneCode?: boolean;
  /**
   * delete marks rows (del_flag = 1) instead of removing them: lists, queryById, dictionaries and uniqueness skip marked rows, and the entity serves recycleBin (GET), putRecycleBin (PUT {ids}) and deleteRecycleBin (DELETE ?ids=) under the codes <prefix>:recycleBin and <prefix>:purge
   */
  softDelete?: boolean;
  /**
   * a tree table: parentField (a declared field) holds the parent's id, root (default '0') on the top level; the server keeps hasChildField ('1'/'0') up to date, refuses a parent that is the row itself or below it and deleting a row with children, lists the roots when the list has no filter, and serves rootList and childList?pid=
   */
  tree?: {
    parentField: string;
    hasChildField: string;
    /**
     * the parent value of the top level: '0' by default; null where the roots' parent column is empty (sys_permission)
     */
    root?: string | null;
    /**
     * hasChildField holds is-leaf instead (1 without children, 0 with), as sys_permission.is_leaf does
     */
    leaf?: boolean;
  };
  /**
   * text (default): the server generates the id; integer: the administrator chooses an integer id on add (a tenant number), refused when taken
   */
  idStrategy?: 'text' | 'integer';
  /**
   * the table is one for every tenant (the tenants themselves, the menus and their data rules): no tenant narrows its reads, writes or deletes, and new rows belong to no tenant
   */
  sharedAcrossTenants?: boolean;
  /**
   * with idStrategy integer: max, the largest id an administrator may choose (2147483647 when absent); next, a blank id takes the number after the highest instead of being refused
   */
  chosenId?: {
    max?: number;
    next?: boolean;
  };
  /**
   * the list's order when the request names no column (createTime descending otherwise)
   *
   * @minItems 1
   */
  defaultSort?: [
    {
      field: string;
      order?: 'asc' | 'desc';
    },
    ...{
      field: string;
      order?: 'asc' | 'desc';
    }[]
  ];
  /**
   * named field sets (fieldsets/<name>.json beside the page files) whose fields come first in the entity, and whose controls come first in the page's form unless the form has a control of that id: the fields many entities share (the village a record belongs to, a resident's name, ID number and phone) are declared once. The loader replaces the names with the fields, so the front end receives plain fields
   *
   * @minItems 1
   */
  fieldSets?: [string, ...string[]];
  /**
   * the entity's own fields, after those of its field sets
   *
   * @minItems 1
   */
  fields: [EntityField, ...EntityField[]];
  /**
   * detail entities saved with this one (master-detail): add and edit take each detail's rows under its key and write the master, the added and changed rows and the deletion of the rows left out in one transaction, each row checked by the detail entity's declared rules; queryById answers the rows under the key; deleting a master deletes its rows
   *
   * @minItems 1
   */
  details?: [
    {
      /**
       * the table of another declared entity (the detail)
       */
      table: string;
      /**
       * the detail's declared string field holding the master's id; set by the server, never from the body
       */
      foreignKey: string;
      /**
       * where the rows travel in the body and in queryById's answer, e.g. stops; usually the id of the editableTable control that edits them
       */
      key: string;
      /**
       * the detail's declared integer field the server numbers 1..n in the rows' order; rows are read back in that order (by id without one)
       */
      orderField?: string;
    },
    ...{
      /**
       * the table of another declared entity (the detail)
       */
      table: string;
      /**
       * the detail's declared string field holding the master's id; set by the server, never from the body
       */
      foreignKey: string;
      /**
       * where the rows travel in the body and in queryById's answer, e.g. stops; usually the id of the editableTable control that edits them
       */
      key: string;
      /**
       * the detail's declared integer field the server numbers 1..n in the rows' order; rows are read back in that order (by id without one)
       */
      orderField?: string;
    }[]
  ];
}
export interface SearchField1 {
  field: string;
  /**
   * the entity's hooks (server/entityHooks.ts) answer or read it: a value added on read (decorate, as a user's roleNames) or a list parameter of the entity's own (listParams, as departId), so it need not be a declared field
   */
  fromHooks?: boolean;
  label: string;
  component?: 'input' | 'select' | 'date' | 'dateRange' | 'number' | 'tree';
  /**
   * how a text value is sent: like *v*, ne !v, ge >=v, le <=v
   */
  match?: 'eq' | 'like' | 'ne' | 'ge' | 'le';
  trim?: boolean;
  dictCode?: string;
  placeholder?: string;
  has?: Permission;
  /**
   * for tree: the GET answering the tree (id or key, title or departName, children); the chosen node's id is the filter
   */
  url?: string;
}
export interface ListColumn {
  field: string;
  /**
   * the entity's hooks (server/entityHooks.ts) answer or read it: a value added on read (decorate, as a user's roleNames) or a list parameter of the entity's own (listParams, as departId), so it need not be a declared field
   */
  fromHooks?: boolean;
  title: string;
  width?: number;
  align?: 'left' | 'center' | 'right';
  sorter?: boolean;
  ellipsis?: boolean;
  dictCode?: string;
  render?: 'text' | 'tag' | 'date' | 'datetime' | 'image' | 'link';
  /**
   * offer the dictionary items as column filters
   */
  filters?: boolean;
  has?: Permission;
}
export interface Action {
  action:
    | 'add'
    | 'edit'
    | 'detail'
    | 'delete'
    | 'batchDelete'
    | 'reload'
    | 'export'
    | 'import'
    | 'superQuery'
    | 'workflow'
    | 'link'
    | 'preview'
    | 'call'
    | 'form'
    | 'subList'
    | 'dialog';
  label?: string;
  has?: Permission;
  /**
   * for link: a path; {field} is replaced by the row's value
   */
  to?: string;
  /**
   * for preview: the field of the record (read by id) holding a designed form, a formContent object or its JSON text; formContent when absent
   */
  field?: string;
  /**
   * an expression over the row; the action shows only while it is true
   */
  when?: string;
  call?: ActionCall;
  /**
   * for call: asked first (确定/取消); the call is made only on 确定
   */
  confirm?: string;
  /**
   * in the toolbar: none (default) or the selected rows it needs; {ids} in a call is their ids, comma-joined
   */
  selection?: 'none' | 'one' | 'many';
  /**
   * for form, subList and dialog: the dialog's title (the label when absent)
   */
  title?: string;
  width?: number;
  content?: FormContent;
  list?: ListBody;
  /**
   * for subList: fixed filters ({field} from the row), also the defaults of records added there
   */
  filters?: {
    [k: string]: string;
  };
  /**
   * for dialog: a registered action dialog
   */
  dialog?: string;
  /**
   * for dialog: the dialog's own arguments ({field} from the row)
   */
  args?: {
    [k: string]: unknown;
  };
}
/**
 * a request an action makes; in url, params and body {field} is the row's (or the form's) value, {ids} the selected ids
 */
export interface ActionCall {
  method: 'get' | 'post' | 'put' | 'delete';
  url: string;
  params?: {
    [k: string]: unknown;
  };
  body?: {
    [k: string]: unknown;
  };
}
/**
 * A designed form: the formContent of a saved form.
 */
export interface FormContent {
  list: Control[];
  config: FormConfig;
}
export interface ControlRule {
  /**
   * a regular expression
   */
  rule: string;
  msg: string;
}
export interface ControlOption {
  label: string;
  value: string | number | boolean;
}
export interface TableCell {
  id?: string | number;
  compType?: 'tdItem';
  col: number;
  row: number;
  hide?: boolean;
  style?: {
    background?: string;
    width?: number;
  };
  columns: Control[];
}
export interface FormConfig {
  version?: string;
  formRef?: string;
  formModel?: string;
  rules?: string;
  formRules?: string;
  size?: 'medium' | 'small' | 'mini';
  labelPosition?: 'right' | 'left' | 'top';
  /**
   * 60-140 in the settings dialog; 0 when labels are hidden
   */
  labelWidth?: number | string;
  gutter?: number;
  disabled?: boolean;
  dynamicTableAllowed?: boolean;
  [k: string]: unknown;
}
export interface ListBody {
  /**
   * the meta-schema, for editors
   */
  $schema?: string;
  version?: Version;
  id: PageId;
  title: string;
  route?: PageRoute;
  has?: Permission;
  entity?: Entity;
  dataSource?: DataSource;
  rowKey?: string;
  search?: SearchField[];
  /**
   * @minItems 1
   */
  columns: [ListColumn, ...ListColumn[]];
  toolbar?: PageAction[];
  rowActions?: PageAction[];
  form?: PageForm;
  defaultSort?: {
    column: string;
    order: 'asc' | 'desc';
  };
  /**
   * rows per page; the size changer offers 10, 20, 30 and this one
   */
  pageSize?: 10 | 20 | 30 | 50 | 100;
  meta?: Meta;
}
export interface PageForm {
  mode?: 'modal' | 'drawer';
  width?: number;
  title?: string;
  content: FormContent;
  /**
   * ids of controls chosen when a record is added and shown read-only when it is edited (a number or code the record is known by)
   */
  readOnlyOnEdit?: string[];
}
export interface ListPage1 {
  kind: 'list';
}
export interface TreeListPage1 {
  kind: 'tree-list';
  tree: {
    parentField: string;
    hasChildField?: string;
  };
}
export interface FormPage {
  /**
   * the meta-schema, for editors
   */
  $schema?: string;
  kind: 'form';
  version: Version;
  id: PageId;
  title: string;
  route?: PageRoute;
  has?: Permission;
  dataSource?: DataSource;
  content: FormContent;
  meta?: Meta;
}
export interface DetailPage {
  /**
   * the meta-schema, for editors
   */
  $schema?: string;
  kind: 'detail';
  version: Version;
  id: PageId;
  title: string;
  route?: PageRoute;
  has?: Permission;
  dataSource: DataSource;
  /**
   * @minItems 1
   */
  fields: [
    {
      field: string;
      label: string;
      dictCode?: string;
      span?: number;
      render?: 'text' | 'tag' | 'date' | 'datetime' | 'image' | 'html';
      has?: Permission;
    },
    ...{
      field: string;
      label: string;
      dictCode?: string;
      span?: number;
      render?: 'text' | 'tag' | 'date' | 'datetime' | 'image' | 'html';
      has?: Permission;
    }[]
  ];
  meta?: Meta;
}
export interface DashboardPage {
  /**
   * the meta-schema, for editors
   */
  $schema?: string;
  kind: 'dashboard';
  version: Version;
  id: PageId;
  title: string;
  route?: PageRoute;
  has?: Permission;
  /**
   * read the widgets' data again every this many seconds while the page is shown (not while the browser tab is hidden)
   */
  refresh?: number;
  /**
   * buttons above the widgets: call, form and dialog actions (link goes to its `to`); the widgets are read again after one succeeds
   */
  toolbar?: PageAction[];
  widgets: DashboardWidget[];
  meta?: Meta;
}
export interface DashboardWidget1 {
  type: 'stat' | 'list' | 'chart' | 'figures' | 'table';
  title: string;
  span?: number;
  dataSource?: DataSource;
  /**
   * for figures and table: the GET address read (once per refresh for all widgets naming it)
   */
  url?: string;
  /**
   * stat, list and chart: the row field shown; figures and table: the dotted path of the part of the result read (the whole result when absent)
   */
  field?: string;
  /**
   * for figures: the figures shown; for table: its columns
   *
   * @minItems 1
   */
  fields?: [DashboardFigure, ...DashboardFigure[]];
  has?: Permission;
}
export interface DashboardFigure {
  /**
   * a dotted path in the record or part read
   */
  field: string;
  label: string;
  /**
   * bytes as B/KB/MB/GB, percent (0-100) with a progress bar, seconds as 天/小时/分, ms as milliseconds; text when absent
   */
  format?: 'text' | 'number' | 'bytes' | 'percent' | 'datetime' | 'seconds' | 'ms' | 'tag';
  /**
   * shown after a text or number value
   */
  unit?: string;
  /**
   * for a table column
   */
  width?: number;
  has?: Permission;
}
export interface RowColumn {
  index?: number;
  span: number;
  list: Control[];
}
/**
 * fieldsets/<id>.json: fields (and their form controls) several entities share, named from an entity's fieldSets
 */
export interface FieldSet {
  $schema?: string;
  /**
   * the file name without .json
   */
  id: string;
  label: string;
  /**
   * @minItems 1
   */
  fields: [EntityField, ...EntityField[]];
  /**
   * the form controls of the fields, in the designer's format (a library rule as its {rule, msg})
   */
  controls?: Control[];
}
