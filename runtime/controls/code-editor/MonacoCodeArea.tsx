import Editor, { type OnMount } from '@monaco-editor/react';
import { useEffect, useRef } from 'react';
// Monaco's one set-up (offline, bundled workers), shared with the designer's JSON view.
import '../../react/monaco/monacoSetup.ts';
import { controlMessages as m } from '../messages.ts';

export interface CodeAreaProps {
  value: string;
  onChange(text: string): void;
  /** Monaco's language id. */
  language: string;
  height: number | string;
  readOnly: boolean;
  /** Names the edited text for assistive technology (the control's label). */
  label: string;
}

/** The code editor's text area: monaco, in a chunk of its own loaded the first time one is shown. */
export default function MonacoCodeArea({ value, onChange, language, height, readOnly, label }: CodeAreaProps) {
  const editor = useRef<Parameters<OnMount>[0] | null>(null);
  // The editor owns its text while one types: the form's value comes back a render later, and
  // writing that older text into the editor would drop the keys typed meanwhile. A value changed
  // from outside (a record loaded, a form reset) is written in when the editor is not being typed in.
  useEffect(() => {
    const current = editor.current;
    if (current && !current.hasTextFocus() && current.getValue() !== value) current.setValue(value);
  }, [value]);
  return (
    <Editor
      height={height}
      language={language}
      defaultValue={value}
      onMount={(mounted) => {
        editor.current = mounted;
      }}
      onChange={(text) => onChange(text ?? '')}
      loading={m.codeEditorLoading}
      options={{
        // Seed 002 §9: tab size 2.
        tabSize: 2,
        insertSpaces: true,
        detectIndentation: false,
        minimap: { enabled: false },
        fontSize: 13,
        scrollBeyondLastLine: false,
        automaticLayout: true,
        fixedOverflowWidgets: true,
        readOnly,
        ariaLabel: label,
      }}
    />
  );
}
