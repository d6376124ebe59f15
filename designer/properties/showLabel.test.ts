import { describe, expect, it } from 'vitest';
import { formShowLabelPatch, formShowsLabels, showLabelPatch } from './showLabel.ts';

describe('show-label toggle (seed 001 §4, §9)', () => {
  it('sets the label width to 80 when labels are shown and 1 when hidden', () => {
    expect(showLabelPatch(true)).toEqual({ showLabel: true, labelWidth: 80 });
    expect(showLabelPatch(false)).toEqual({ showLabel: false, labelWidth: 1 });
  });

  it('toggles the form label width between 80 and 0 in the settings (seed 001 §3)', () => {
    expect(formShowLabelPatch(true)).toEqual({ labelWidth: 80 });
    expect(formShowLabelPatch(false)).toEqual({ labelWidth: 0 });
    expect(formShowsLabels({ labelWidth: '80' })).toBe(true);
    expect(formShowsLabels({ labelWidth: 0 })).toBe(false);
    expect(formShowsLabels({})).toBe(true);
  });
});
