import { Button } from 'antd';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { isChunkLoadError } from '../../router/loadChunk';
import { HOME_PATH } from '../../router/paths';
import { pageMessages } from '../messages';

/**
 * Shown when the frame itself fails (a page fails inside it: PageErrorPanel). A chunk that could not
 * be loaded (the frame's own, after a redeploy) says so and reloads instead of blaming the server. Plain markup
 * rather than antd's Result: it is part of the first download and must not need another chunk.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    // The user gets the catalogue's text; the developer needs the actual error.
    console.error(error);
  }, [error]);
  if (isChunkLoadError(error)) {
    return (
      <div role="alert" style={{ padding: '48px 32px', textAlign: 'center' }}>
        <div style={{ fontSize: 20, lineHeight: 1.8, color: 'rgba(0,0,0,.88)' }}>{pageMessages.chunkTitle}</div>
        <div style={{ fontSize: 14, color: 'rgba(0,0,0,.45)', margin: '8px auto 24px', maxWidth: 520 }}>{pageMessages.chunkHint}</div>
        <Button type="primary" onClick={() => window.location.reload()}>{pageMessages.reload}</Button>
      </div>
    );
  }
  return (
    <div role="alert" style={{ padding: '48px 32px', textAlign: 'center' }}>
      <div style={{ fontSize: 24, lineHeight: 1.8, color: 'rgba(0,0,0,.88)' }}>500</div>
      <div style={{ fontSize: 14, color: 'rgba(0,0,0,.45)', marginBottom: 24 }}>{pageMessages.error500}</div>
      {/* A full load: whatever broke the page may have left the app in a state not worth keeping. */}
      <Button type="primary" href={HOME_PATH}>
        {pageMessages.backHome}
      </Button>
    </div>
  );
}
