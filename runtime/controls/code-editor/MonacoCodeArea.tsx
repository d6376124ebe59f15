import Editor from '@monaco-editor/react';
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
  return (
    <Editor
      height={height}
      language={language}
      value={value}
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
