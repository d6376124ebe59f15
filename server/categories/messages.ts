/** Messages of the category calls (/sys/category), in one place. */
export const categoryMsg = {
  /** Seed 001 section 5: 'condition value is wrong, a JSON string is required'. */
  conditionNotJson: 'condition 参数有误，需要一个JSON字符串',
  conditionUnknownField: 'condition 中的字段不存在：{field}',
  conditionBadValue: 'condition 中字段 {field} 的值只能是文本或数字',
  pcodeUnknown: '该编码【{code}】不存在，请核实!',
  fieldUnknown: '字段无效，请检查!',
  idsRequired: 'ids 不能为空',
  notFound: '查询无果!',
  manyFound: '查询数据异常,[{field}]存在多个值:{val}',
  tooManyIds: '一次最多查询{max}个分类',
  // 分类字典 administration (the engine's tree entity; server/categories/hooks.ts).
  codeTaken: '{label}“{value}”已存在',
  idNotFound: '分类不存在或已删除',
  /** How the operation log names a category: 删除分类：民族(A01). */
  described: '{name}({code})',
  batchDeleted: '批量删除分类：{names}',
} as const;
