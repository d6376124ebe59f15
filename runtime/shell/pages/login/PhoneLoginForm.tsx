import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { phoneLogin } from '../../session/login';
import { getFeedback } from '../../feedback/feedback';
import { pageMessages } from '../messages';
import { sendSmsCode } from './loginApi';
import { useCountdown } from './useCountdown';

/** Mainland mobile numbers, the rule the server's /sys/sms applies too. */
const MOBILE = /^1[3-9]\d{9}$/;
/** The 获取验证码 button waits this long before another code can be asked for. */
const RESEND_SECONDS = 60;

interface PhoneForm {
  mobile: string;
  captcha: string;
}

/** Mobile number and SMS code (seed 000 section 1, api-contract section 2). */
export function PhoneLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [form] = Form.useForm<PhoneForm>();
  const countdown = useCountdown();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const requestCode = async () => {
    let mobile: string;
    try {
      mobile = (await form.validateFields(['mobile'])).mobile;
    } catch {
      return; // the field shows what is wrong
    }
    setError(null);
    countdown.start(RESEND_SECONDS);
    try {
      getFeedback().message.success(await sendSmsCode(mobile) || pageMessages.smsSent);
    } catch (failure) {
      // Nothing was sent, so the user may correct the number and ask again at once.
      countdown.stop();
      setError(failure instanceof Error && failure.message !== '' ? failure.message : pageMessages.smsSendFailed);
    }
  };

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
      <Form.Item
        name="mobile"
        rules={[
          { required: true, message: pageMessages.mobilePlaceholder },
          { pattern: MOBILE, message: pageMessages.mobileInvalid },
        ]}
      >
        <Input
          prefix={<MobileOutlined />}
          placeholder={pageMessages.mobilePlaceholder}
          aria-label={pageMessages.mobileLabel}
          autoComplete="tel"
          inputMode="numeric"
          maxLength={11}
        />
      </Form.Item>
      <Row gutter={12}>
        <Col span={15}>
          <Form.Item name="captcha" rules={[{ required: true, whitespace: true, message: pageMessages.smsCodePlaceholder }]}>
            <Input
              prefix={<MailOutlined />}
              placeholder={pageMessages.smsCodePlaceholder}
              aria-label={pageMessages.smsCodeLabel}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={8}
            />
          </Form.Item>
        </Col>
        <Col span={9}>
          <Button block disabled={countdown.remaining > 0} onClick={() => void requestCode()} data-testid="sms-send">
            {countdown.remaining > 0 ? pageMessages.smsCountdown(countdown.remaining) : pageMessages.smsSend}
          </Button>
        </Col>
      </Row>
      {error !== null && (
        <div data-testid="phone-login-error" style={{ marginBottom: 24 }}>
          <Alert type="error" showIcon message={error} />
        </div>
      )}
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {pageMessages.loginButton}
        </Button>
      </Form.Item>
    </Form>
  );
}
