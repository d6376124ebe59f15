import { TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { useRuntime } from '../../react/RuntimeContext.tsx';
import { listMessages as m } from './messages.ts';
import { searchTreeNodes, type SearchTreeNode } from './searchTree.ts';

export interface SearchTreeProps {
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** The GET answering the tree (the department tree: `/sys/sysDepart/queryTreeList`). */
  url: string;
  placeholder: string;
}

/** A search field choosing one node of a tree the server answers (用户管理's department filter). */
export function SearchTree({ id, value, onChange, url, placeholder }: SearchTreeProps) {
  const { getJson } = useRuntime();
  const [nodes, setNodes] = useState<SearchTreeNode[] | undefined>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const abort = new AbortController();
    getJson(url, undefined, abort.signal).then(
      (result) => !abort.signal.aborted && setNodes(searchTreeNodes(result)),
      () => {
        if (abort.signal.aborted) return;
        setNodes([]);
        setFailed(true);
      },
    );
    return () => abort.abort();
  }, [getJson, url]);

  return (
    <TreeSelect
      id={id}
      value={value}
      onChange={(next: string | undefined) => onChange?.(next)}
      allowClear
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      loading={nodes === undefined}
      placeholder={failed ? m.treeLoadFailed : placeholder}
      status={failed ? 'warning' : undefined}
      treeData={nodes ?? []}
      style={{ width: '100%' }}
    />
  );
}
