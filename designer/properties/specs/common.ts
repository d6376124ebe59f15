import type { PropertySpec } from '../propertySpec.ts';
import { propertyLabels as L } from '../messages.ts';
import { showLabelPatch } from '../showLabel.ts';
import { flag, number, text } from './build.ts';

/*
 * The common fields of a designer control (seed 001 §3 "Designer control (common fields)") with
 * the limits of §5 "Property limits": span 1-24, gutter at least 0, label width 1-200.
 */

export const id: PropertySpec = { type: 'id' };
export const label = text('label', L.label);
export const span = number('span', L.span, { min: 1, max: 24, precision: 0 });
export const gutter = number('gutter', L.gutter, { min: 0, precision: 0 });
/** Label width 1-200; the cascader allows 0 (seed 001 §5). */
export const labelWidth = (min: 0 | 1 = 1) => number('labelWidth', L.labelWidth, { min, max: 200, precision: 0 });
/** Showing the label sets the width to 80, hiding it to 1 (seed 001 §4). */
export const showLabel = flag('showLabel', L.showLabel, { patch: (shown: boolean) => showLabelPatch(shown) });
export const required = flag('required', L.required);
export const disabled = flag('disabled', L.disabled);
export const readonly = flag('readonly', L.readonly);
export const clearable = flag('clearable', L.clearable);
export const placeholder = text('placeholder', L.placeholder);
export const defaultValue: PropertySpec = { type: 'value' };

/** What every value component starts its panel with (the seed lists these for date, slider and switch). */
export const fieldBase: PropertySpec[] = [id, label, span, gutter, labelWidth(), showLabel, required];
