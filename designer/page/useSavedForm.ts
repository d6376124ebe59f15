import { useEffect, useState } from 'react';
import type { SchemaProblem } from '../../schemas/validate.ts';
import { loadSavedForm, type SavedForm } from '../api/savedForms.ts';
import type { DesignerStore } from '../model/designerStore.ts';
import { emptyDocument } from '../model/formConfig.ts';
import { parseSavedContent } from './savedContent.ts';

export type SavedFormState =
  | { status: 'new' }
  | { status: 'loading' }
  | { status: 'ready'; form: SavedForm }
  | { status: 'invalid'; problems: SchemaProblem[] }
  | { status: 'failed'; message: string };

/**
 * With `?id=` the saved form is loaded into the store (a fresh history); a formContent that is not
 * a valid form comes back as its problems, a failed request as its message. Without an id the
 * board starts empty. A new `reloadKey` loads again.
 */
export function useSavedForm(id: string | undefined, store: DesignerStore, reloadKey = ''): [SavedFormState, (state: SavedFormState) => void] {
  const [state, setState] = useState<SavedFormState>(id ? { status: 'loading' } : { status: 'new' });
  useEffect(() => {
    if (!id) {
      setState({ status: 'new' });
      return;
    }
    const abort = new AbortController();
    setState({ status: 'loading' });
    loadSavedForm(id, abort.signal).then(
      (form) => {
        if (abort.signal.aborted) return;
        const checked = parseSavedContent(form.formContent);
        if (!checked.ok) {
          store.reset(emptyDocument());
          setState({ status: 'invalid', problems: checked.problems });
          return;
        }
        store.reset(checked.value);
        setState({ status: 'ready', form });
      },
      (error: unknown) => {
        if (!abort.signal.aborted) setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => abort.abort();
    // reloadKey: the page asks for a fresh load (shown again after a save cleared it).
  }, [id, store, reloadKey]);
  return [state, setState];
}
