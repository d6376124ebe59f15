import type { Control } from '../../../schemas/types.ts';
import type { PropertySpec } from '../propertySpec.ts';
import { propertyLabels as L, propertyMessages as M } from '../messages.ts';
import { readFlagProperty } from '../propertyPath.ts';
import { choice, color, flag, number, plainChoices, section, text } from './build.ts';
import { clearable, defaultValue, disabled, fieldBase, gutter, id, label, labelWidth, placeholder, readonly, showLabel, span } from './common.ts';

/** Panels of upload, bar code, the picker kinds (dialogList, userList, userDept) and the category select. */

export const upload: PropertySpec[] = [
  ...fieldBase,
  disabled,
  text('action', L.uploadAction),
  { type: 'accept' },
  number('fileSize', L.fileSize, { min: 1, max: 10000, step: 10, precision: 0 }),
  choice('list-type', L.listType, [
    { value: 'text', label: L.listText },
    { value: 'picture-card', label: L.listPictureCard },
  ]),
  flag('multiple', L.multiple),
  text('buttonText', L.buttonText),
  flag('showTip', L.showTip),
  text('tips', L.tips, { multiline: true, when: (c: Control) => readFlagProperty(c, 'showTip') }),
];

/** The symbologies jsbarcode draws. */
const BAR_FORMATS = ['CODE128', 'CODE128A', 'CODE128B', 'CODE128C', 'CODE39', 'EAN13', 'EAN8', 'EAN5', 'EAN2', 'UPC', 'UPCE', 'ITF14', 'ITF', 'MSI', 'pharmacode', 'codabar'];

export const barCode: PropertySpec[] = [
  id,
  label,
  span,
  gutter,
  labelWidth(),
  showLabel,
  text('value', L.barValue),
  choice('format', L.barFormat, plainChoices(BAR_FORMATS)),
  color('lineColor', L.lineColor),
  color('background', L.background),
  number('height', L.barHeight, { min: 10, max: 100, precision: 0 }),
  flag('displayValue', L.displayValue),
];

/** Dialog list, user and department pickers share one panel (seed 001 "Dialog-list ... components"). */
export const picker: PropertySpec[] = [
  ...fieldBase,
  disabled,
  defaultValue,
  text('action', L.action),
  text('title', L.dialogTitle),
  flag('multi', L.multi),
  flag('showIndex', L.showIndex),
  number('height', L.tableHeight, { min: 100, max: 1500, step: 10, precision: 0 }),
  text('dval', L.dval),
  text('dlabel', L.dlabel),
  section(M.columns),
  { type: 'colConf' },
];

/**
 * The category select is not on the palette, but a page form may hold one: its tree source
 * (seed 001 "Category selector"). The runtime reports a condition that is not a JSON string.
 */
export const categorySelect: PropertySpec[] = [
  ...fieldBase,
  placeholder,
  clearable,
  disabled,
  readonly,
  text('pcode', L.pcode),
  text('pid', L.pid),
  text('condition', L.condition, { placeholder: '{"code":"A01"}' }),
  flag('multiple', L.multiple),
  choice('valueField', L.valueField, plainChoices(['id', 'code'])),
  defaultValue,
];
