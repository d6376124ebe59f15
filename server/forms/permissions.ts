/**
 * Button codes of the 表单配置 page (fixtures/demo/permissions.json, under m_flow_form). Holding
 * `list` also lets a user open one saved form by id (the designer and the preview read it so).
 */
export const formPerms = {
  list: 'flowable:form:list',
  add: 'flowable:form:add',
  edit: 'flowable:form:edit',
  delete: 'flowable:form:delete',
} as const;
