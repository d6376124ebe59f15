/** Every Chinese text the control renderers show, in one place (seed 001 wording where it has one). */
export const controlMessages = {
  // read-pretty (a record's 详情): values as text
  prettyEmpty: '-',
  prettyYes: '是',
  prettyNo: '否',
  prettyHidden: '******',
  // upload (seed 001 section 5, "Upload rules")
  uploadBadSuffix: '该后缀文件不允许上传',
  uploadTooLarge: '文件大小超出限制，请检查！',
  uploadFailed: '上传失败',
  uploadUnknownError: '未知错误',
  uploadButton: '点击上传',
  uploadNeedImage: '请上传图片',
  uploadNeedPdf: '请上传PDF文件',
  uploadNeedVideo: '只能上传视频文件',
  uploadVideoTooLarge: '视频大小不能超过100MB',
  uploadImageTooLarge: '图片大小不能超过1MB',
  uploadErrorTitle: '上传出错',
  uploadErrorDetail: (reason: string) => `错误信息：${reason}`,
  uploadMoveLeft: '左移',
  uploadMoveRight: '右移',
  uploadMoveUnknown: '未知的操作',
  uploadMoveAtEnd: '已到最后~',
  // dialog list
  pickerPlaceholder: '请选择',
  pickerOk: '确定',
  pickerCancel: '取消',
  pickerLoadFailed: '数据加载失败',
  pickerBadColumns: '列配置（colConf）不是有效的 JSON',
  pickerSearch: '输入关键字筛选',
  pickerNoAction: '未配置数据地址（action）',
  pickUser: '选择用户',
  pickDept: '选择部门',
  allDeparts: '全部部门',
  index: '序号',
  // dynamic table
  actions: '操作',
  addRow: '添加',
  deleteRow: '删除',
  deleteSelected: '删除选中',
  // the drag sorter menu of a row (seed 002 §2; the editable table's grid says the same)
  moveUp: '向上移动',
  moveDown: '向下移动',
  insertRow: '插入一行',
  sortRow: (n: number) => `第${n}行的排序菜单`,
  // The editable table's refusal in the form (its cells show their own messages).
  gridRowProblem: (row: number, message: string) => `第${row}行：${message}`,
  // editor
  bold: '加粗',
  italic: '斜体',
  underline: '下划线',
  bulletList: '无序列表',
  orderedList: '有序列表',
  picture: '插入图片',
  // options
  optionsLoadFailed: (reason: string) => `选项加载失败：${reason}`,
  // cascader area data (seed 001 §3, §8)
  areaBadType: (reason: string, type: string) => `区域类型“${type}”无效（${reason}），应为 province、city 或 district`,
  areaLoadFailed: '省市区数据加载失败，请刷新后重试',
  // category selector (seed 001 §5, §8)
  categoryBadCondition: '条件值错误，需要JSON字符串',
  categoryLoadFailed: '分类数据加载失败',
  // bar code
  barCodeInvalid: '条形码内容无效',
  // password strength (seed 002 §4: 0 empty, 1 low, 2 medium, 3 high)
  strengthTitle: '密码强度：',
  strengthLevels: ['', '低', '中', '高'] as const,
  // code editor (seed 002 §2)
  codeEditor: '代码编辑器',
  codeLanguage: '语言',
  codeEditorLoading: '编辑器加载中…',
  codeEditorUnavailable: '代码编辑器未能加载，可按纯文本编辑',
  fullScreen: '全屏',
  exitFullScreen: '退出全屏',
  // markdown editor (seed 002 §9: zh-CN)
  markdownWrite: '编辑',
  markdownPreview: '预览',
  markdownEmpty: '暂无内容',
  // slider verification (seed 002 §4)
  sliderIdle: '请按住滑块，拖动到最右边',
  sliderPassed: '验证通过',
  sliderRequired: '请完成滑块验证',
};
