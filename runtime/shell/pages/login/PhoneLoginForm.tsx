import { Form } from 'antd';
import { useState } from 'react';
import { phoneLogin } from '../../session/login';
import { pageMessages } from '../messages';
import { PhoneAndCodeFields } from './PhoneAndCodeFields';
import { SubmitWithError } from './SubmitWithError';

interface PhoneForm {
  mobile: string;
  captcha: string;
}

/** Mobile number and SMS code (seed 000 section 1, api-contract section 2). */
export function PhoneLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [form] = Form.useForm<PhoneForm>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: PhoneForm) => {
    setSubmitting(true);
    setError(null);
    try {
      await phoneLogin({ mobile: values.mobile, captcha: values.captcha.trim(), remember_me: true });
      onSignedIn();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : pageMessages.loginFailedTitle);
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} size="large" onFinish={submit} aria-label={pageMessages.tabPhone}>
      <PhoneAndCodeFields form={form} smsmode="0" onError={setError} names={{ phone: 'mobile', code: 'captcha' }} />
      <SubmitWithError error={error} testId="phone-login-error" submitting={submitting} />
    </Form>
  );
}
