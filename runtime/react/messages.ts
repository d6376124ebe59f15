/** Every Chinese text of the form renderer itself, in one place. */
export const formMessages = {
  schemaInvalid: '表单配置有误，无法显示',
  unknownKind: (compType: string) => `未知的控件类型“${compType}”`,
  badCondition: (reason: string) => `显示条件（visibleWhen）有误：${reason}`,
  badRule: (reason: string) => `校验规则的正则表达式有误：${reason}`,
  renderFailed: (reason: string) => `控件显示出错：${reason}`,
  location: '位置',
  source: '来源',
  submit: '提交',
};
