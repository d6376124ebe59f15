import { Alert, Input, List, Modal, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { CRON_FIELDS, type CronFieldKey } from '../../schemas/cron/cronBounds.ts';
import { defaultState, expressionOf, stateFromExpression, type CronEditorState, type CronTabState } from './cronModel.ts';
import { CronTab } from './CronTab.tsx';
import { cronText } from './cronText.ts';
import { editTab } from './crossFieldRules.ts';
import { useNextRuns } from './useNextRuns.ts';

/** Seed 002 sections 2 and 9: the cron editor dialog is 800 wide. */
export const CRON_EDITOR_WIDTH = 800;

export interface CronEditorProps {
  open: boolean;
  value?: string;
  onOk(expression: string): void;
  onCancel(): void;
}

const pad = (n: number) => String(n).padStart(2, '0');
const formatRun = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

/**
 * Seed 002 section 4: opens on the current expression parsed into its tabs (or the defaults);
 * editing a tab applies the cross-field rules; the expression can also be typed; the next 10
 * runs are previewed 500 ms after the last change.
 */
export function CronEditor({ open, value = '', onOk, onCancel }: CronEditorProps) {
  const [state, setState] = useState<CronEditorState>(() => defaultState());
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    if (!open) return;
    const parsed = stateFromExpression(value);
    setState(parsed.ok ? parsed.state : defaultState());
    setText(parsed.ok ? expressionOf(parsed.state) : value);
    setProblem(parsed.ok ? undefined : parsed.message);
  }, [open, value]);

  const preview = useNextRuns(text);

  const edit = (field: CronFieldKey, patch: Partial<CronTabState>) => {
    const next = editTab(state, field, patch);
    setState(next);
    setText(expressionOf(next));
    setProblem(undefined);
  };

  const type = (typed: string) => {
    setText(typed);
    const parsed = stateFromExpression(typed);
    if (parsed.ok) setState(parsed.state);
    setProblem(parsed.ok ? undefined : parsed.message);
  };

  return (
    <Modal open={open} title={cronText.title} width={CRON_EDITOR_WIDTH} okText={cronText.ok} cancelText={cronText.cancel}
      okButtonProps={{ disabled: problem !== undefined || text.trim() === '' }} onCancel={onCancel}
      onOk={() => onOk(text.trim().replace(/\s+/g, ' '))} destroyOnHidden>
      <Tabs items={CRON_FIELDS.map((field) => ({
        key: field,
        label: cronText.tabs[field],
        children: <CronTab field={field} state={state} onEdit={edit} />,
      }))} />
      <Typography.Text strong>{cronText.expression}</Typography.Text>
      <Input value={text} aria-label={cronText.expression} status={problem ? 'error' : undefined} onChange={(event) => type(event.target.value)} />
      {problem && <Alert type="error" showIcon message={problem} style={{ marginTop: 8 }} />}
      <Typography.Text strong style={{ display: 'block', marginTop: 12 }}>{cronText.preview}</Typography.Text>
      <List size="small" aria-label={cronText.preview}
        dataSource={preview?.ok ? preview.runs.map(formatRun) : []}
        locale={{ emptyText: preview && !preview.ok ? preview.message : cronText.noRuns }}
        renderItem={(run) => <List.Item>{run}</List.Item>} />
    </Modal>
  );
}
