/**
 * Button codes of the 通告管理 page (fixtures/demo/permissions.json, under m_sys_annt). Holding
 * `list` also lets a user open any announcement with queryById, sent to them or not.
 */
export const announcementPerms = {
  list: 'announcement:list',
  add: 'announcement:add',
  edit: 'announcement:edit',
  delete: 'announcement:delete',
  /** Release and revoke. */
  release: 'announcement:release',
} as const;
