import { Button, Result } from 'antd';
import { safeUrl } from '../../../schemas/safeUrl.ts';
import { routerMessages } from './messages';
import type { ShellRoute } from './routeModel';

/**
 * The menu opens external items in a new window without navigating; this page only shows when such
 * a path is typed or bookmarked, and offers the same new window.
 */
export function ExternalLinkView({ route, url }: { route: ShellRoute; url: string }) {
  const href = safeUrl(url);
  if (href === undefined) return <Result status="warning" title={route.title} subTitle={routerMessages.unsafeUrl} />;
  return (
    <Result
      status="info"
      title={route.title}
      subTitle={routerMessages.externalTitle}
      extra={
        <Button type="primary" href={href} target="_blank" rel="noopener noreferrer">
          {routerMessages.externalOpen}
        </Button>
      }
    />
  );
}
