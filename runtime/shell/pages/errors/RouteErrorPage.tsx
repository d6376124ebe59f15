import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { HOME_PATH } from '../../router/paths';
import { pageMessages } from '../messages';

/** Shown when rendering a route throws (a page bug, a lazy chunk that failed to load). */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    // The user gets the catalogue's text; the developer needs the actual error.
    console.error(error);
  }, [error]);
  return (
    <Result
      status="500"
      title="500"
      subTitle={pageMessages.error500}
      extra={
        // A full load: whatever broke the page may have left the app in a state not worth keeping.
        <Button type="primary" href={HOME_PATH}>
          {pageMessages.backHome}
        </Button>
      }
    />
  );
}
