import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { categoryValues, joinedValue, labelledValues, nodesByValue, type LabelledValue } from '../category/categoryTree.ts';
import { InlineError } from '../shared/InlineError.tsx';
import type { ControlEntry, FieldControlProps } from '../types.ts';
import { TREE_LIST_HEIGHT, TREE_SEPARATOR, treeSelectConfig } from './treeSelect.ts';
import { useLazyTree } from './useLazyTree.ts';

/**
 * treeSelect (seed 002 §2, §5): a tree dropdown over a declared entity (`dict`: table,text,code;
 * `pidField`, `hasChildField`, `condition`), loading each level as it opens, at most 400px high.
 * The value is the chosen codes, several joined with ','. A condition that is not a JSON string
 * is refused where the control is, and the server is not asked.
 */
export function TreeSelectControl({ control, value, onChange, onBlur, disabled, readOnly }: FieldControlProps) {
  const config = treeSelectConfig(control);
  const values = categoryValues(value);
  const { nodes, loading, problem, loadChildren, labels } = useLazyTree(config, values);
  const known = useMemo(() => nodesByValue(nodes), [nodes]);
  // A stored value shows its name before the tree holding it has been opened.
  const labelled = labelledValues(values, known, labels);
  const checkable = config.multiple;
  const emit = (next: LabelledValue | LabelledValue[] | null | undefined) => onChange(joinedValue(next, TREE_SEPARATOR));

  return (
    <>
      <TreeSelect<LabelledValue | LabelledValue[]>
        id={control.id}
        style={{ width: '100%' }}
        treeData={nodes}
        labelInValue
        value={config.multiple ? labelled : labelled[0]}
        multiple={config.multiple}
        treeCheckable={checkable}
        treeCheckStrictly={checkable && config.checkStrictly}
        showCheckedStrategy={TreeSelect.SHOW_ALL}
        loading={loading}
        loadData={(node) => loadChildren(String(node.value))}
        listHeight={TREE_LIST_HEIGHT}
        styles={{ popup: { root: { maxHeight: TREE_LIST_HEIGHT, overflow: 'auto' } } }}
        placeholder={config.placeholder}
        allowClear={control.clearable !== false}
        disabled={disabled || readOnly || problem !== undefined}
        onChange={emit}
        onBlur={onBlur}
      />
      <InlineError message={problem} />
    </>
  );
}

export const treeSelectControl: ControlEntry = { compType: 'treeSelect', role: 'field', Render: TreeSelectControl };
