import type { Control } from '../../schemas/types.ts';

/**
 * Cascader options typed as JSON text: an array of option objects (label, value, children, or the
 * keys set in `props`), or undefined for anything else, which the panel refuses.
 */
export function parseCascaderOptions(text: string): Control['options'] | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    const ok = Array.isArray(parsed) && parsed.every((o) => typeof o === 'object' && o !== null && !Array.isArray(o));
    return ok ? (parsed as Control['options']) : undefined;
  } catch {
    return undefined;
  }
}
