import { alertControl } from './alert/AlertControl.tsx';
import { barCodeControl } from './bar-code/barCodeControl.ts';
import { bizComponentControl } from './biz-component/BizComponentControl.tsx';
import { buttonControl } from './button/ButtonControl.tsx';
import { cascaderControl } from './cascader/CascaderControl.tsx';
import { categorySelectControl } from './category/CategorySelectControl.tsx';
import { codeEditorControl } from './code-editor/CodeEditorControl.tsx';
import { checkboxControl } from './checkbox/CheckboxControl.tsx';
import { colorPickerControl } from './color-picker/colorPickerControl.ts';
import { cronControl } from './cron/cronControl.ts';
import { dateControl } from './date/DateControl.tsx';
import { dialogListControl, userDeptControl, userListControl } from './dialog-list/DialogListControl.tsx';
import { dividerControl } from './divider/DividerControl.tsx';
import { dynamicTableControl } from './dynamic-table/DynamicTableControl.tsx';
import { editableTableControl } from './editable-table/EditableTableControl.tsx';
import { editorControl } from './editor/EditorControl.tsx';
import { htmlControl } from './html/HtmlControl.tsx';
import { inputNumberControl } from './input-number/InputNumberControl.tsx';
import { inputControl } from './input/InputControl.tsx';
import { linkControl } from './link/LinkControl.tsx';
import { markdownControl } from './markdown/markdownControl.ts';
import { passwordControl } from './password/PasswordControl.tsx';
import { positionPickerControl } from './position-picker/positionPickerControl.ts';
import { radioControl } from './radio/RadioControl.tsx';
import { rateControl } from './rate/RateControl.tsx';
import { rolePickerControl } from './role-picker/ListPickerControl.tsx';
import { rowControl } from './row/RowControl.tsx';
import { dictSearchControl, searchSelectControl } from './search-select/SearchSelectControl.tsx';
import { selectControl } from './select/SelectControl.tsx';
import { sliderControl } from './slider/SliderControl.tsx';
import { sliderVerifyControl } from './slider-verify/SliderVerifyControl.tsx';
import { switchControl } from './switch/SwitchControl.tsx';
import { tableLayoutControl } from './table/TableLayoutControl.tsx';
import { tdItemControl } from './td-item/TdItemControl.tsx';
import { textControl } from './text/TextControl.tsx';
import { textareaControl } from './textarea/TextareaControl.tsx';
import { timeControl } from './time/TimeControl.tsx';
import { treeSelectControl } from './tree-select/TreeSelectControl.tsx';
import { uploadControl } from './upload/UploadControl.tsx';
import type { ControlEntry } from './types.ts';

/** Every control kind of seed 001 section 3. Integrators extend: `createControlRegistry([...builtInControls, mine])`. */
export const builtInControls: readonly ControlEntry[] = [
  inputControl,
  textareaControl,
  inputNumberControl,
  selectControl,
  radioControl,
  checkboxControl,
  switchControl,
  sliderControl,
  rateControl,
  dateControl,
  timeControl,
  editorControl,
  colorPickerControl,
  cascaderControl,
  categorySelectControl,
  uploadControl,
  dialogListControl,
  userListControl,
  userDeptControl,
  // Seed 002 §2 pickers and the cron editor: page forms only (not on the designer palette).
  rolePickerControl,
  positionPickerControl,
  treeSelectControl,
  searchSelectControl,
  dictSearchControl,
  cronControl,
  bizComponentControl,
  // Seed 002 §2, §4 widgets: page forms and the JSON view (not on the designer palette).
  passwordControl,
  codeEditorControl,
  markdownControl,
  sliderVerifyControl,
  // Seed 002 §2-§5: the editable table (a record's detail rows), over runtime/grid.
  editableTableControl,
  barCodeControl,
  buttonControl,
  dividerControl,
  alertControl,
  linkControl,
  textControl,
  htmlControl,
  rowControl,
  tableLayoutControl,
  tdItemControl,
  dynamicTableControl,
];
