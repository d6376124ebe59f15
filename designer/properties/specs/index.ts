import type { PropertySpec } from '../propertySpec.ts';
import { alert, button, divider, html, link, textKind } from './assistKinds.ts';
import { checkbox, radio, select, Switch } from './choiceKinds.ts';
import { dynamicTable, row, table, tdItem } from './layoutKinds.ts';
import { barCode, categorySelect, picker, upload } from './otherKinds.ts';
import { bizComponent, cron, positionPicker, rolePicker, searchSelect, treeSelect } from './pagePickerKinds.ts';
import { cascader, colorPicker, date, rate, slider, time } from './pickKinds.ts';
import { editor, input, inputNumber, textarea } from './textKinds.ts';
import { codeEditor, editableTable, markdown, password, sliderVerify } from './widgetKinds.ts';

/** The property panel of every control kind of seed 001 §3, by compType. */
export const panelSpecs: Readonly<Record<string, readonly PropertySpec[]>> = {
  input,
  textarea,
  inputNumber,
  editor,
  select,
  radio,
  checkbox,
  Switch,
  slider,
  rate,
  date,
  time,
  colorPicker,
  cascader,
  upload,
  barCode,
  dialogList: picker,
  userList: picker,
  userDept: picker,
  categorySelect,
  rolePicker,
  positionPicker,
  treeSelect,
  searchSelect,
  dictSearch: searchSelect,
  cron,
  bizComponent,
  password,
  codeEditor,
  markdown,
  sliderVerify,
  editableTable,
  button,
  divider,
  alert,
  link,
  text: textKind,
  html,
  row,
  table,
  tdItem,
  dynamicTable,
};

export function specsOf(compType: string): readonly PropertySpec[] | undefined {
  return Object.hasOwn(panelSpecs, compType) ? panelSpecs[compType] : undefined;
}
