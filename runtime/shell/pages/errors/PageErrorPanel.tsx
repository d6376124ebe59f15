import { Button } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useRouteError } from 'react-router-dom';
import { isChunkLoadError } from '../../router/loadChunk';
import { HOME_PATH } from '../../router/paths';
import { pageMessages } from '../messages';

/**
 * A page of the signed-in frame that failed, shown where the page would be: the menu, the tabs and
 * the header stay. A lazy chunk that is gone (an open tab after a redeploy, seed 000 §8's
 * ChunkLoadError) offers a full reload, which fetches the new build; any other failure says the page
 * broke without blaming the server. Plain markup like RouteErrorPage: it is part of the first download.
 */
export function PageErrorPanel() {
  const error = useRouteError();
  const navigate = useNavigate();
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    // The user gets the texts below; the developer needs the actual error.
    console.error(error);
  }, [error]);
  return (
    <div role="alert" data-testid="page-error" style={{ padding: '48px 24px', textAlign: 'center', background: '#fff', borderRadius: 8 }}>
      <div style={{ fontSize: 20, lineHeight: 1.8, color: 'rgba(0,0,0,.88)' }}>{chunk ? pageMessages.chunkTitle : pageMessages.pageErrorTitle}</div>
      <div style={{ fontSize: 14, color: 'rgba(0,0,0,.45)', margin: '8px auto 24px', maxWidth: 520 }}>
        {chunk ? pageMessages.chunkHint : pageMessages.pageErrorHint}
      </div>
      <div style={{ display: 'flex', gap: 8, justifyContent: 'center', flexWrap: 'wrap' }}>
        {/* A full load: the new index.html names the new build's chunks. */}
        <Button type="primary" onClick={() => window.location.reload()}>{pageMessages.reload}</Button>
        <Button onClick={() => navigate(HOME_PATH)}>{pageMessages.backHome}</Button>
      </div>
    </div>
  );
}
