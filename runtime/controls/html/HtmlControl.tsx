import type { ControlBaseProps, ControlEntry } from '../types.ts';
import { readText } from '../shared/read.ts';
import { sanitizeHtml } from '../shared/sanitize.ts';

export function HtmlControl({ control }: ControlBaseProps) {
  return <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(readText(control, 'html')) }} />;
}

export const htmlControl: ControlEntry = { compType: 'html', role: 'display', Render: HtmlControl };
