/** Messages of 数据字典 (dictionaries, their items and the dictionary reads of pickers), in one place. */
export const dictMsg = {
  codeTaken: '字典编号“{value}”已存在',
  typeInvalid: '字典类型只能是0（字符串）或1（数字）',
  notFound: '字典不存在或已删除',
  inUse: '字典“{name}”正被{uses}使用，不能删除',
  codeInUse: '字典编号“{code}”正被{uses}使用，不能修改编码',
  useOf: '“{entity}”的“{field}”',
  itemValueTaken: '该字典中已有值为“{value}”的字典项',
  itemNotFound: '字典项不存在或已删除',
  itemInUse: '字典项“{text}”的值“{value}”正被{count}条“{entity}”数据使用，不能删除',
  itemValueInUse: '字典项的值“{value}”正被{count}条“{entity}”数据使用，不能修改',
  statusInvalid: '状态只能是1（启用）或0（不启用）',
  keyRequired: '缺少参数：key',
  treeParamsRequired: '缺少参数：tableName、text、code、pidField',
  conditionNotJson: '查询条件condition必须是JSON对象字符串，如{"status":"1"}',
  conditionBadValue: '查询条件“{field}”的值必须是文本或数字',
  // How the operation log names a row (server/entities/auditChange.ts): 添加字典：性别(sex), 删除字典项：sex 男=1.
  described: '{name}({code})',
  itemDescribed: '{code} {text}={value}',
} as const;
