import type { ShellRoute } from './routeModel';

/** A menu URL shown inside the content area (the old IframePageView). */
export function IframeView({ route, url }: { route: ShellRoute; url: string }) {
  return (
    <iframe
      title={route.title}
      src={url}
      style={{ width: '100%', height: 'calc(100vh - 200px)', minHeight: 400, border: 0, background: '#fff' }}
    />
  );
}
