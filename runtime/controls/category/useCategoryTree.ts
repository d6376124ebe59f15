import { message } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useRuntime } from '../../react/RuntimeContext.tsx';
import { controlMessages } from '../messages.ts';
import {
  checkCondition,
  childrenRequest,
  labelRequests,
  labelsFrom,
  rootRequest,
  toCategoryNodes,
  withChildren,
  type CategoryConfig,
  type CategoryNode,
} from './categoryTree.ts';
import { reportFailure } from '../../core/failures.ts';
import { oncePerKey } from './oncePerKey.ts';

export interface CategoryTree {
  nodes: CategoryNode[];
  loading: boolean;
  /** A problem of the control itself (a condition that is not JSON), shown where the control is. */
  problem?: string;
  /** Loads the children of the node with this category id. */
  loadChildren(id: string): Promise<void>;
  /** Names of values that are not in the loaded tree. */
  labels: ReadonlyMap<string, string>;
}


/**
 * The category tree of a selector: the roots first, children as nodes open, and the names of the
 * stored values through loadDictItem / loadOne. A root load that fails shows the server's message
 * as an error toast (seed 001 §8); a wrong condition is refused before any call.
 */
export function useCategoryTree(config: CategoryConfig, values: string[]): CategoryTree {
  const { getJson } = useRuntime();
  const problem = checkCondition(config.condition);
  const [nodes, setNodes] = useState<CategoryNode[]>([]);
  const [loading, setLoading] = useState(false);
  const [labels, setLabels] = useState<ReadonlyMap<string, string>>(new Map());
  const root = problem ? undefined : rootRequest(config);
  const rootKey = root ? JSON.stringify(root) : '';

  useEffect(() => {
    if (!root) return;
    const abort = new AbortController();
    setLoading(true);
    getJson(root.url, root.params, abort.signal)
      .then(
        (result) => !abort.signal.aborted && setNodes(toCategoryNodes(result, config.valueField)),
        (error: unknown) => !abort.signal.aborted && reportFailure(message.error, error, controlMessages.categoryLoadFailed),
      )
      .finally(() => !abort.signal.aborted && setLoading(false));
    return () => abort.abort();
    // `rootKey` names the request completely.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rootKey, getJson, config.valueField]);

  const valuesKey = values.join(',');
  useEffect(() => {
    const wanted = valuesKey ? valuesKey.split(',') : [];
    if (problem || wanted.length === 0) return;
    const abort = new AbortController();
    Promise.all(labelRequests(wanted, config.valueField).map((r) => getJson(r.url, r.params, abort.signal))).then(
      (answers) => !abort.signal.aborted && setLabels(labelsFrom(wanted, config.valueField, answers)),
      // Without names the values show as they are; the tree, once open, names them anyway.
      () => undefined,
    );
    return () => abort.abort();
  }, [valuesKey, config.valueField, problem, getJson]);

  // One request per opened node, however often the tree asks (see oncePerKey.ts); a new root starts afresh.
  const children = useMemo(
    () =>
      oncePerKey(async (id: string) => {
        const request = childrenRequest(config, id);
        return toCategoryNodes(await getJson(request.url, request.params), config.valueField);
      }),
    // `rootKey` names the requests completely.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rootKey, getJson, config.valueField],
  );
  const loadChildren = useCallback(
    async (id: string) => {
      try {
        const loaded = await children(id);
        setNodes((current) => withChildren(current, id, loaded));
      } catch (error) {
        reportFailure(message.error, error, controlMessages.categoryLoadFailed);
      }
    },
    [children],
  );

  return { nodes, loading, problem, loadChildren, labels };
}
