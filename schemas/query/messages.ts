/** Why a list request's filters are refused, in the server's words (the memory adapter says the same). */
export const filterMessages = {
  unknownField: '查询条件字段不存在：{field}',
  badValue: '查询条件的值格式不正确：{field}={value}',
  badSuperQuery: '高级查询条件格式不正确',
  badSuperQueryRule: '高级查询规则不支持：{rule}',
} as const;

/**
 * A filter the request cannot have: a name that is no queryable field, a value its field's type
 * cannot hold, or an advanced query that is no list of conditions. The server answers it as a
 * refusal, the memory adapter as an `invalid` AdapterError, with the same message.
 */
export class FilterRefusal extends Error {
  constructor(template: string, values: Record<string, string> = {}) {
    super(template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? ''));
    this.name = 'FilterRefusal';
  }
}
