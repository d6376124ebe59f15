import { lazy, memo, Suspense, useCallback, useRef, useSyncExternalStore } from 'react';
import type { FormConfig } from '../../schemas/types.ts';
import { HelpDialog } from '../dialogs/HelpDialog.tsx';
import { PreviewDialog } from '../dialogs/PreviewDialog.tsx';
import { SaveDialog } from '../dialogs/SaveDialog.tsx';
import { FormSettingsDialog } from '../properties/FormSettingsDialog.tsx';
import { useDesigner, useFormConfig } from '../canvas/DesignerContext.tsx';
import { updateConfig } from '../model/formConfig.ts';
import type { DesignDocument } from '../model/types.ts';

// The JSON editor brings monaco: it loads the first time the dialog opens.
const JsonViewDialog = lazy(() => import('../dialogs/JsonViewDialog.tsx').then((module) => ({ default: module.JsonViewDialog })));

export type DialogName = 'save' | 'preview' | 'json' | 'settings' | 'help';

interface DesignerDialogsProps {
  open: DialogName | null;
  /** Dialogs opened at least once stay mounted (closed), so monaco loads once. */
  opened: ReadonlySet<DialogName>;
  onClose(): void;
  saveInitial: { formName: string; remark: string };
  onSave(values: { formName: string; remark: string }): Promise<void>;
}

const coalesceKey = (patch: Partial<FormConfig>) => `config:${Object.keys(patch).sort().join(',')}`;

/**
 * The document, followed only while `active`: a closed preview or JSON view does not re-render on
 * every edit of the board; opened, it reads the board as it is.
 */
function useDocumentWhile(active: boolean): DesignDocument {
  const { store } = useDesigner();
  const last = useRef(store.getState().history.present);
  const subscribe = useCallback((onChange: () => void) => (active ? store.subscribe(onChange) : () => undefined), [active, store]);
  return useSyncExternalStore(subscribe, () => (active ? (last.current = store.getState().history.present) : last.current));
}

/** The settings dialog follows the form config only. */
const SettingsDialog = memo(function SettingsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { run } = useDesigner();
  const config = useFormConfig();
  return (
    <FormSettingsDialog
      open={open}
      config={config}
      onChange={(patch) => run((current) => updateConfig(current, patch), { coalesce: coalesceKey(patch) })}
      onClose={onClose}
    />
  );
});

/** The toolbar's dialogs, wired to the store: settings and JSON edits are commands, so undo covers them. */
export const DesignerDialogs = memo(function DesignerDialogs({ open, opened, onClose, saveInitial, onSave }: DesignerDialogsProps) {
  const { store } = useDesigner();
  const doc = useDocumentWhile(open === 'preview' || open === 'json');
  return (
    <>
      <SettingsDialog open={open === 'settings'} onClose={onClose} />
      {opened.has('preview') ? <PreviewDialog open={open === 'preview'} content={doc} onClose={onClose} /> : null}
      {opened.has('json') ? (
        <Suspense fallback={null}>
          <JsonViewDialog
            open={open === 'json'}
            value={doc}
            onApply={(next) => {
              store.replace(next);
              onClose();
            }}
            onClose={onClose}
          />
        </Suspense>
      ) : null}
      {opened.has('save') ? <SaveDialog open={open === 'save'} initial={saveInitial} onSubmit={onSave} onClose={onClose} /> : null}
      <HelpDialog open={open === 'help'} onClose={onClose} />
    </>
  );
});
