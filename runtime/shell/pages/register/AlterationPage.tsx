import { Alert, Button, Form, Result, Steps, theme, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { LOGIN_PATH } from '../../router/paths';
import { GoLoginButton } from './GoLoginButton';
import { registerMessages as m } from './messages';
import { NewPasswordFields } from './NewPasswordFields';
import { PhoneAndCodeFields } from '../login/PhoneAndCodeFields';
import { changeForgottenPassword, verifyPhone } from './registerApi';

/** Where the user is: the proven phone carries the account and the server's one-time ticket. */
type Stage = { step: 'verify' } | { step: 'password'; phone: string; username: string; ticket: string } | { step: 'done' };

const failureText = (failure: unknown, fallback: string) => (failure instanceof Error && failure.message !== '' ? failure.message : fallback);

function ErrorNotice({ error }: { error: string | null }) {
  if (error === null) return null;
  return (
    <div data-testid="alteration-error" style={{ marginBottom: 24 }}>
      <Alert type="error" showIcon message={error} />
    </div>
  );
}

function VerifyStep({ onVerified }: { onVerified: (stage: Extract<Stage, { step: 'password' }>) => void }) {
  const [form] = Form.useForm<{ phone: string; smscode: string }>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async ({ phone, smscode }: { phone: string; smscode: string }) => {
    setBusy(true);
    setError(null);
    try {
      onVerified({ step: 'password', phone, ...(await verifyPhone(phone, smscode.trim())) });
    } catch (failure) {
      setError(failureText(failure, m.verifyFailed));
      setBusy(false);
    }
  };
  return (
    <Form form={form} size="large" onFinish={submit} aria-label={m.stepVerify}>
      <PhoneAndCodeFields form={form} smsmode="2" onError={setError} />
      <ErrorNotice error={error} />
      <Button type="primary" htmlType="submit" block loading={busy}>{m.nextButton}</Button>
    </Form>
  );
}

function PasswordStep({ stage, onDone }: { stage: Extract<Stage, { step: 'password' }>; onDone: () => void }) {
  const [form] = Form.useForm<{ password: string; confirm: string }>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async ({ password }: { password: string }) => {
    setBusy(true);
    setError(null);
    try {
      await changeForgottenPassword({ username: stage.username, password, phone: stage.phone, ticket: stage.ticket });
      onDone();
    } catch (failure) {
      setError(failureText(failure, m.resetFailed));
      setBusy(false);
    }
  };
  return (
    <Form form={form} size="large" onFinish={submit} aria-label={m.stepPassword}>
      <Typography.Paragraph data-testid="alteration-account">{m.resetAccount(stage.username)}</Typography.Paragraph>
      <NewPasswordFields form={form} label={m.newPasswordLabel} placeholder={m.newPasswordPlaceholder} />
      <ErrorNotice error={error} />
      <Button type="primary" htmlType="submit" block loading={busy}>{m.resetButton}</Button>
    </Form>
  );
}

const stepIndex = { verify: 0, password: 1, done: 2 } as const;

/** /user/alteration (seed 000 §2.1): a forgotten password reset through the account's phone. */
export function AlterationPage() {
  useDocumentTitle(m.alterationTitle);
  const [stage, setStage] = useState<Stage>({ step: 'verify' });
  const { token } = theme.useToken();
  return (
    <div>
      <Typography.Title level={4} style={{ marginTop: 0 }}>{m.alterationTitle}</Typography.Title>
      <Steps
        size="small"
        current={stepIndex[stage.step]}
        items={[{ title: m.stepVerify }, { title: m.stepPassword }, { title: m.stepDone }]}
        style={{ marginBottom: 24 }}
      />
      {stage.step === 'verify' && <VerifyStep onVerified={setStage} />}
      {stage.step === 'password' && <PasswordStep stage={stage} onDone={() => setStage({ step: 'done' })} />}
      {stage.step === 'done' && (
        <Result
          status="success"
          title={<span data-testid="alteration-done">{m.resetDoneTitle}</span>}
          subTitle={m.resetDoneSubTitle}
          extra={<GoLoginButton />}
        />
      )}
      {stage.step !== 'done' && (
        <div style={{ marginTop: 16 }}>
          <Link to={LOGIN_PATH} style={{ color: token.colorLink, textDecoration: 'none' }}>{m.backToLogin}</Link>
        </div>
      )}
    </div>
  );
}
