import type { PropertySpec } from '../propertySpec.ts';
import { propertyLabels as L } from '../messages.ts';
import { choice, flag, number, plainChoices, text } from './build.ts';
import { clearable, defaultValue, disabled, fieldBase, placeholder, readonly } from './common.ts';

/**
 * Panels of the seed 002 §2 pickers and the cron input. None is on the palette; a page form (a job
 * form, a user form) names them, and the JSON view of a designed form may hold one.
 */

const labels = {
  dict: '字典编码(code 或 表名,文本字段,值字段)',
  pidField: '父字段',
  pidValue: '根节点父值',
  hasChildField: '是否有子节点字段',
  checkStrictly: '父子节点各自勾选',
  async: '服务端搜索',
  debounce: '搜索延迟(毫秒)',
  pageSize: '每次条数',
  rowKey: '行主键',
  labelField: '显示字段',
  ellipsisLength: '省略长度',
};

const listPicker = (valueFields: string[]): PropertySpec[] => [
  ...fieldBase,
  disabled,
  defaultValue,
  text('action', L.action),
  text('title', L.dialogTitle),
  flag('multi', L.multi),
  choice('valueField', L.valueField, plainChoices(valueFields)),
];

export const rolePicker = listPicker(['roleCode', 'id']);
export const positionPicker = listPicker(['code', 'id']);

export const treeSelect: PropertySpec[] = [
  ...fieldBase,
  placeholder,
  clearable,
  disabled,
  readonly,
  text('dict', labels.dict),
  text('pidField', labels.pidField),
  text('pidValue', labels.pidValue),
  text('hasChildField', labels.hasChildField),
  text('condition', L.condition, { placeholder: '{"status":"1"}' }),
  flag('multiple', L.multiple),
  flag('checkStrictly', labels.checkStrictly),
  defaultValue,
];

export const searchSelect: PropertySpec[] = [
  ...fieldBase,
  placeholder,
  clearable,
  disabled,
  readonly,
  text('dict', labels.dict),
  flag('async', labels.async),
  number('debounce', labels.debounce, { min: 0, max: 5000, step: 100, precision: 0 }),
  number('pageSize', labels.pageSize, { min: 1, max: 1000, precision: 0 }),
  flag('multiple', L.multiple),
  defaultValue,
];

export const cron: PropertySpec[] = [...fieldBase, placeholder, disabled, readonly, defaultValue];

/** The business component modal: its data source, columns and query fields are written in the JSON view. */
export const bizComponent: PropertySpec[] = [
  ...fieldBase,
  disabled,
  readonly,
  text('title', L.dialogTitle),
  flag('multi', L.multi),
  text('rowKey', labels.rowKey),
  text('valueField', L.valueField),
  text('labelField', labels.labelField),
  number('ellipsisLength', labels.ellipsisLength, { min: 1, max: 100, precision: 0 }),
  defaultValue,
];
