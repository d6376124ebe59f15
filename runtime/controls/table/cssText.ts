import type { CSSProperties } from 'react';

/** `border: 1px solid #ccc; padding-left: 4px` (the table's `tdStyle`) as a React style object. */
export function cssText(text: string): CSSProperties {
  const style: Record<string, string> = {};
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon <= 0) continue;
    const name = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    // Only plain property names and values: no url(), no expression(), nothing that loads or runs.
    if (!/^[a-z-]+$/.test(name) || !value || /url\(|expression\(|javascript:/i.test(value)) continue;
    style[name.replace(/-([a-z])/g, (_, ch: string) => ch.toUpperCase())] = value;
  }
  return style as CSSProperties;
}
