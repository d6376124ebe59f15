import { message } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useRuntime } from '../../react/RuntimeContext.tsx';
import { toCategoryNodes, withChildren, type CategoryNode } from '../category/categoryTree.ts';
import { treeSelectMessages as m } from './messages.ts';
import { labelParams, labelsFrom, levelParams, TREE_URLS, treeNamed, treeProblem, type TreeSelectConfig } from './treeSelect.ts';
import { reportFailure } from '../../core/failures.ts';
import { oncePerKey } from '../category/oncePerKey.ts';

export interface LazyTree {
  nodes: CategoryNode[];
  loading: boolean;
  /** A problem of the control itself (a condition that is not JSON): nothing is asked for. */
  problem?: string;
  loadChildren(key: string): Promise<void>;
  /** Names of stored values not in the loaded tree. */
  labels: ReadonlyMap<string, string>;
}


/** The tree of a tree select: its roots, children as nodes open, names of stored values (server message as a toast on failure). */
export function useLazyTree(config: TreeSelectConfig, values: string[]): LazyTree {
  const { getJson } = useRuntime();
  const problem = treeProblem(config);
  const asks = !problem && treeNamed(config);
  const [nodes, setNodes] = useState<CategoryNode[]>([]);
  const [loading, setLoading] = useState(false);
  const [labels, setLabels] = useState<ReadonlyMap<string, string>>(new Map());
  const rootKey = asks ? JSON.stringify(levelParams(config, config.pidValue)) : '';

  useEffect(() => {
    if (!rootKey) return;
    const abort = new AbortController();
    setLoading(true);
    getJson(TREE_URLS.level, JSON.parse(rootKey) as Record<string, unknown>, abort.signal)
      .then(
        (result) => !abort.signal.aborted && setNodes(toCategoryNodes(result, 'id')),
        (error: unknown) => !abort.signal.aborted && reportFailure(message.error, error, m.loadFailed),
      )
      .finally(() => !abort.signal.aborted && setLoading(false));
    return () => abort.abort();
  }, [rootKey, getJson]);

  const valuesKey = values.join(',');
  const { dict } = config;
  useEffect(() => {
    const wanted = valuesKey ? valuesKey.split(',') : [];
    if (!asks || wanted.length === 0) return;
    const abort = new AbortController();
    getJson(TREE_URLS.labels(dict), labelParams(wanted), abort.signal).then(
      (answer) => !abort.signal.aborted && setLabels(labelsFrom(wanted, answer)),
      // Unnamed values show as they are; the tree, once open, names them anyway.
      () => undefined,
    );
    return () => abort.abort();
  }, [valuesKey, dict, asks, getJson]);

  // One request per opened node, however often the tree asks (see category/oncePerKey.ts).
  const children = useMemo(
    () =>
      oncePerKey(async (key: string) => {
        const params = { ...(JSON.parse(rootKey) as Record<string, unknown>), pid: key };
        return toCategoryNodes(await getJson(TREE_URLS.level, params), 'id');
      }),
    [rootKey, getJson],
  );
  const loadChildren = useCallback(
    async (key: string) => {
      if (!rootKey) return;
      try {
        const loaded = await children(key);
        setNodes((current) => withChildren(current, key, loaded));
      } catch (error) {
        reportFailure(message.error, error, m.loadFailed);
      }
    },
    [rootKey, children],
  );

  return { nodes, loading, problem, loadChildren, labels };
}
