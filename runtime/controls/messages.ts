/** Every Chinese text the control renderers show, in one place (seed 001 wording where it has one). */
export const controlMessages = {
  // upload (seed 001 section 5, "Upload rules")
  uploadBadSuffix: '该后缀文件不允许上传',
  uploadTooLarge: '文件大小超出限制，请检查！',
  uploadFailed: '上传失败',
  uploadUnknownError: '未知错误',
  uploadButton: '点击上传',
  // dialog list
  pickerPlaceholder: '请选择',
  pickerOk: '确定',
  pickerCancel: '取消',
  pickerLoadFailed: '数据加载失败',
  pickerBadColumns: '列配置（colConf）不是有效的 JSON',
  index: '序号',
  // dynamic table
  actions: '操作',
  addRow: '添加',
  deleteRow: '删除',
  deleteSelected: '删除选中',
  // editor
  bold: '加粗',
  italic: '斜体',
  underline: '下划线',
  bulletList: '无序列表',
  orderedList: '有序列表',
  // options
  optionsLoadFailed: (reason: string) => `选项加载失败：${reason}`,
  // bar code
  barCodeInvalid: '条形码内容无效',
};
