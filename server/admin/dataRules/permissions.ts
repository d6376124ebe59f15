/**
 * The button code of data rules on 菜单管理 (fixtures/demo/permissions.json, under m_sys_perm):
 * reading and changing a menu's rules. Granting rules to a role is part of role authorisation
 * (role:authorize, server/admin/roles/permissions.ts).
 */
export const dataRulePerms = {
  manage: 'permission:dataRule',
} as const;
