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
  // 分类字典 administration (list, add, edit, delete).
  nameRequired: '分类名称不能为空',
  codeRequired: '分类编码不能为空',
  codeFormat: '分类编码只能包含字母、数字、下划线和短横线',
  tooLong: '{label}长度不能超过{max}个字符',
  codeTaken: '分类编码“{code}”已存在',
  idNotFound: '分类不存在或已删除',
  parentNotFound: '父级分类不存在或已删除',
  parentIsSelf: '不能把分类移到它自己或它的下级分类之下',
  hasChildren: '分类“{name}”下还有{count}个子分类，请先删除子分类',
  labels: { name: '分类名称', code: '分类编码' } as Record<string, string>,
  audit: {
    added: '添加分类：{name}({code})',
    edited: '编辑分类：{name}({code})',
    deleted: '删除分类：{name}({code})',
    batchDeleted: '批量删除分类：{names}',
  },
} as const;
