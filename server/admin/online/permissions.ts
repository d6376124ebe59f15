/** Button codes of 在线用户 (fixtures/demo/permissions.json, under m_sys_online). */
export const onlinePerms = {
  list: 'system:online:list',
  forceLogout: 'system:online:forceLogout',
} as const;
