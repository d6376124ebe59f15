import { Alert, Button } from 'antd';
import { superQueryMessages as m } from './messages.ts';

/** Shown above the list while an advanced query filters it (seed 002 section 2). */
export function SuperQueryBanner({ onClear }: { onClear: () => void }) {
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      message={m.active}
      action={
        <Button type="link" size="small" onClick={onClear}>
          {m.clear}
        </Button>
      }
    />
  );
}
