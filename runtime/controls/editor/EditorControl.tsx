import { BoldOutlined, ItalicOutlined, OrderedListOutlined, PictureOutlined, UnderlineOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, message, Space, Tooltip } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Control } from '../../../schemas/types.ts';
import { coreMessages } from '../../core/messages.ts';
import type { FieldRule } from '../../core/fieldRules.ts';
import { useRuntime } from '../../react/RuntimeContext.tsx';
import { controlMessages } from '../messages.ts';
import type { ControlEntry, FieldControlProps } from '../types.ts';
import { asText, readFlag, readNumber } from '../shared/read.ts';
import { sanitizeHtml } from '../shared/sanitize.ts';
import { counterLength } from './counterLength.ts';
import { resignImages, uploadEditorImage, withoutStoredSources } from './editorImage.ts';
import { reportFailure } from '../../core/failures.ts';
import { PrettyHtml } from '../shared/Pretty.tsx';

const COMMANDS: { command: string; title: string; icon: ReactNode }[] = [
  { command: 'bold', title: controlMessages.bold, icon: <BoldOutlined /> },
  { command: 'italic', title: controlMessages.italic, icon: <ItalicOutlined /> },
  { command: 'underline', title: controlMessages.underline, icon: <UnderlineOutlined /> },
  { command: 'insertUnorderedList', title: controlMessages.bulletList, icon: <UnorderedListOutlined /> },
  { command: 'insertOrderedList', title: controlMessages.orderedList, icon: <OrderedListOutlined /> },
];

const frame = { border: '1px solid #d9d9d9', borderRadius: 6 };

function ToolButton({ title, icon, disabled, loading, onClick }: { title: string; icon: ReactNode; disabled: boolean; loading?: boolean; onClick(): void }) {
  return (
    <Tooltip title={title}>
      <Button
        type="text"
        size="small"
        icon={icon}
        aria-label={title}
        disabled={disabled}
        loading={loading}
        // Keep the selection in the text area: a click would move focus to the button first.
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}

/**
 * A small rich-text editor: a contentEditable area with bold, italic, underline, list and picture
 * buttons. HTML is sanitised on the way in (each input) and on the way out (what is shown), so a
 * pasted <script> or onerror never reaches the value or the page. Pictures are uploaded under biz
 * 'jeditor' (inline base64 when the server answers 'local').
 */
export function EditorControl({ control, value, onChange, onBlur, disabled, readOnly }: FieldControlProps) {
  const services = useRuntime();
  const area = useRef<HTMLDivElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const safe = sanitizeHtml(asText(value));
  const editable = !disabled && !readOnly;

  useEffect(() => {
    // Only when the value differs from what is on screen: rewriting while typing would move the caret.
    if (area.current && area.current.innerHTML !== safe) {
      area.current.innerHTML = withoutStoredSources(safe);
      void resignImages(area.current, services.fileUrl);
    }
  }, [safe, services.fileUrl]);

  const emit = () => {
    if (area.current) onChange(sanitizeHtml(area.current.innerHTML));
  };
  const run = (command: string, argument?: string) => {
    area.current?.focus();
    // execCommand is deprecated but still the one cross-browser way to format a contentEditable selection.
    const done = typeof document.execCommand === 'function' && document.execCommand(command, false, argument);
    // Where the browser cannot insert at the caret, a picture goes at the end of the text.
    if (!done && command === 'insertHTML' && area.current && argument) area.current.insertAdjacentHTML('beforeend', sanitizeHtml(argument));
    emit();
  };
  const insertPicture = (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    uploadEditorImage(file, services)
      .then((html) => run('insertHTML', html))
      .catch((error: unknown) => reportFailure(message.error, error, controlMessages.uploadFailed))
      .finally(() => setUploading(false));
  };

  const max = readNumber(control, 'max', 2000);
  const length = counterLength(safe);
  return (
    <div style={frame}>
      <Space size={2} style={{ borderBottom: frame.border, padding: 4, width: '100%' }}>
        {COMMANDS.map(({ command, title, icon }) => (
          <ToolButton key={command} title={title} icon={icon} disabled={!editable} onClick={() => run(command)} />
        ))}
        <ToolButton title={controlMessages.picture} icon={<PictureOutlined />} disabled={!editable} loading={uploading} onClick={() => picker.current?.click()} />
      </Space>
      <input
        ref={picker}
        type="file"
        accept="image/*"
        hidden
        data-testid={`${control.id}-picture`}
        onChange={(e) => {
          insertPicture(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <div
        ref={area}
        id={control.id}
        role="textbox"
        aria-multiline
        aria-label={control.label}
        contentEditable={editable}
        suppressContentEditableWarning
        onInput={emit}
        onBlur={onBlur}
        style={{ minHeight: 120, padding: '4px 11px', outline: 'none' }}
      />
      {readFlag(control, 'validateMaxText') ? (
        <div
          style={{ textAlign: 'right', padding: '0 8px 4px', fontSize: 12, color: length > max ? '#ff4d4f' : '#8c8c8c' }}
          data-over={length > max}
        >
          {length}/{max}
        </div>
      ) : null}
    </div>
  );
}

/** validateMaxText: more characters than `max` (as the counter counts them) → '{label}超出最大字数限制'. */
export function editorRules(control: Control): FieldRule[] {
  if (!readFlag(control, 'validateMaxText')) return [];
  const max = readNumber(control, 'max', 2000);
  const message = coreMessages.tooLongText(control.label ?? '');
  return [{ validator: (value) => (counterLength(asText(value)) > max ? message : '') }];
}

export const editorControl: ControlEntry = { compType: 'editor', role: 'field', Render: EditorControl, rules: editorRules, Pretty: PrettyHtml };
