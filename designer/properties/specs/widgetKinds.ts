import type { PropertySpec } from '../propertySpec.ts';
import { propertyLabels as L } from '../messages.ts';
import { codeLanguages } from '../../../schemas/controls/codeLanguages.ts';
import { choice, flag, number } from './build.ts';
import { defaultValue, disabled, fieldBase, placeholder, readonly } from './common.ts';

/**
 * Panels of the seed 002 §2, §4 widgets. Not on the palette; a page form names them, and the JSON
 * view of a designed form may hold one.
 */

const labels = {
  strengthMeter: '显示密码强度',
  language: '语言',
  languageChange: '可切换语言',
  fullScreen: '可全屏',
  height: '高度(像素)',
  maxHeight: '最大高度(像素)',
  rowNumbers: '显示序号',
  rowSelection: '可选择行',
  dragSort: '可移动行',
};

export const password: PropertySpec[] = [
  ...fieldBase, placeholder, disabled, readonly, number('maxLength', L.maxLength, { min: 1, precision: 0 }), flag('strengthMeter', labels.strengthMeter),
];

export const codeEditor: PropertySpec[] = [
  ...fieldBase,
  disabled,
  readonly,
  choice('language', labels.language, codeLanguages.map(({ value, label }) => ({ value, label }))),
  flag('languageChange', labels.languageChange),
  flag('fullScreen', labels.fullScreen),
  number('height', labels.height, { min: 60, max: 2000, step: 10, precision: 0 }),
  defaultValue,
];

export const markdown: PropertySpec[] = [
  ...fieldBase, disabled, readonly, number('height', labels.height, { min: 200, max: 2000, step: 10, precision: 0 }), defaultValue,
];

export const sliderVerify: PropertySpec[] = [...fieldBase, disabled];

/** The editable table: its columns (gridColumn of the meta-schema) are edited in the JSON view. */
export const editableTable: PropertySpec[] = [
  ...fieldBase,
  disabled,
  readonly,
  number('maxHeight', labels.maxHeight, { min: 122, max: 4000, step: 61, precision: 0 }),
  flag('rowNumbers', labels.rowNumbers),
  flag('rowSelection', labels.rowSelection),
  flag('dragSort', labels.dragSort),
];
