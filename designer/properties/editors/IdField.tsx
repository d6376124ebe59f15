import { Form, message } from 'antd';
import { useState } from 'react';
import { checkIdRename } from '../idRename.ts';
import { propertyLabels as L, propertyMessages as M } from '../messages.ts';
import { CommitInput } from '../fields/CommitInput.tsx';
import type { EditorProps } from './editorProps.ts';

/**
 * The control's ID (seed 001 §5): a change warns that related events may fail; an id another
 * control has is refused with 该ID已经存在，请修改 and the field shows the old id again.
 */
export function IdField({ control, ids, onChange }: EditorProps & { ids: ReadonlySet<string> }) {
  const [refused, setRefused] = useState<{ forId: string; error: string } | null>(null);
  const error = refused?.forId === control.id ? refused.error : '';
  const commit = (typed: string) => {
    const result = checkIdRename(control, typed, ids);
    if (!result.ok) {
      setRefused({ forId: control.id, error: result.error });
      void message.error(result.error);
      return;
    }
    setRefused(null);
    if (!result.patch) return;
    onChange(result.patch);
    void message.warning(M.idChanged(String(result.patch.id)));
  };
  return (
    <Form.Item
      label={L.id}
      htmlFor="prop-id"
      tooltip={M.idChangeWarning}
      validateStatus={error ? 'error' : undefined}
      help={error || M.idChangeWarning}
    >
      <CommitInput id="prop-id" value={control.id} onCommit={commit} />
    </Form.Item>
  );
}
