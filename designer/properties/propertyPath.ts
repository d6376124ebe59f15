import type { Control } from '../../schemas/types.ts';
import { controlKind } from '../../schemas/controls/catalogue.ts';

/*
 * A property key is a control key ('maxLength', 'show-word-limit') or one level into an object
 * property ('props.separator' of a cascader, 'style.width' of a table cell). No saved key holds a dot.
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function lookup(source: Record<string, unknown> | undefined, key: string): unknown {
  if (!source) return undefined;
  const [head, inner] = key.split('.', 2);
  if (inner === undefined) return source[head];
  const nested = source[head];
  return isRecord(nested) ? nested[inner] : undefined;
}

/**
 * What a property holds, or the catalogue default of the kind when the saved control lacks it:
 * old forms omit keys the newer catalogue has, and the runtime merges the same defaults.
 */
export function readProperty(control: Control, key: string): unknown {
  const own = lookup(control, key);
  return own !== undefined ? own : lookup(controlKind(control.compType)?.defaults, key);
}

/** The patch that sets one property; a nested key replaces its object with a copy holding the change. */
export function setProperty(control: Control, key: string, value: unknown): Partial<Control> {
  const [head, inner] = key.split('.', 2);
  if (inner === undefined) return { [head]: value };
  const current = readProperty(control, head);
  return { [head]: { ...(isRecord(current) ? current : {}), [inner]: value } };
}

/** A number property as a number: old forms store some as text ("labelWidth": "80"). */
export function readNumberProperty(control: Control, key: string): number | undefined {
  const value = readProperty(control, key);
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

export function readTextProperty(control: Control, key: string): string {
  const value = readProperty(control, key);
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

export function readFlagProperty(control: Control, key: string): boolean {
  const value = readProperty(control, key);
  return value === true || value === 'true';
}
