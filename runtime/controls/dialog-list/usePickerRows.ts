import { useEffect, useState } from 'react';
import { useRuntime } from '../../react/RuntimeContext.tsx';
import { controlMessages } from '../messages.ts';
import { listOf } from '../shared/useOptions.ts';
import type { PickerConfig } from './pickerConfig.ts';
import type { Row } from './pickerValue.ts';

export interface PickerRows {
  /** The action's rows (the department tree's roots for userDept); undefined until loaded. */
  rows?: Row[];
  error?: string;
}

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The rows a picker chooses from: a GET of the control's `action`, once it is `needed` (the dialog
 * opens, or a stored value needs its labels). A failed call or a missing action leaves no rows and
 * a message to show in the dialog.
 */
export function usePickerRows(config: PickerConfig, needed: boolean): PickerRows {
  const services = useRuntime();
  const [state, setState] = useState<PickerRows & { action?: string }>({});
  const { action } = config;
  const loaded = state.action === action && (state.rows !== undefined || state.error !== undefined);

  useEffect(() => {
    if (!needed || loaded) return;
    if (!action) {
      setState({ action, rows: [], error: controlMessages.pickerNoAction });
      return;
    }
    const abort = new AbortController();
    services.getJson(action, undefined, abort.signal).then(
      (result) => !abort.signal.aborted && setState({ action, rows: listOf(result).filter(isRow) }),
      (error: unknown) => !abort.signal.aborted && setState({ action, rows: [], error: `${controlMessages.pickerLoadFailed}：${reason(error)}` }),
    );
    return () => abort.abort();
  }, [needed, loaded, action, services]);

  return state.action === action ? { rows: state.rows, error: state.error } : {};
}
