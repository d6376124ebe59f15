import { Alert, Button, Form } from 'antd';
import { pageMessages } from '../messages';

/** The end of every sign-in form: the refusal (if any) above the 登录 button. */
export function SubmitWithError({ error, testId, submitting }: { error: string | null; testId: string; submitting: boolean }) {
  return (
    <>
      {error !== null && (
        <div data-testid={testId} style={{ marginBottom: 24 }}>
          <Alert type="error" showIcon message={error} />
        </div>
      )}
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {pageMessages.loginButton}
        </Button>
      </Form.Item>
    </>
  );
}
