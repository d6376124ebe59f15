import Editor, { loader } from '@monaco-editor/react';
import type * as MonacoNamespace from 'monaco-editor';
// The editor core with its features (find, completion, hover, folding...) and the JSON language
// only: the package's main entry would also bundle 80 other languages and the TypeScript, CSS and
// HTML workers (9 MB) that a JSON view never uses.
import 'monaco-editor/features/register.all';
import * as monaco from 'monaco-editor/editor/editor.api';
import { jsonDefaults } from 'monaco-editor/languages/features/json/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/language/json/json.worker?worker';
import { dialogMessages } from './messages.ts';
import { FORM_MODEL_URI, formEditorSchemas } from './formJsonSchema.ts';

/*
 * This module is the code editor's own chunk: the JSON view imports it lazily, so monaco is
 * downloaded the first time the dialog opens and never by the rest of the application.
 * Everything is bundled: the loader gets the bundled monaco instead of fetching it from a CDN,
 * and the workers come from this build.
 */
self.MonacoEnvironment = {
  getWorker: (_workerId: string, label: string) => (label === 'json' ? new JsonWorker() : new EditorWorker()),
};
// The loader's type names the whole package; the editor API is the part of it the loader uses.
loader.config({ monaco: monaco as unknown as typeof MonacoNamespace });

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
