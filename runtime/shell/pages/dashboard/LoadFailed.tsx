import { Alert, Button } from 'antd';
import { dashboardMessages } from './messages';

/** A failed fetch: what went wrong and a way to try again, never a blank page. */
export function LoadFailed({ error, onRetry }: { error: string; onRetry?: () => void }) {
  return (
    <div data-testid="dashboard-load-failed">
      <Alert
        type="error"
        showIcon
        message={dashboardMessages.loadFailed}
        description={error}
        action={onRetry && <Button size="small" onClick={onRetry}>{dashboardMessages.retry}</Button>}
      />
    </div>
  );
}
