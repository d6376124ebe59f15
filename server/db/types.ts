import type { Generated } from 'kysely';

/**
 * The system tables, as Kysely sees them through its CamelCasePlugin: columns are snake_case in
 * the database and camelCase here. Datetimes are `yyyy-MM-dd HH:mm:ss` text; session clocks are
 * epoch milliseconds; flags are 0/1 integers. Both databases store exactly this.
 */
interface Audit {
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

export interface SysUserTable extends Audit {
  id: string;
  username: string;
  realname: string | null;
  password: string;
  avatar: string | null;
  birthday: string | null;
  sex: number | null;
  email: string | null;
  phone: string | null;
  orgCode: string | null;
  status: number;
  delFlag: number;
  workNo: string | null;
  post: string | null;
  telephone: string | null;
  userIdentity: number | null;
  departIds: string | null;
  relTenantIds: string | null;
  clientId: string | null;
  homePath: string | null;
  passwordChangedAt: number | null;
}

export interface SysRoleTable extends Audit {
  id: string;
  roleName: string;
  roleCode: string;
  description: string | null;
}

export interface SysUserRoleTable {
  id: string;
  userId: string;
  roleId: string;
}

export interface SysPermissionTable extends Audit {
  id: string;
  parentId: string | null;
  name: string;
  url: string | null;
  component: string | null;
  componentName: string | null;
  redirect: string | null;
  menuType: number;
  perms: string | null;
  permsType: string | null;
  sortNo: number;
  alwaysShow: number;
  icon: string | null;
  isRoute: number;
  isLeaf: number;
  keepAlive: number;
  hidden: number;
  hideTab: number;
  description: string | null;
  delFlag: number;
  ruleFlag: number;
  status: string | null;
  internalOrExternal: number;
}

export interface SysRolePermissionTable {
  id: string;
  roleId: string;
  permissionId: string;
  dataRuleIds: string | null;
  operateDate: string | null;
  operateIp: string | null;
}

export interface SysDepartTable extends Audit {
  id: string;
  parentId: string | null;
  departName: string;
  departNameEn: string | null;
  departNameAbbr: string | null;
  departOrder: number;
  description: string | null;
  orgCategory: string;
  orgType: string | null;
  orgCode: string;
  mobile: string | null;
  fax: string | null;
  address: string | null;
  memo: string | null;
  status: string | null;
  delFlag: string | null;
}

export interface SysUserDepartTable {
  id: string;
  userId: string;
  depId: string;
}

/** What a department may hand out to its own roles (migration 010). */
export interface SysDepartPermissionTable {
  id: string;
  departId: string;
  permissionId: string;
  dataRuleIds: string | null;
}

/** A role of one department; its code is unique within the department. */
export interface SysDepartRoleTable extends Audit {
  id: string;
  departId: string;
  roleName: string;
  roleCode: string;
  description: string | null;
}

/** A department role's grants, always within what its department holds. */
export interface SysDepartRolePermissionTable {
  id: string;
  departId: string;
  roleId: string;
  permissionId: string;
  dataRuleIds: string | null;
  operateDate: string | null;
  operateIp: string | null;
}

/** A data rule of a menu (migration 012): `ruleColumn ruleConditions ruleValue` narrows its entity list. */
export interface SysPermissionDataRuleTable extends Audit {
  id: string;
  permissionId: string;
  ruleName: string;
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
  /** '1' active, '0' not. */
  status: string;
}

/** A user holding a department role (`droleId`: sys_depart_role.id). */
export interface SysDepartRoleUserTable {
  id: string;
  userId: string;
  droleId: string;
}

export interface SysDictTable extends Audit {
  id: string;
  dictName: string;
  dictCode: string;
  description: string | null;
  delFlag: number;
  type: number;
}

export interface SysDictItemTable extends Audit {
  id: string;
  dictId: string;
  itemText: string;
  itemValue: string;
  description: string | null;
  sortOrder: number;
  status: number;
}

export interface SysAnnouncementTable extends Audit {
  id: string;
  titile: string;
  msgContent: string | null;
  startTime: string | null;
  endTime: string | null;
  sender: string | null;
  priority: string | null;
  msgCategory: string;
  msgType: string | null;
  sendStatus: string | null;
  sendTime: string | null;
  cancelTime: string | null;
  delFlag: string | null;
  busType: string | null;
  busId: string | null;
  openType: string | null;
  openPage: string | null;
  userIds: string | null;
  msgAbstract: string | null;
}

export interface SysAnnouncementSendTable extends Audit {
  id: string;
  anntId: string;
  userId: string;
  readFlag: string;
  readTime: string | null;
  starFlag: string | null;
}

export interface SysTenantTable {
  id: number;
  name: string;
  createTime: string | null;
  createBy: string | null;
  beginDate: string | null;
  endDate: string | null;
  status: number;
}

export interface SysLogTable extends Audit {
  id: string;
  logType: number;
  logContent: string | null;
  operateType: number | null;
  userid: string | null;
  username: string | null;
  ip: string | null;
  method: string | null;
  requestUrl: string | null;
  requestParam: string | null;
  requestType: string | null;
  costTime: number | null;
  /** Added by the entity sync (sys_log is the declared entity of 日志管理): the tenant a change was made in. */
  tenantId?: number | null;
}

/** A signed-in session. Only the SHA-256 of the token is stored. */
export interface SysSessionTable {
  id: string;
  tokenHash: string;
  userId: string;
  username: string;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
  revokedAt: number | null;
  revokeReason: string | null;
  ip: string | null;
  userAgent: string | null;
  loginType: string;
  /** The tenant chosen at sign-in (migration 013); null for a user without tenants. */
  tenantId: number | null;
}

export interface SysCaptchaTable {
  checkKey: string;
  code: string;
  expiresAt: number;
}

export interface SysLoginAttemptTable {
  attemptKey: string;
  failures: number;
  firstFailedAt: number;
  lockedUntil: number | null;
}

/** What became of an SMS code: migration 014. */
export type SmsSendStatus = 'pending' | 'sent' | 'failed' | 'stored';

/** Every SMS code asked for, and what the provider (server/sms/) made of it: 短信发送记录 lists it without the code. */
export interface SysSmsOutboxTable {
  id: string;
  mobile: string;
  code: string;
  smsMode: string;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
  /** The address that asked for the code (null for rows written before it was kept). */
  requestIp: string | null;
  sendStatus: SmsSendStatus;
  /** SMS_PROVIDER when the code was stored; null for rows older than migration 014. */
  provider: string | null;
  providerMessageId: string | null;
  /** The provider's reason for a failed send: for administrators, never for the user. */
  failReason: string | null;
  sentAt: number | null;
}

export interface SysThirdAccountTable {
  id: string;
  thirdType: string;
  thirdUserId: string;
  userId: string;
  createTime: string | null;
}

/** A generated file (an import's error rows) served through a signed, short-lived link. */
export interface AppFileTable {
  id: string;
  name: string;
  contentType: string;
  content: Buffer;
  createdAt: number;
  expiresAt: number;
}

/** Counts kept by triggers on entity tables: per table (field '' and value '') and per dict value. */
export interface AppEntityCountTable {
  tableName: string;
  field: string;
  value: string;
  n: number;
}

/** One event of the embedded database's push bus (server/push/sqliteBus.ts), kept about a minute. */
export interface AppPushEventTable {
  id: Generated<number>;
  origin: string;
  payload: string;
  createdAt: number;
}

export interface Database {
  sysUser: SysUserTable;
  sysRole: SysRoleTable;
  sysUserRole: SysUserRoleTable;
  sysPermission: SysPermissionTable;
  sysRolePermission: SysRolePermissionTable;
  sysPermissionDataRule: SysPermissionDataRuleTable;
  sysDepart: SysDepartTable;
  sysUserDepart: SysUserDepartTable;
  sysDepartPermission: SysDepartPermissionTable;
  sysDepartRole: SysDepartRoleTable;
  sysDepartRolePermission: SysDepartRolePermissionTable;
  sysDepartRoleUser: SysDepartRoleUserTable;
  sysDict: SysDictTable;
  sysDictItem: SysDictItemTable;
  sysAnnouncement: SysAnnouncementTable;
  sysAnnouncementSend: SysAnnouncementSendTable;
  sysTenant: SysTenantTable;
  sysLog: SysLogTable;
  sysSession: SysSessionTable;
  sysCaptcha: SysCaptchaTable;
  sysLoginAttempt: SysLoginAttemptTable;
  sysSmsOutbox: SysSmsOutboxTable;
  sysThirdAccount: SysThirdAccountTable;
  appMeta: { key: string; value: string };
  appFile: AppFileTable;
  appEntityCount: AppEntityCountTable;
  appPushEvent: AppPushEventTable;
}
