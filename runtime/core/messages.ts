/** The Chinese texts of runtime/core: validation messages of the older designer (seed 001 section 5). */
export const coreMessages = {
  required: (label: string) => `${label}不能为空`,
  tooLongText: (label: string) => `${label}超出最大字数限制`,
  /** A schema's `dataSource.adapter` that the app did not register. */
  adapterMissing: (name: string) => `数据源适配器未注册：${name}`,
  /** A control's placeholder when it gives none: the kind's generic one with its label. */
  typePlaceholder: (label: string) => `请输入${label}`,
  choosePlaceholder: (label: string) => `请选择${label}`,
};
