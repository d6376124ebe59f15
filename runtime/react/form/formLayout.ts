import { createContext, useContext } from 'react';
import type { ControlRegistry } from '../../controls/registry.ts';

/** What every node of one form shares: the control kinds and the form config's layout. */
export interface FormLayout {
  registry: ControlRegistry;
  /** The form's label width (config.labelWidth); a control's own labelWidth wins. */
  labelWidth: number | string | undefined;
  /** labelPosition 'top': labels above their controls. */
  vertical: boolean;
  /** The grid gutter between controls (config.gutter). */
  gutter: number;
}

export const FormLayoutContext = createContext<FormLayout | null>(null);

export function useFormLayout(): FormLayout {
  const layout = useContext(FormLayoutContext);
  if (!layout) throw new Error('form nodes render only inside <SchemaForm>');
  return layout;
}
