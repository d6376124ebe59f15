import { createContext, useContext } from 'react';
import type { ControlRegistry } from '../../controls/registry.ts';
import type { AntdClasses } from './antdClasses.ts';

/** What every node of one form shares: the control kinds and the form config's layout. */
export interface FormLayout {
  registry: ControlRegistry;
  /** The form's label width (config.labelWidth); a control's own labelWidth wins. */
  labelWidth: number | string | undefined;
  /** labelPosition 'top': labels above their controls. */
  vertical: boolean;
  /** labelPosition 'left': labels aligned to their left edge (else right). */
  labelAlign?: 'left' | 'right';
  /** The grid gutter between controls (config.gutter). */
  gutter: number;
  /**
   * Given when antd's form and grid styles are registered for the form as a whole (SchemaForm
   * renders a StylePrimer): items and columns then draw antd's markup directly, much cheaper
   * than one Form.Item and Col each. Without it they are antd's components.
   */
  antd?: AntdClasses;
  /**
   * Columns the browser may skip laying out and painting while off screen (`content-visibility:
   * auto` on each): a long form's (more than ALL_AT_ONCE controls) top-level controls are skipped
   * by bands instead (BandedControlList), a band that cannot be cut by column.
   */
  lazyOffscreen?: boolean;
}

export const FormLayoutContext = createContext<FormLayout | null>(null);

export function useFormLayout(): FormLayout {
  const layout = useContext(FormLayoutContext);
  if (!layout) throw new Error('form nodes render only inside <SchemaForm>');
  return layout;
}
