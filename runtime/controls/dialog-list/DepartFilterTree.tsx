import { Alert, Spin, Tree } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useRuntime } from '../../react/RuntimeContext.tsx';
import { controlMessages } from '../messages.ts';
import { listOf } from '../shared/useOptions.ts';
import { deptNodes, type DeptNode } from './deptTree.ts';

/** Where the department tree of the user-by-department picker comes from. */
export const DEPART_TREE_URL = '/sys/sysDepart/queryTreeList';
const KEYS = { dval: 'id', dlabel: 'departName' };
const ALL = '__all__';

export interface DepartFilterTreeProps {
  height: number;
  /** The chosen department with its tree, or undefined for every user. */
  onChoose(choice: { key: string; nodes: DeptNode[] } | undefined): void;
}

/** The department tree beside the user picker's list: choosing a department narrows the list to its users. */
export function DepartFilterTree({ height, onChoose }: DepartFilterTreeProps) {
  const { getJson } = useRuntime();
  const [nodes, setNodes] = useState<DeptNode[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [selected, setSelected] = useState(ALL);

  useEffect(() => {
    const abort = new AbortController();
    getJson(DEPART_TREE_URL, undefined, abort.signal).then(
      (result) => !abort.signal.aborted && setNodes(deptNodes(listOf(result), KEYS)),
      (e: unknown) => {
        if (abort.signal.aborted) return;
        setNodes([]);
        setError(`${controlMessages.pickerLoadFailed}：${e instanceof Error ? e.message : String(e)}`);
      },
    );
    return () => abort.abort();
  }, [getJson]);

  const treeData = useMemo(() => [{ key: ALL, title: controlMessages.allDeparts }, ...(nodes ?? [])], [nodes]);
  if (error) return <Alert type="warning" showIcon message={error} />;
  return (
    <Spin spinning={nodes === undefined}>
      <div style={{ maxHeight: height, overflow: 'auto' }} data-testid="user-picker-departs">
        <Tree
          blockNode
          defaultExpandAll
          treeData={treeData}
          selectedKeys={[selected]}
          onSelect={(keys) => {
            const key = keys.length > 0 ? String(keys[0]) : ALL;
            setSelected(key);
            onChoose(key === ALL ? undefined : { key, nodes: nodes ?? [] });
          }}
        />
      </div>
    </Spin>
  );
}
