import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import type { ControlEntry, FieldControlProps } from '../types.ts';
import { InlineError } from '../shared/InlineError.tsx';
import { CATEGORY_LIST_HEIGHT, CATEGORY_SEPARATOR, categoryConfig, categoryValues, joinedValue, labelledValues, nodesByValue, type LabelledValue } from './categoryTree.ts';
import { useCategoryTree } from './useCategoryTree.ts';

/**
 * The category selector (seed 001 "Category selector"): a tree dropdown of the category dictionary,
 * roots first and children as nodes open, at most 400px high. The value is the chosen category ids
 * (or codes, with `valueField: 'code'`), several joined with ','.
 */
export function CategorySelectControl({ control, value, onChange, onBlur, disabled, readOnly }: FieldControlProps) {
  const config = categoryConfig(control);
  const values = categoryValues(value);
  const { nodes, loading, problem, loadChildren, labels } = useCategoryTree(config, values);
  const known = useMemo(() => nodesByValue(nodes), [nodes]);
  // A stored value shows its name before the tree holding it has been opened.
  const labelled = labelledValues(values, known, labels);
  const emit = (next: LabelledValue | LabelledValue[] | null | undefined) => onChange(joinedValue(next, CATEGORY_SEPARATOR));

  return (
    <>
      <TreeSelect<LabelledValue | LabelledValue[]>
        id={control.id}
        style={{ width: '100%' }}
        treeData={nodes}
        labelInValue
        value={config.multiple ? labelled : labelled[0]}
        multiple={config.multiple}
        treeCheckable={false}
        loading={loading}
        loadData={(node) => {
          const id = known.get(String(node.value))?.id;
          return id ? loadChildren(id) : Promise.resolve();
        }}
        listHeight={CATEGORY_LIST_HEIGHT}
        styles={{ popup: { root: { maxHeight: CATEGORY_LIST_HEIGHT, overflow: 'auto' } } }}
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

export const categorySelectControl: ControlEntry = { compType: 'categorySelect', role: 'field', Render: CategorySelectControl };
