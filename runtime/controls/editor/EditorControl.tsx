import { BoldOutlined, ItalicOutlined, OrderedListOutlined, UnderlineOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import type { Control } from '../../../schemas/types.ts';
import { coreMessages } from '../../core/messages.ts';
import type { FieldRule } from '../../core/fieldRules.ts';
import { controlMessages } from '../messages.ts';
import type { ControlEntry, FieldControlProps } from '../types.ts';
import { asText, readFlag, readNumber } from '../shared/read.ts';
import { sanitizeHtml, textOfHtml } from '../shared/sanitize.ts';

const COMMANDS: { command: string; title: string; icon: ReactNode }[] = [
  { command: 'bold', title: controlMessages.bold, icon: <BoldOutlined /> },
  { command: 'italic', title: controlMessages.italic, icon: <ItalicOutlined /> },
  { command: 'underline', title: controlMessages.underline, icon: <UnderlineOutlined /> },
  { command: 'insertUnorderedList', title: controlMessages.bulletList, icon: <UnorderedListOutlined /> },
  { command: 'insertOrderedList', title: controlMessages.orderedList, icon: <OrderedListOutlined /> },
];

const frame = { border: '1px solid #d9d9d9', borderRadius: 6 };

/**
 * A small rich-text editor: a contentEditable area with bold, italic, underline and list buttons.
 * HTML is sanitised on the way in (each input) and on the way out (what is shown), so a pasted
 * <script> or onerror never reaches the value or the page.
 */
export function EditorControl({ control, value, onChange, onBlur, disabled, readOnly }: FieldControlProps) {
  const area = useRef<HTMLDivElement>(null);
  const safe = sanitizeHtml(asText(value));
  const editable = !disabled && !readOnly;

  useEffect(() => {
    // Only when the value differs from what is on screen: rewriting while typing would move the caret.
    if (area.current && area.current.innerHTML !== safe) area.current.innerHTML = safe;
  }, [safe]);

  const emit = () => {
    if (area.current) onChange(sanitizeHtml(area.current.innerHTML));
  };
  const run = (command: string) => {
    area.current?.focus();
    // execCommand is deprecated but still the one cross-browser way to format a contentEditable selection.
    if (typeof document.execCommand === 'function') document.execCommand(command);
    emit();
  };

  const max = readNumber(control, 'max', 2000);
  const length = textOfHtml(safe).length;
  return (
    <div style={frame}>
      <Space size={2} style={{ borderBottom: frame.border, padding: 4, width: '100%' }}>
        {COMMANDS.map(({ command, title, icon }) => (
          <Tooltip key={command} title={title}>
            <Button
              type="text"
              size="small"
              icon={icon}
              aria-label={title}
              disabled={!editable}
              // Keep the selection in the text area: a click would move focus to the button first.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => run(command)}
            />
          </Tooltip>
        ))}
      </Space>
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

/** validateMaxText: more visible characters than `max` → '{label}超出最大字数限制'. */
export function editorRules(control: Control): FieldRule[] {
  if (!readFlag(control, 'validateMaxText')) return [];
  const max = readNumber(control, 'max', 2000);
  const message = coreMessages.tooLongText(control.label ?? '');
  return [{ validator: (value) => (textOfHtml(asText(value)).length > max ? message : '') }];
}

export const editorControl: ControlEntry = { compType: 'editor', role: 'field', Render: EditorControl, rules: editorRules };
