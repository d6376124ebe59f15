import { loader } from '@monaco-editor/react';
import type * as MonacoNamespace from 'monaco-editor';
// The editor core with its features (find, completion, hover, folding...) and only the languages
// used here: the package's main entry would also bundle 80 other languages and the TypeScript, CSS
// and HTML workers (9 MB) that neither the JSON view nor the code editor uses.
import 'monaco-editor/features/register.all';
import * as monaco from 'monaco-editor/editor/editor.api';
// JSON with its worker (completion and error marks from a schema: the designer's JSON view).
import 'monaco-editor/languages/features/json/register';
// The code editor's languages (seed 002 §2), colouring only; each tokenizer is its own small
// chunk, loaded the first time its language is shown.
import 'monaco-editor/languages/definitions/css/register';
import 'monaco-editor/languages/definitions/javascript/register';
import 'monaco-editor/languages/definitions/html/register';
import 'monaco-editor/languages/definitions/xml/register';
import 'monaco-editor/languages/definitions/java/register';
import 'monaco-editor/languages/definitions/objective-c/register';
import 'monaco-editor/languages/definitions/python/register';
import 'monaco-editor/languages/definitions/r/register';
import 'monaco-editor/languages/definitions/shell/register';
import 'monaco-editor/languages/definitions/sql/register';
import 'monaco-editor/languages/definitions/swift/register';
import 'monaco-editor/languages/definitions/markdown/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/language/json/json.worker?worker';

/*
 * The one set-up of monaco for the whole product, imported by every module that shows an editor
 * (designer/dialogs/JsonCodeEditor.tsx, runtime/controls/code-editor). Those modules are lazy chunks,
 * so monaco is downloaded the first time an editor is shown and never by the rest of the
 * application. Everything is bundled: the loader gets this monaco instead of fetching one from a
 * CDN, and the workers come from this build.
 */
self.MonacoEnvironment = {
  getWorker: (_workerId: string, label: string) => (label === 'json' ? new JsonWorker() : new EditorWorker()),
};
// The loader's type names the whole package; the editor API is the part of it the loader uses.
loader.config({ monaco: monaco as unknown as typeof MonacoNamespace });

export { monaco };
