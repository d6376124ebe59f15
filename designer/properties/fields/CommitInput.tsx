import { Input } from 'antd';
import { useState } from 'react';

export interface CommitInputProps {
  id?: string;
  value: string;
  placeholder?: string;
  multiline?: boolean;
  /** Called on blur or Enter with changed text. A caller that refuses it sends no change, and the field shows `value` again. */
  onCommit(text: string): void;
  'aria-label'?: string;
}

/**
 * A text field that hands its text over only when the user is done (blur or Enter), like the older
 * designer's `@change`: an id, a regular expression or a numeric option value is checked whole,
 * not at every keystroke ("1." on the way to "1.5" is not yet a number).
 */
export function CommitInput({ id, value, placeholder, multiline, onCommit, ...aria }: CommitInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null && draft !== value) onCommit(draft);
    // Accepted: the new value comes back through `value`. Refused: `value` is still the old one.
    setDraft(null);
  };
  const common = {
    id,
    value: draft ?? value,
    placeholder,
    onBlur: commit,
    'aria-label': aria['aria-label'],
  };
  if (multiline) {
    return <Input.TextArea {...common} autoSize={{ minRows: 2, maxRows: 8 }} onChange={(e) => setDraft(e.target.value)} />;
  }
  return <Input {...common} onChange={(e) => setDraft(e.target.value)} onPressEnter={commit} />;
}
