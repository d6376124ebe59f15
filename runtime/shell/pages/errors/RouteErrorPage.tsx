import { Button } from 'antd';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { HOME_PATH } from '../../router/paths';
import { pageMessages } from '../messages';

/**
 * Shown when rendering a route throws (a page bug, a lazy chunk that failed to load). Plain markup
 * rather than antd's Result: it is part of the first download and must not need another chunk.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    // The user gets the catalogue's text; the developer needs the actual error.
    console.error(error);
  }, [error]);
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
