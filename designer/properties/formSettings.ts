import type { FormConfig } from '../../schemas/types.ts';

/** Bounds of the form settings (seed 001 §3 "Form config", §5 "Property limits"). */
export const FORM_LABEL_WIDTH = { min: 60, max: 140 };
export const FORM_GUTTER = { min: 0, max: 30 };

export const FORM_SIZES = ['medium', 'small', 'mini'] as const satisfies readonly NonNullable<FormConfig['size']>[];
export const LABEL_POSITIONS = ['right', 'left', 'top'] as const satisfies readonly NonNullable<FormConfig['labelPosition']>[];

/** The settings a form without them starts with (seed 001 §3). */
export const FORM_DEFAULTS = {
  size: 'medium',
  labelPosition: 'right',
  labelWidth: 80,
  gutter: 15,
  disabled: false,
  dynamicTableAllowed: true,
} as const satisfies FormConfig;
