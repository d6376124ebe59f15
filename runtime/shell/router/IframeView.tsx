import { Result } from 'antd';
import { safeUrl } from '../../../schemas/safeUrl.ts';
import { routerMessages } from './messages';
import type { ShellRoute } from './routeModel';

/** A menu URL shown inside the content area (the old IframePageView); only an http(s) or site address ever becomes its source. */
export function IframeView({ route, url }: { route: ShellRoute; url: string }) {
  const src = safeUrl(url);
  if (src === undefined) return <Result status="warning" title={route.title} subTitle={routerMessages.unsafeUrl} />;
  return (
    <iframe
      title={route.title}
      src={src}
      style={{ width: '100%', height: 'calc(100vh - 200px)', minHeight: 400, border: 0, background: '#fff' }}
    />
  );
}
