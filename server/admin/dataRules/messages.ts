/** Messages of menu data rules and their grants to roles, in one place (blank and too long: the engine's, from the entity's labels). */
export const dataRuleMsg = {
  notFound: '未找到该数据规则',
  menuNotFound: '未找到该菜单',
  menuIsButton: '数据规则只能添加在菜单上，不能添加在按钮上',
  columnUnknown: '规则字段“{column}”不是该菜单页面的字段，规则不会生效（可用字段如：{fields}）',
  columnInvalid: '规则字段须是实体的驼峰字段名（如 createBy）：以小写字母开头，只含字母和数字，不超过50个字符',
  conditionInvalid: '条件规则只能是 = != > >= < <= LIKE LEFT_LIKE RIGHT_LIKE IN 之一',
  sqlRefused: '不支持自定义SQL条件：规则值会原样拼进查询语句，可能被用来读取或破坏其他数据，请改用字段条件（= != > >= < <= LIKE LEFT_LIKE RIGHT_LIKE IN）',
  variableUnknown: (name: string) => `规则值中的变量 ${name} 不受支持，可用：#{sys_user_code}、#{sys_user_name}、#{sys_org_code}、#{sys_date}、#{sys_time}`,
  statusInvalid: '状态只能是0（无效）或1（有效）',
  roleNotFound: '未找到该角色',
  menuNotHeld: '该角色还没有“{name}”的菜单权限，请先在“授权”中勾选该菜单并保存，再设置数据权限',
  rulesNotOfMenu: '所选数据规则不属于该菜单：{ids}',
  saved: '保存成功！',
} as const;
