import type { Control, FormConfig } from '../../schemas/types.ts';

/** Label width of a shown label, and of a hidden one (seed 001 §4, §9: 80 with label, 1 without). */
export const LABEL_WIDTH_SHOWN = 80;
export const LABEL_WIDTH_HIDDEN = 1;

/** The show-label toggle of a control sets its label width too. */
export function showLabelPatch(showLabel: boolean): Partial<Control> {
  return { showLabel, labelWidth: showLabel ? LABEL_WIDTH_SHOWN : LABEL_WIDTH_HIDDEN };
}

/** The form settings' show-label default toggles the form label width between 80 and 0 (seed 001 §3). */
export function formShowLabelPatch(showLabel: boolean): Partial<FormConfig> {
  return { labelWidth: showLabel ? LABEL_WIDTH_SHOWN : 0 };
}

/** Whether the form settings show labels: any label width above 0 ('80' from old forms included). */
export function formShowsLabels(config: FormConfig): boolean {
  return Number(config.labelWidth ?? LABEL_WIDTH_SHOWN) > 0;
}
