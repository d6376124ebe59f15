import { Card, Typography } from 'antd';
import { overviewMessages as m } from './messages';

/** /test/home (seed 000 §2.1, /test redirects here): a plain page inside the signed-in frame. */
export function TestHomePage() {
  return (
    <Card title={m.testTitle} data-testid="test-home-page">
      <Typography.Paragraph>{m.testBody}</Typography.Paragraph>
    </Card>
  );
}
