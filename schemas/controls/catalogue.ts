/**
 * Every control kind of seed 001 section 3, declared once: its palette group and name, and the
 * defaults a new control of that kind starts with (the table "Defaults per component type").
 * The runtime fills a saved control's missing properties from here; the designer clones these.
 */
export type PaletteGroup = 'common' | 'layout' | 'assist' | 'none';

export interface ControlKind {
  compType: string;
  compName: string;
  compIcon: string;
  group: PaletteGroup;
  /** Structural kinds hold other controls and have no value of their own. */
  structural?: boolean;
  /** Kinds that show something but hold no form value. */
  display?: boolean;
  defaults: Record<string, unknown>;
}

const field = { showLabel: true, labelWidth: 80, span: 24, gutter: 15, required: false, disabled: false, readonly: false, rules: [], layout: 'colItem', rulesType: 'default' };
const staticOptions = (first = 1) => [
  { label: '选项一', value: first },
  { label: '选项二', value: first + 1 },
];

export const controlKinds: ControlKind[] = [
  { compType: 'input', compName: '单行文本', compIcon: 'input', group: 'common',
    defaults: { ...field, label: '单行文本', placeholder: '请输入文本', value: '', clearable: true, maxLength: 50, 'show-word-limit': false, 'prefix-icon': '', 'suffix-icon': '', prepend: '', append: '' } },
  { compType: 'textarea', compName: '多行文本', compIcon: 'textarea', group: 'common',
    defaults: { ...field, label: '多行文本', placeholder: '请输入文本', value: '', rows: 4, maxlength: 50, 'show-word-limit': false } },
  { compType: 'inputNumber', compName: '计数器', compIcon: 'number', group: 'common',
    defaults: { ...field, label: '计数器', value: 0, min: 0, max: 100, step: 1, precision: 0, 'controls-position': 'default' } },
  { compType: 'select', compName: '下拉选择', compIcon: 'select', group: 'common',
    defaults: { ...field, label: '下拉选择', placeholder: '请选择', value: '', clearable: true, multiple: false, 'collapse-tags': false, filterable: false, dataType: 'static', action: '', options: staticOptions() } },
  { compType: 'radio', compName: '单选框组', compIcon: 'radio', group: 'common',
    defaults: { ...field, label: '单选框组', value: '', dataType: 'static', action: '', options: staticOptions(), optionType: 'default', border: false, size: 'medium', vertical: false } },
  { compType: 'checkbox', compName: '多选框组', compIcon: 'checkbox', group: 'common',
    defaults: { ...field, label: '多选框组', value: [], dataType: 'static', action: '', options: staticOptions(), optionType: 'default', border: false, size: 'medium' } },
  { compType: 'Switch', compName: '开关', compIcon: 'switch', group: 'common',
    defaults: { ...field, label: '开关', value: 'N', 'active-color': '#409EFF', 'inactive-color': '#C0CCDA', 'active-value': 'Y', 'inactive-value': 'N' } },
  { compType: 'slider', compName: '滑块', compIcon: 'slider', group: 'common',
    defaults: { ...field, label: '滑块', value: 0, min: 0, max: 20, step: 1, range: false, 'show-stops': false, 'show-tooltip': true } },
  { compType: 'rate', compName: '评分', compIcon: 'rate', group: 'common',
    defaults: { ...field, label: '评分', value: 0, max: 5, 'allow-half': false, 'show-score': false } },
  { compType: 'date', compName: '日期选择', compIcon: 'date', group: 'common',
    defaults: { ...field, label: '日期选择', placeholder: '请选择日期', value: '', clearable: true, type: 'date', format: 'yyyy-MM-dd', 'value-format': 'yyyy-MM-dd', 'range-separator': '-', 'start-placeholder': '开始日期', 'end-placeholder': '结束日期' } },
  { compType: 'time', compName: '时间选择', compIcon: 'time', group: 'common',
    defaults: { ...field, label: '时间选择', placeholder: '请选择时间', value: '', clearable: true, format: 'HH:mm:ss', 'value-format': 'HH:mm:ss', 'is-range': false, 'range-separator': '-' } },
  { compType: 'editor', compName: '富文本', compIcon: 'editor', group: 'common',
    defaults: { ...field, label: '富文本', value: '', max: 2000, validateMaxText: false } },
  { compType: 'colorPicker', compName: '颜色选择', compIcon: 'color', group: 'common',
    defaults: { ...field, label: '颜色选择', value: '#409EFF', 'show-alpha': false } },
  { compType: 'cascader', compName: '级联选择', compIcon: 'cascader', group: 'common',
    defaults: { ...field, label: '级联选择', placeholder: '请选择', value: [], clearable: true, dataType: 'static', action: '', options: [], areaData: false,
      props: { 'show-all-levels': true, separator: '/', filterable: false, expandTrigger: 'click', multiple: false, checkStrictly: false, label: 'label', value: 'value', children: 'children' }, width: 100 } },
  { compType: 'upload', compName: '附件', compIcon: 'upload', group: 'common',
    defaults: { ...field, label: '附件', value: '', action: '/jeecg-boot/sys/common/upload', multiple: false, name: 'file', 'show-file-list': true, 'list-type': 'text',
      buttonText: '点击上传', showTip: false, tips: '', accept: '.pdf,.doc,.docx,.xls,.xlsx,.gif,.png,.jpeg', fileSize: 5, headers: { 'X-Access-Token': 'token' } } },
  { compType: 'dialogList', compName: '弹窗选择', compIcon: 'dialog', group: 'common',
    defaults: { ...field, label: '弹窗选择', value: '', title: '请选择', multi: false, showIndex: true, action: '', dval: 'id', dlabel: 'name', height: 500,
      colConf: JSON.stringify([{ index: 0, label: '名称', property: 'name', width: 150, show: true }]) } },
  { compType: 'userList', compName: '用户组件', compIcon: 'user', group: 'common',
    defaults: { ...field, label: '用户组件', value: '', title: '选择用户', multi: true, showIndex: true, action: '/jeecg-boot/sys/user/list', dval: 'username', dlabel: 'realname', height: 500,
      colConf: JSON.stringify([
        { index: 0, label: '姓名', property: 'realname', width: 150, show: true },
        { index: 1, label: '账号', property: 'username', width: 150, show: true },
        { index: 2, label: '手机', property: 'phone', width: 150, show: true },
        { index: 3, label: '生日', property: 'birthday', width: 150, show: true },
      ]) } },
  { compType: 'userDept', compName: '部门组件', compIcon: 'dept', group: 'common',
    defaults: { ...field, label: '部门组件', value: '', title: '选择部门', multi: true, showIndex: true, action: '/jeecg-boot/sys/sysDepart/queryTreeList', dval: 'id', dlabel: 'departName', height: 500,
      colConf: JSON.stringify([{ index: 0, label: '部门名称', property: 'departName', width: 150, show: true }]) } },
  { compType: 'barCode', compName: '条形码', compIcon: 'barcode', group: 'common',
    defaults: { ...field, label: '条形码', value: '123456789', format: 'CODE128', lineColor: '#000000', background: '#FFFFFF', height: 50, displayValue: true } },
  { compType: 'dynamicTable', compName: '动态表格', compIcon: 'table', group: 'layout', structural: true,
    defaults: { label: '动态表格', layout: 'dynamicItem', labelWidth: 0, showLabel: false, span: 24, buttonAdd: true, buttonDel: true, showIndex: true, visible: true, multiCheck: false, dragSort: true,
      'show-summary': false, 'sum-text': '合计', 'summary-text': '元', columns: [] } },
  { compType: 'row', compName: '栅格布局', compIcon: 'row', group: 'layout', structural: true,
    defaults: { layout: 'rowItem', gutter: 0, flex: 'default', justify: 'start', align: 'top', columns: [{ index: 0, span: 12, list: [] }, { index: 1, span: 12, list: [] }] } },
  { compType: 'table', compName: '表格布局', compIcon: 'table_layout', group: 'layout', structural: true,
    defaults: { layout: 'tableItem', tdStyle: '', width: 100, height: 50, layoutArray: [] } },
  { compType: 'button', compName: '按钮', compIcon: 'button', group: 'assist', display: true,
    defaults: { showLabel: false, labelWidth: 0, span: 24, layout: 'colItem', text: '按钮', type: 'primary', size: 'medium', plain: false, round: false, circle: false, icon: '', disabled: false } },
  { compType: 'divider', compName: '分割线', compIcon: 'divider', group: 'assist', display: true,
    defaults: { showLabel: false, labelWidth: 0, span: 24, layout: 'colItem', text: '分割线', 'content-position': 'center' } },
  { compType: 'alert', compName: '提示', compIcon: 'alert', group: 'assist', display: true,
    defaults: { showLabel: false, labelWidth: 0, span: 24, layout: 'colItem', title: '提示', type: 'success', description: '', closable: true, center: false, 'close-text': '', 'show-icon': false, effect: 'light' } },
  { compType: 'link', compName: '链接', compIcon: 'link', group: 'assist', display: true,
    defaults: { showLabel: false, labelWidth: 0, span: 24, layout: 'colItem', text: '链接', type: 'primary', href: '', target: '_blank', underline: true, disabled: false } },
  { compType: 'text', compName: '文本', compIcon: 'text', group: 'assist', display: true,
    defaults: { showLabel: false, labelWidth: 0, span: 24, layout: 'colItem', text: '文本', color: '#000000', align: 'left', size: 14, bold: 400 } },
  { compType: 'html', compName: 'HTML', compIcon: 'html', group: 'assist', display: true,
    defaults: { showLabel: false, labelWidth: 0, span: 24, layout: 'colItem', html: '' } },
  // Not on the palette: schema authors write it into page forms (seed 001 "Category selector").
  { compType: 'categorySelect', compName: '分类字典', compIcon: 'category', group: 'none',
    defaults: { ...field, label: '分类字典', placeholder: '请选择', value: '', clearable: true, pcode: '', pid: '', condition: '', multiple: false, valueField: 'id' } },
  // Seed 002 §2 pickers and the cron editor: not on the palette either; page forms (a job form, a
  // user form) name them. Values: codes or ids joined with ','.
  { compType: 'rolePicker', compName: '角色选择', compIcon: 'role', group: 'none',
    defaults: { ...field, label: '角色选择', value: '', title: '选择角色', multi: false, action: '/sys/role/list', valueField: 'roleCode' } },
  { compType: 'positionPicker', compName: '职务选择', compIcon: 'position', group: 'none',
    defaults: { ...field, label: '职务选择', value: '', title: '选择职务', multi: false, action: '/sys/position/list', valueField: 'code' } },
  { compType: 'treeSelect', compName: '树选择', compIcon: 'tree', group: 'none',
    defaults: { ...field, label: '树选择', placeholder: '请选择', value: '', clearable: true, dict: '', pidField: 'pid', pidValue: '', hasChildField: '', condition: '', multiple: false, checkStrictly: true } },
  { compType: 'searchSelect', compName: '搜索选择', compIcon: 'search', group: 'none',
    defaults: { ...field, label: '搜索选择', placeholder: '请输入关键字搜索', value: '', clearable: true, dict: '', async: true, debounce: 800, pageSize: 10, multiple: false } },
  { compType: 'dictSearch', compName: '字典搜索', compIcon: 'search', group: 'none',
    defaults: { ...field, label: '字典搜索', placeholder: '请输入关键字搜索', value: '', clearable: true, dict: '', async: true, debounce: 300, pageSize: 10, multiple: false } },
  { compType: 'cron', compName: 'Cron表达式', compIcon: 'cron', group: 'none',
    defaults: { ...field, label: 'Cron表达式', placeholder: '请输入Cron表达式', value: '' } },
  // Seed 002 §2, §9: the business component modal over a declared entity's list (its `dataSource`).
  { compType: 'bizComponent', compName: '业务组件', compIcon: 'dialog', group: 'none',
    defaults: { ...field, label: '业务组件', value: '', title: '请选择', multi: true, rowKey: 'id', valueField: 'id', labelField: 'name', ellipsisLength: 12, width: 900,
      columns: [{ field: 'name', title: '名称' }], queryFields: [{ field: 'name', label: '名称' }] } },
  // Seed 002 §2, §4 widgets, for page forms and the JSON view (not on the palette): a password with
  // its strength meter, a code editor (tab size 2, 240 high), a markdown editor with a preview (300
  // high, at least 200) and the slider verification (value true once dragged to the end).
  { compType: 'password', compName: '密码', compIcon: 'password', group: 'none',
    defaults: { ...field, label: '密码', placeholder: '请输入密码', value: '', maxLength: 200, strengthMeter: true } },
  { compType: 'codeEditor', compName: '代码编辑器', compIcon: 'code', group: 'none',
    defaults: { ...field, label: '代码编辑器', value: '', language: 'javascript', languageChange: true, fullScreen: true, height: 240 } },
  { compType: 'markdown', compName: 'Markdown', compIcon: 'markdown', group: 'none',
    defaults: { ...field, label: 'Markdown', value: '', height: 300 } },
  { compType: 'sliderVerify', compName: '滑块验证', compIcon: 'slider_verify', group: 'none',
    defaults: { ...field, label: '滑块验证', value: false } },
  // Seed 002 §2-§5: the editable table, the rows of a record's details (runtime/grid). Its columns
  // are gridColumn of control.schema.json, not controls; page forms and the JSON view name it.
  { compType: 'editableTable', compName: '可编辑表格', compIcon: 'table', group: 'none',
    defaults: { ...field, label: '可编辑表格', value: [], columns: [{ key: 'name', title: '名称', type: 'input' }], maxHeight: 400, rowNumbers: true, rowSelection: true, dragSort: false } },
  { compType: 'tdItem', compName: '单元格', compIcon: 'td', group: 'none', structural: true,
    defaults: { col: 1, row: 1, hide: false, style: { background: '#FFFFFF', width: 35 }, columns: [] } },
];

const byType = new Map(controlKinds.map((kind) => [kind.compType, kind]));

export function controlKind(compType: string): ControlKind | undefined {
  return byType.get(compType);
}

/** The layout table a new table control starts with: 2 rows of title (#F6F6F6, 15%) and content (white, 35%) cells. */
export function defaultTableLayout(newId: () => number): Record<string, unknown>[][] {
  return [0, 1].map(() =>
    [0, 1, 2, 3].map((i) => ({
      id: newId(), col: 1, row: 1, hide: false, compType: 'tdItem',
      style: i % 2 === 0 ? { background: '#F6F6F6', width: 15 } : { background: '#FFFFFF', width: 35 },
      columns: [],
    })),
  );
}

/** Date format per date type (seed 001 section 4); range types follow their base type. */
export const dateFormats: Record<string, string> = {
  date: 'yyyy-MM-dd', dates: 'yyyy-MM-dd', daterange: 'yyyy-MM-dd',
  week: 'yyyy 第 WW 周',
  month: 'yyyy-MM', monthrange: 'yyyy-MM',
  year: 'yyyy',
  datetime: 'yyyy-MM-dd HH:mm:ss', datetimerange: 'yyyy-MM-dd HH:mm:ss',
};
