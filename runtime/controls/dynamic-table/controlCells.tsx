import { useEffect, useRef } from 'react';
import type { Control, ControlOption } from '../../../schemas/types.ts';
import type { CellKind, EditorProps, GridColumnView } from '../../grid/cellKinds.tsx';
import { controlMessages as m } from '../messages.ts';
import { prettyText } from '../shared/Pretty.tsx';
import { readText } from '../shared/read.ts';
import type { ControlEntry, FieldControlProps } from '../types.ts';

type FieldEntry = Extract<ControlEntry, { role: 'field' }>;

/** Kinds whose editing a keystroke starts with the typed text (the others start as they were). */
const TEXT_KINDS = new Set(['input', 'textarea']);

const staticOptions = (control: Control): ControlOption[] => (Array.isArray(control.options) ? (control.options as ControlOption[]) : []);

/**
 * A cell's value as text, as a read-pretty form says it: a choice by its options' labels (its
 * dictionary's texts, `dict`, where it names a dictCode), a switch as 是 / 否 (or its own texts),
 * lists joined by 、.
 */
export function cellText(control: Control, value: unknown, dict?: ReadonlyMap<string, string>): string {
  if (control.compType === 'Switch') {
    const active = control['active-value'] === undefined || control['active-value'] === '' ? 'Y' : control['active-value'];
    return value === active ? readText(control, 'active-text') || m.prettyYes : readText(control, 'inactive-text') || m.prettyNo;
  }
  const options = typeof control.dictCode === 'string' ? [...(dict ?? [])].map(([v, label]) => ({ value: v, label })) : staticOptions(control);
  if (options.length > 0) {
    const chosen = Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [value];
    return chosen.map((v) => options.find((o) => o.value === v || String(o.value) === String(v))?.label ?? prettyText(v)).join('、');
  }
  return prettyText(value);
}

interface ControlEditorProps extends EditorProps {
  control: Control;
  Render: FieldEntry['Render'];
}

/**
 * The active cell's editor: the column's own form control (its kind's renderer, its options, its
 * limits), as the dynamic table's cells always were. It takes the focus when it mounts; a change is
 * the cell's value at once, leaving it ends the editing. Its DOM id is the column id and row index.
 */
function ControlEditor({ control, Render, value, commit, cancel, initialText, rowIndex = 0 }: ControlEditorProps) {
  const box = useRef<HTMLDivElement>(null);
  const started = useRef({ initialText, commit });
  useEffect(() => {
    box.current?.querySelector<HTMLElement>('input, textarea, [tabindex]:not([tabindex="-1"])')?.focus();
    const { initialText: typed, commit: first } = started.current;
    if (typed !== undefined && TEXT_KINDS.has(control.compType)) first(typed);
  }, [control.compType]);
  const props: FieldControlProps = {
    control: { ...control, id: `${control.id}_${String(rowIndex)}` },
    path: '',
    value,
    onChange: (next) => commit(next),
    onBlur: cancel,
    disabled: false,
    readOnly: false,
  };
  return (
    <div ref={box} style={{ width: '100%' }}>
      <Render {...props} />
    </div>
  );
}

/** The grid column of one dynamic table column: drawn as text, edited with its form control. */
export function controlColumn(control: Control, entry: FieldEntry, locked: boolean, dict?: ReadonlyMap<string, string>): GridColumnView {
  const kind: CellKind = {
    width: 150,
    text: (value) => cellText(control, value, dict),
    Editor: (props) => <ControlEditor {...props} control={control} Render={entry.Render} />,
  };
  return {
    key: control.id,
    title: control.label ?? control.id,
    type: 'input',
    kind,
    disabled: locked || control.disabled === true || control.readonly === true,
    required: control.required === true,
  };
}
