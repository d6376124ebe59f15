import { Typography } from 'antd';
import { safeUrl } from '../../../schemas/safeUrl.ts';
import type { ControlBaseProps, ControlEntry } from '../types.ts';
import { readFlag, readText } from '../shared/read.ts';

const TYPES = { success: 'success', warning: 'warning', danger: 'danger', info: 'secondary' } as const;

/** Only http(s), relative and mailto addresses: a designed `javascript:` href must not run. */
function safeHref(href: string): string | undefined {
  return safeUrl(href) ?? (/^mailto:[^:]*$/i.test(href.trim()) ? href.trim() : undefined);
}

export function LinkControl({ control }: ControlBaseProps) {
  const target = readText(control, 'target', '_blank');
  return (
    <Typography.Link
      href={safeHref(readText(control, 'href'))}
      target={target}
      rel={target === '_blank' ? 'noopener noreferrer' : undefined}
      type={TYPES[readText(control, 'type') as keyof typeof TYPES]}
      underline={readFlag(control, 'underline', true)}
      disabled={readFlag(control, 'disabled')}
    >
      {readText(control, 'text')}
    </Typography.Link>
  );
}

export const linkControl: ControlEntry = { compType: 'link', role: 'display', Render: LinkControl };
