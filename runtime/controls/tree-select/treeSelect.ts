import type { Control } from '../../../schemas/types.ts';
import { checkCondition } from '../category/categoryTree.ts';
import { readFlag, readText } from '../shared/read.ts';

// Stored values are named as the searchable select names them (loadDictItem, same order).
export { labelParams, labelsFrom } from '../search-select/searchSelect.ts';

/**
 * The tree select's pure parts (seed 002 §2, §5, §7): a tree kept in a declared entity, one level
 * at a time from GET /sys/dict/loadTreeData, named through GET /sys/dict/loadDictItem/{dict}.
 */

export const TREE_URLS = {
  level: '/sys/dict/loadTreeData',
  labels: (dict: string) => `/sys/dict/loadDictItem/${encodeURIComponent(dict)}`,
} as const;

/** Seed 002 §9: the dropdown is at most 400px high. */
export const TREE_LIST_HEIGHT = 400;
export const TREE_SEPARATOR = ',';

export interface TreeSelectConfig {
  /** `table,text,code` of a declared entity: the node's text and the value it stores. */
  dict: string;
  tableName: string;
  text: string;
  code: string;
  /** The field naming a row's parent, and the parent value of the roots. */
  pidField: string;
  pidValue: string;
  /** A field holding '1' when the row has children (optional). */
  hasChildField: string;
  /** A JSON object string of field:value filters. */
  condition: string;
  multiple: boolean;
  /** In multi-select, each check stands alone (true) or checks follow parent and children (false). */
  checkStrictly: boolean;
  placeholder: string;
}

export function treeSelectConfig(control: Control): TreeSelectConfig {
  const dict = readText(control, 'dict').trim();
  const [tableName = '', text = '', code = ''] = dict.split(',').map((part) => part.trim());
  return {
    dict,
    tableName,
    text,
    code,
    pidField: readText(control, 'pidField').trim() || 'pid',
    pidValue: readText(control, 'pidValue').trim(),
    hasChildField: readText(control, 'hasChildField').trim(),
    condition: readText(control, 'condition').trim(),
    multiple: readFlag(control, 'multiple'),
    checkStrictly: readFlag(control, 'checkStrictly', true),
    placeholder: readText(control, 'placeholder'),
  };
}

/** Why the tree cannot be asked for: a condition that is not a JSON object string (seed 002 §5); else undefined. */
export function treeProblem(config: TreeSelectConfig): string | undefined {
  return checkCondition(config.condition);
}

/** Whether the control names a tree at all (a fresh control from the catalogue does not). */
export const treeNamed = (config: TreeSelectConfig) => config.tableName !== '' && config.text !== '' && config.code !== '';

/** The loadTreeData query of the children of `pid` (the roots: the control's pidValue). */
export function levelParams(config: TreeSelectConfig, pid: string): Record<string, unknown> {
  const params: Record<string, unknown> = { pid, tableName: config.tableName, text: config.text, code: config.code, pidField: config.pidField };
  if (config.hasChildField) params.hasChildField = config.hasChildField;
  if (config.condition) params.condition = config.condition;
  return params;
}
