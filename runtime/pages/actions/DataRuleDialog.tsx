import { Alert, App, Button, Card, Checkbox, Empty, Modal, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useRuntime } from '../../react/RuntimeContext.tsx';
import type { ActionDialogProps } from './actionDialogs.ts';
import { reportFailure } from '../../core/failures.ts';

const WIDTH = 720;

const m = {
  loadFailed: '数据规则加载失败',
  none: '还没有菜单设置数据规则，请先在“菜单管理 › 数据规则”中添加',
  notHeld: '该角色还没有此菜单的权限，请先在“授权”中勾选该菜单并保存',
  inactive: '无效',
  save: '保存',
  saved: '保存成功！',
  failed: '操作失败',
  close: '关闭',
  hint: '勾选的规则同时生效（且）：该角色的用户在此菜单的列表中只看到满足全部规则的数据；不勾选则不限制。',
} as const;

interface RuleItem {
  id: string;
  ruleName: string;
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
  status: string;
}

interface MenuRules {
  permissionId: string;
  name: string;
  held: boolean;
  checked: string[];
  rules: RuleItem[];
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

function menusOf(answer: unknown): MenuRules[] {
  if (!Array.isArray(answer)) return [];
  return answer.filter((x): x is Record<string, unknown> => typeof x === 'object' && x !== null).map((x) => ({
    permissionId: str(x.permissionId),
    name: str(x.name),
    held: x.held === true,
    checked: Array.isArray(x.checked) ? x.checked.map(str) : [],
    rules: (Array.isArray(x.rules) ? x.rules : []).filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null).map((r) => ({
      id: str(r.id), ruleName: str(r.ruleName), ruleColumn: str(r.ruleColumn), ruleConditions: str(r.ruleConditions), ruleValue: str(r.ruleValue), status: str(r.status),
    })),
  }));
}

/**
 * 数据权限 of a role: every menu that has data rules, its rules as checkboxes, saved per menu.
 * Args: `menusUrl` (GET with `{roleId}`: the menus, their rules, whether the role holds the menu and
 * which rules it is granted), `saveUrl` (POST `{permissionId, roleId, dataRuleIds}`), `roleId`.
 */
export function DataRuleDialog({ action, args, onClose }: ActionDialogProps) {
  const { getJson, send } = useRuntime();
  const { message } = App.useApp();
  const roleId = str(args.roleId);
  const [menus, setMenus] = useState<MenuRules[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [checked, setChecked] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState<string | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    getJson(str(args.menusUrl), { roleId }, abort.signal)
      .then((answer) => {
        const loaded = menusOf(answer);
        setMenus(loaded);
        setChecked(Object.fromEntries(loaded.map((menu) => [menu.permissionId, menu.checked])));
      })
      .catch((error: unknown) => {
        if (!abort.signal.aborted) setProblem(error instanceof Error && error.message ? error.message : m.loadFailed);
      });
    return () => abort.abort();
  }, [getJson, args.menusUrl, roleId]);

  const toggle = (permissionId: string, ruleId: string, on: boolean) =>
    setChecked((c) => {
      const rest = (c[permissionId] ?? []).filter((id) => id !== ruleId);
      return { ...c, [permissionId]: on ? [...rest, ruleId] : rest };
    });

  const save = async (permissionId: string) => {
    setSaving(permissionId);
    try {
      const body = { permissionId, roleId, dataRuleIds: (checked[permissionId] ?? []).join(',') };
      const result = await send({ method: 'post', url: str(args.saveUrl), body });
      message.success(result.message || m.saved);
    } catch (error) {
      reportFailure(message.warning, error, m.failed);
    } finally {
      setSaving(null);
    }
  };

  return (
    <Modal open title={action.title ?? action.label} width={WIDTH} onCancel={onClose} destroyOnHidden maskClosable={false}
      footer={<Button onClick={onClose}>{m.close}</Button>}>
      {problem && <Alert type="warning" showIcon message={problem} />}
      {!problem && !menus && <Spin style={{ display: 'block', margin: 32 }} />}
      {menus && menus.length === 0 && <Empty description={m.none} />}
      {menus && menus.length > 0 && (
        <div style={{ maxHeight: 520, overflow: 'auto' }} data-testid="data-rule-menus">
          <Typography.Paragraph type="secondary">{m.hint}</Typography.Paragraph>
          {menus.map((menu) => (
            <Card key={menu.permissionId} size="small" title={menu.name} style={{ marginBottom: 12 }} data-menu={menu.permissionId}
              extra={<Button size="small" type="primary" disabled={!menu.held} loading={saving === menu.permissionId} onClick={() => void save(menu.permissionId)}>{m.save}</Button>}>
              {!menu.held && <Alert type="info" showIcon message={m.notHeld} style={{ marginBottom: 8 }} />}
              {/* Each box is controlled here rather than through Checkbox.Group: the group drops a value
                  whose box has not registered yet, so a click just after the rules load was lost. */}
              <Space direction="vertical">
                {menu.rules.map((rule) => (
                  <Checkbox key={rule.id} value={rule.id} disabled={!menu.held}
                    checked={(checked[menu.permissionId] ?? []).includes(rule.id)}
                    onChange={(event) => toggle(menu.permissionId, rule.id, event.target.checked)}>
                    {rule.ruleName}
                    <Typography.Text type="secondary" style={{ marginLeft: 8 }}>{`${rule.ruleColumn} ${rule.ruleConditions} ${rule.ruleValue}`}</Typography.Text>
                    {rule.status !== '1' && <Tag style={{ marginLeft: 8 }}>{m.inactive}</Tag>}
                  </Checkbox>
                ))}
              </Space>
            </Card>
          ))}
        </div>
      )}
    </Modal>
  );
}
