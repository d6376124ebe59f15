import { Alert, Button, Input, message, Modal, Space, Spin } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { FormContent } from '../../schemas/types.ts';
import { formatFormJson, problemText, readFormJson, type JsonProblem } from './formJson.ts';
import type { JsonCodeEditorProps } from './JsonCodeEditor.tsx';
import { dialogMessages as m } from './messages.ts';

export interface JsonViewDialogProps {
  open: boolean;
  value: FormContent;
  /** Called with the checked form when 应用 succeeds; the dialog then closes (onClose). */
  onApply(next: FormContent): void;
  onClose(): void;
}

const EDITOR_HEIGHT = '60vh';
/** Enough problems to act on; the rest are counted. */
const SHOWN_PROBLEMS = 20;

/** Where the code editor cannot load (offline, a failed chunk), the text is edited as plain text. */
function PlainTextEditor({ value, onChange, height }: JsonCodeEditorProps) {
  return (
    <>
      <Alert type="warning" showIcon message={m.editorUnavailable} style={{ marginBottom: 8 }} />
      <Input.TextArea value={value} onChange={(e) => onChange(e.target.value)} spellCheck={false} style={{ height, fontFamily: 'monospace' }} />
    </>
  );
}

// Monaco is large: it loads when the dialog first opens, in a chunk of its own.
const JsonCodeEditor = lazy(() =>
  import('./JsonCodeEditor.tsx').catch((error: unknown) => {
    console.warn('JSON view: the code editor did not load, plain text is used instead', error);
    return { default: PlainTextEditor };
  }),
);

function ProblemList({ problems }: { problems: JsonProblem[] }) {
  if (problems.length === 0) return null;
  const more = problems.length - SHOWN_PROBLEMS;
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 8, maxHeight: 160, overflow: 'auto' }}
      message={problems.length === 1 && !problems[0].path ? m.jsonRefused : m.schemaRefused(problems.length)}
      description={
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {problems.slice(0, SHOWN_PROBLEMS).map((problem, i) => (
            <li key={i}>{problemText(problem)}</li>
          ))}
          {more > 0 ? <li>{m.moreProblems(more)}</li> : null}
        </ul>
      }
    />
  );
}

/**
 * 查看JSON: the form as pretty-printed JSON in a code editor with completion and error marks from
 * the meta-schema. 应用 parses and checks the text as the server does; a text that is not JSON or
 * not a valid form is refused with the reason and where it is, keeping the dialog and the text.
 */
export function JsonViewDialog({ open, value, onApply, onClose }: JsonViewDialogProps) {
  const [text, setText] = useState(() => formatFormJson(value));
  const [problems, setProblems] = useState<JsonProblem[]>([]);

  // Each opening starts from the form as it is now.
  useEffect(() => {
    if (!open) return;
    setText(formatFormJson(value));
    setProblems([]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const apply = () => {
    const read = readFormJson(text);
    if (!read.ok) return setProblems(read.problems);
    setProblems([]);
    onApply(read.value);
    onClose();
  };

  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) return void message.warning(m.copyFailed);
    clipboard.writeText(text).then(
      () => void message.success(m.copied),
      () => void message.warning(m.copyFailed),
    );
  };

  return (
    <Modal
      open={open}
      title={m.jsonTitle}
      width={1000}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={copy}>{m.copy}</Button>
          <Button onClick={onClose}>{m.cancel}</Button>
          <Button type="primary" onClick={apply}>
            {m.apply}
          </Button>
        </Space>
      }
    >
      <ProblemList problems={problems} />
      <Suspense
        fallback={
          <div style={{ padding: 48, textAlign: 'center' }}>
            <Spin /> {m.editorLoading}
          </div>
        }
      >
        {open ? <JsonCodeEditor value={text} onChange={setText} height={EDITOR_HEIGHT} /> : null}
      </Suspense>
    </Modal>
  );
}
