import { Empty, Spin, Tree } from 'antd';
import { useMemo, useState } from 'react';
import { branchKeys, filterDepts, type DeptNode } from './deptTree.ts';
import type { PickerConfig } from './pickerConfig.ts';
import { PickerFrame } from './PickerFrame.tsx';

export interface DeptPickerModalProps {
  config: PickerConfig;
  nodes: DeptNode[];
  loading: boolean;
  error?: string;
  initialKeys: string[];
  onPick(keys: string[]): void;
  onCancel(): void;
}

/**
 * The department picker (seed 001 "Dialog-list, user and department components"): the department
 * tree with checkboxes and a keyword filter, 500 wide. Each department is chosen on its own
 * (checkStrictly): choosing an office does not choose its sub-offices.
 */
export function DeptPickerModal({ config, nodes, loading, error, initialKeys, onPick, onCancel }: DeptPickerModalProps) {
  const [keys, setKeys] = useState<string[]>(initialKeys);
  const [keyword, setKeyword] = useState('');
  const [opened, setOpened] = useState<string[]>([]);
  const shown = useMemo(() => filterDepts(nodes, keyword), [nodes, keyword]);
  // While filtering every branch that leads to a match is open; otherwise the user opens them.
  const expandedKeys = keyword.trim() ? branchKeys(shown) : opened;

  const check = (checked: string[]) => setKeys(config.multi ? checked : checked.filter((k) => !keys.includes(k)).slice(-1));

  return (
    <PickerFrame config={config} error={error} onKeyword={setKeyword} onOk={() => onPick(keys)} onCancel={onCancel}>
      <Spin spinning={loading}>
        <div style={{ maxHeight: config.height, overflow: 'auto' }}>
          <Tree
            checkable
            checkStrictly
            selectable={false}
            treeData={shown}
            checkedKeys={keys}
            expandedKeys={expandedKeys}
            onExpand={(next) => setOpened(next.map(String))}
            onCheck={(checked) => check((Array.isArray(checked) ? checked : checked.checked).map(String))}
          />
          {!loading && shown.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> : null}
        </div>
      </Spin>
    </PickerFrame>
  );
}
