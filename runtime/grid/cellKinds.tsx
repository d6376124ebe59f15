import { Checkbox, DatePicker, Input, Select, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import { CHOICE_KINDS } from './choiceKinds.tsx';
import { acceptNumberText, numberOnBlur } from './numberText.ts';

/** A column as the table draws it: the store's part (gridStore.ts) and how its cells look and edit. */
export interface GridColumnView {
  key: string;
  title: string;
  /** A column type of seed 002 §3 that this table edits (the others come with their controls). */
  type: CellKindName;
  width?: number;
  options?: { value: string; text: string }[];
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  /** A cell of its own instead of the type's (the form's pickers, which the grid does not know). */
  kind?: CellKind;
}

export type CellKindName = 'input' | 'inputNumber' | 'select' | 'checkbox' | 'date' | 'datetime' | 'time' | 'textarea' | 'hidden' | keyof typeof CHOICE_KINDS;

export interface EditorProps {
  column: GridColumnView;
  /** The row's place in the table (the dynamic table's cells name their DOM ids by it). */
  rowIndex?: number;
  value: unknown;
  /** Commits a value (and re-checks the cell); `done` ends the editing. */
  commit: (value: unknown, done?: boolean) => void;
  cancel: () => void;
  /** The text a keystroke started the editing with (it replaces the value). */
  initialText?: string;
}

export interface CellKind {
  /** The minimum width of seed 002 §9 (date 135, datetime 190), else the default 120. */
  width: number;
  text: (value: unknown, column: GridColumnView) => string;
  Editor: (props: EditorProps) => ReactNode;
}

const plain = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const DATE = 'YYYY-MM-DD';
const DATETIME = 'YYYY-MM-DD HH:mm:ss';
const TIME = 'HH:mm:ss';

function TextEditor({ value, commit, cancel, initialText, multiline }: EditorProps & { multiline?: boolean }) {
  const [text, setText] = useState(initialText ?? plain(value));
  const keys = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') cancel();
    else if (event.key === 'Enter' && !(multiline && event.shiftKey)) {
      event.preventDefault();
      commit(text, true);
    }
  };
  const shared = { autoFocus: true, value: text, onKeyDown: keys, onBlur: () => commit(text, true) };
  return multiline ? (
    // The text popup of seed 002 §9: 300 x 210.
    <Input.TextArea {...shared} style={{ width: 300, height: 210, position: 'absolute', zIndex: 3 }} onChange={(e) => setText(e.target.value)} onInput={(e) => commit((e.target as HTMLTextAreaElement).value)} />
  ) : (
    <Input {...shared} onChange={(e) => { setText(e.target.value); commit(e.target.value); }} />
  );
}

function NumberEditor({ value, commit, cancel, initialText }: EditorProps) {
  const [text, setText] = useState(acceptNumberText('', initialText ?? plain(value)));
  return (
    <Input
      autoFocus
      inputMode="decimal"
      value={text}
      onChange={(e) => setText((previous) => acceptNumberText(previous, e.target.value))}
      onKeyDown={(e) => {
        if (e.key === 'Escape') cancel();
        else if (e.key === 'Enter') commit(numberOnBlur(text), true);
      }}
      onBlur={() => commit(numberOnBlur(text), true)}
    />
  );
}

function pickerEditor(format: string, picker: 'date' | 'datetime' | 'time') {
  return function PickerEditor({ value, commit }: EditorProps) {
    const parsed = value ? dayjs(String(value), format) : null;
    const change = (next: Dayjs | null) => commit(next ? next.format(format) : null, true);
    if (picker === 'time') return <TimePicker autoFocus defaultOpen value={parsed} format={format} onChange={change} />;
    return <DatePicker autoFocus defaultOpen value={parsed} format={format} showTime={picker === 'datetime'} onChange={change} />;
  };
}

export const CELL_KINDS: Record<CellKindName, CellKind> = {
  input: { width: 120, text: plain, Editor: (props) => <TextEditor {...props} /> },
  textarea: { width: 120, text: plain, Editor: (props) => <TextEditor {...props} multiline /> },
  inputNumber: { width: 120, text: plain, Editor: NumberEditor },
  select: {
    width: 120,
    text: (value, column) => column.options?.find((o) => o.value === plain(value))?.text ?? plain(value),
    Editor: ({ value, column, commit }) => (
      <Select
        autoFocus
        defaultOpen
        allowClear
        style={{ width: '100%' }}
        value={value === undefined || value === null || value === '' ? undefined : plain(value)}
        options={column.options?.map((o) => ({ value: o.value, label: o.text }))}
        onChange={(next: string | undefined) => commit(next ?? '', true)}
      />
    ),
  },
  checkbox: {
    width: 80,
    text: (value) => (value === true || value === 'Y' || value === '1' ? '✓' : ''),
    Editor: ({ value, commit }) => <Checkbox autoFocus checked={value === true || value === 'Y' || value === '1'} onChange={(e) => commit(e.target.checked, true)} />,
  },
  date: { width: 135, text: plain, Editor: pickerEditor(DATE, 'date') },
  datetime: { width: 190, text: plain, Editor: pickerEditor(DATETIME, 'datetime') },
  time: { width: 120, text: plain, Editor: pickerEditor(TIME, 'time') },
  hidden: { width: 0, text: () => '', Editor: () => null },
  ...CHOICE_KINDS,
};
