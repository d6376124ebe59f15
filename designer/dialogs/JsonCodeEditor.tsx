import Editor from '@monaco-editor/react';
// Monaco's one set-up (offline, bundled workers), shared with the code editor control.
import '../../runtime/react/monaco/monacoSetup.ts';
import { jsonDefaults } from 'monaco-editor/languages/features/json/register';
import { dialogMessages } from './messages.ts';
import { FORM_MODEL_URI, formEditorSchemas } from './formJsonSchema.ts';

/*
 * This module is the JSON view's own chunk: the dialog imports it lazily, so monaco is downloaded
 * the first time the dialog opens.
 */
jsonDefaults.setDiagnosticsOptions({
  validate: true,
  allowComments: false,
  trailingCommas: 'error',
  // The schemas are given here; the editor never asks another host for one.
  enableSchemaRequest: false,
  schemaValidation: 'error',
  schemas: formEditorSchemas(),
});

export interface JsonCodeEditorProps {
  value: string;
  onChange(text: string): void;
  height: number | string;
}

/** A JSON code editor with completion and error marks from the form meta-schema. */
export default function JsonCodeEditor({ value, onChange, height }: JsonCodeEditorProps) {
  return (
    <Editor
      height={height}
      language="json"
      path={FORM_MODEL_URI}
      value={value}
      onChange={(text) => onChange(text ?? '')}
      loading={dialogMessages.editorLoading}
      options={{
        minimap: { enabled: false },
        tabSize: 2,
        fontSize: 13,
        scrollBeyondLastLine: false,
        automaticLayout: true,
        formatOnPaste: true,
        fixedOverflowWidgets: true,
      }}
    />
  );
}
