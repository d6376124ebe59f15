import { Empty, Input, Modal, Spin, Tree } from 'antd';
import { useMemo, useState } from 'react';
import { controlMessages } from '../messages.ts';
import { InlineError } from '../shared/InlineError.tsx';
import { branchKeys, filterDepts, type DeptNode } from './deptTree.ts';
import type { PickerConfig } from './pickerConfig.ts';

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
    <Modal
      open
      title={config.title}
      width={config.width}
      okText={controlMessages.pickerOk}
      cancelText={controlMessages.pickerCancel}
      onOk={() => onPick(keys)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <InlineError message={error} />
      <Input.Search allowClear placeholder={controlMessages.pickerSearch} onChange={(e) => setKeyword(e.target.value)} style={{ marginBottom: 8 }} />
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
    </Modal>
  );
}
