import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Row, type FormInstance } from 'antd';
import { getFeedback } from '../../feedback/feedback';
import { pageMessages } from '../messages';
import { sendSmsCode, type SmsMode } from './loginApi';
import { useCountdown } from './useCountdown';

/** Mainland mobile numbers, the rule the server's /sys/sms applies too. */
const MOBILE = /^1[3-9]\d{9}$/;
/** The 获取验证码 button waits this long before another code can be asked for. */
const RESEND_SECONDS = 60;

interface PhoneAndCodeFieldsProps {
  /** The form holding the two fields. */
  form: FormInstance;
  smsmode: SmsMode;
  /** Field names: the phone login posts `mobile` and `captcha`, registration `phone` and `smscode`. */
  names?: { phone: string; code: string };
  /** A failed send, to be shown with the form's other errors; null clears it. */
  onError: (message: string | null) => void;
}

/** Phone number, SMS code and 获取验证码 with its countdown (phone login, registration, recovery). */
export function PhoneAndCodeFields({ form, smsmode, onError, names = { phone: 'phone', code: 'smscode' } }: PhoneAndCodeFieldsProps) {
  const countdown = useCountdown();

  const requestCode = async () => {
    let phone: string;
    try {
      phone = String((await form.validateFields([names.phone]) as Record<string, unknown>)[names.phone]);
    } catch {
      return; // the field shows what is wrong
    }
    onError(null);
    countdown.start(RESEND_SECONDS);
    try {
      getFeedback().message.success(await sendSmsCode(phone, smsmode) || pageMessages.smsSent);
    } catch (failure) {
      // Nothing was sent, so the user may correct the number and ask again at once.
      countdown.stop();
      onError(failure instanceof Error && failure.message !== '' ? failure.message : pageMessages.smsSendFailed);
    }
  };

  return (
    <>
      <Form.Item
        name={names.phone}
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
          <Form.Item name={names.code} rules={[{ required: true, whitespace: true, message: pageMessages.smsCodePlaceholder }]}>
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
    </>
  );
}
