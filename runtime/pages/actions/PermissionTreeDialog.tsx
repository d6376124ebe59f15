import { Alert, App, Button, Checkbox, Modal, Space, Spin, Tree } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useRuntime } from '../../react/RuntimeContext.tsx';
import type { ActionDialogProps } from './actionDialogs.ts';
import { actionMessages as m } from './messages.ts';
import { allKeys, grantTreeOf, heldKeys, parentKeys, withAncestors, type GrantNode } from './permissionTree.ts';
import { reportFailure } from '../../core/failures.ts';

const WIDTH = 650;

const str = (v: unknown) => (typeof v === 'string' ? v : '');

interface Loaded {
  tree: GrantNode[];
  held: string[];
}

/**
 * 授权: the permission tree with checkboxes, for a role, a department or a department role. Its
 * args name the calls: `treeUrl` (the tree), `heldUrl` (what the subject holds), `saveUrl` (POST of
 * `{[idKey]: id, permissionIds, lastpermissionIds}`, the menus above each ticked key included unless
 * `includeParents` is false), `idKey` and `id`; both reads send `{[idKey]: id}`
 * unless `treeParams` / `heldParams` say otherwise (a department role's tree is its department's). Parents and children are
 * checked independently unless 父子关联 is ticked, as the platform's dialog does.
 */
export function PermissionTreeDialog({ action, args, onDone, onClose }: ActionDialogProps) {
  const { getJson, send } = useRuntime();
  const { message } = App.useApp();
  const idKey = str(args.idKey) || 'roleId';
  const id = str(args.id);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [checked, setChecked] = useState<string[]>([]);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [linked, setLinked] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const abort = new AbortController();
    const own = { [idKey]: id };
    const paramsOf = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : own);
    Promise.all([getJson(str(args.treeUrl), paramsOf(args.treeParams), abort.signal), getJson(str(args.heldUrl), paramsOf(args.heldParams), abort.signal)])
      .then(([treeAnswer, heldAnswer]) => {
        const tree = grantTreeOf(treeAnswer);
        const held = heldKeys(heldAnswer, tree);
        setLoaded({ tree, held });
        setChecked(held);
        setExpanded(parentKeys(tree));
      })
      .catch((error: unknown) => {
        if (!abort.signal.aborted) setProblem(error instanceof Error && error.message ? error.message : m.treeLoadFailed);
      });
    return () => abort.abort();
  }, [getJson, args.treeUrl, args.heldUrl, args.treeParams, args.heldParams, idKey, id]);

  const everyKey = useMemo(() => (loaded ? allKeys(loaded.tree) : []), [loaded]);

  const save = async (close: boolean) => {
    if (!loaded) return;
    setSaving(true);
    try {
      const granted = args.includeParents === false ? checked : withAncestors(checked, loaded.tree);
      const body = { [idKey]: id, permissionIds: granted.join(','), lastpermissionIds: loaded.held.join(',') };
      const result = await send({ method: 'post', url: str(args.saveUrl), body });
      message.success(result.message || m.saved);
      setLoaded({ ...loaded, held: granted });
      setChecked(granted);
      onDone();
      if (close) onClose();
    } catch (error) {
      reportFailure(message.warning, error, m.failed);
    } finally {
      setSaving(false);
    }
  };

  const footer = (
    <Space>
      <Button onClick={onClose}>{m.cancel}</Button>
      <Button disabled={!loaded} loading={saving} onClick={() => void save(false)}>
        {m.saveOnly}
      </Button>
      <Button type="primary" disabled={!loaded} loading={saving} onClick={() => void save(true)}>
        {m.saveAndClose}
      </Button>
    </Space>
  );

  return (
    <Modal open title={action.title ?? action.label} width={WIDTH} footer={footer} onCancel={onClose} destroyOnHidden maskClosable={false}>
      {problem && <Alert type="warning" showIcon message={problem} />}
      {!problem && !loaded && <Spin style={{ display: 'block', margin: 32 }} />}
      {loaded && (
        <>
          <Space wrap style={{ marginBottom: 8 }}>
            <Button size="small" onClick={() => setChecked(everyKey)}>{m.checkAll}</Button>
            <Button size="small" onClick={() => setChecked([])}>{m.uncheckAll}</Button>
            <Button size="small" onClick={() => setExpanded(parentKeys(loaded.tree))}>{m.expandAll}</Button>
            <Button size="small" onClick={() => setExpanded([])}>{m.collapseAll}</Button>
            <Checkbox checked={linked} onChange={(e) => setLinked(e.target.checked)}>{m.linked}</Checkbox>
          </Space>
          <div style={{ maxHeight: 480, overflow: 'auto' }} data-testid="permission-tree">
            <Tree
              checkable
              checkStrictly={!linked}
              treeData={loaded.tree}
              checkedKeys={checked}
              expandedKeys={expanded}
              onExpand={(keys) => setExpanded(keys.map(String))}
              onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
            />
          </div>
        </>
      )}
    </Modal>
  );
}
