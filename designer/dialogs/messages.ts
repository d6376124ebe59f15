/** Every Chinese text of the designer's dialogs, in one place. */
export const dialogMessages = {
  // JSON view
  jsonTitle: '查看JSON',
  apply: '应用',
  cancel: '取消',
  close: '关闭',
  copy: '复制JSON',
  copied: '已复制到剪贴板',
  copyFailed: '复制失败，请手动选择文本复制',
  editorLoading: '正在加载编辑器…',
  editorUnavailable: '代码编辑器加载失败，已改用纯文本编辑',
  jsonRefused: '未应用：JSON 有误，请修改后再试',
  badJson: (reason: string) => `不是有效的 JSON：${reason}`,
  atLine: (line: number, column: number) => `（第 ${line} 行，第 ${column} 列）`,
  schemaRefused: (count: number) => `表单 JSON 不符合规范，共 ${count} 处问题：`,
  moreProblems: (count: number) => `……另有 ${count} 处问题`,
  // Preview
  previewTitle: '表单预览',
  previewPassed: '表单校验通过',
  previewValues: '表单数据',
  // Save
  saveTitle: '保存表单',
  formName: '表单名称',
  formNamePlaceholder: '请输入表单名称',
  remark: '备注',
  remarkPlaceholder: '请输入备注',
  save: '保存',
  saveFailed: '保存失败',
  // Help
  helpTitle: '使用帮助',
};

/** ajv's rules in plain Chinese; a rule not listed keeps ajv's own wording. */
export const ruleMessages: Record<string, (params: { message: string }) => string> = {
  required: () => '缺少必填属性',
  type: ({ message }) => `类型不正确（${message}）`,
  enum: ({ message }) => `取值不在允许范围内（${message}）`,
  minimum: ({ message }) => `数值过小（${message}）`,
  maximum: ({ message }) => `数值过大（${message}）`,
  exclusiveMinimum: ({ message }) => `数值过小（${message}）`,
  minLength: () => '不能为空',
  pattern: ({ message }) => `格式不正确（${message}）`,
  additionalProperties: () => '不是已知的属性',
  unevaluatedProperties: () => '不是已知的属性',
  unknownKind: () => '不是已知的控件类型',
  duplicateId: ({ message }) => `ID与${message.replace(/^repeats the id of /, '')}重复`,
};
