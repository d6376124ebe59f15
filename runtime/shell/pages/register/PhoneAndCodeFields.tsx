import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Row, type FormInstance } from 'antd';
import { getFeedback } from '../../feedback/feedback';
import { useCountdown } from '../login/useCountdown';
import { pageMessages } from '../messages';
import { sendSmsCodeFor, type SmsMode } from './registerApi';

/** Mainland mobile numbers, the rule the server's /sys/sms applies too. */
const MOBILE = /^1[3-9]\d{9}$/;
/** The 获取验证码 button waits this long before another code can be asked for. */
const RESEND_SECONDS = 60;

interface PhoneAndCodeFieldsProps {
  /** The form holding `phone` and `smscode`. */
  form: FormInstance;
  smsmode: SmsMode;
  /** A failed send, to be shown with the form's other errors; null clears it. */
  onError: (message: string | null) => void;
}

/** Phone number, SMS code and 获取验证码 with its countdown, as on the phone login form. */
export function PhoneAndCodeFields({ form, smsmode, onError }: PhoneAndCodeFieldsProps) {
  const countdown = useCountdown();

  const requestCode = async () => {
    let phone: string;
    try {
      phone = ((await form.validateFields(['phone'])) as { phone: string }).phone;
    } catch {
      return; // the field shows what is wrong
    }
    onError(null);
    countdown.start(RESEND_SECONDS);
    try {
      getFeedback().message.success(await sendSmsCodeFor(phone, smsmode) || pageMessages.smsSent);
    } catch (failure) {
      // Nothing was sent, so the user may correct the number and ask again at once.
      countdown.stop();
      onError(failure instanceof Error && failure.message !== '' ? failure.message : pageMessages.smsSendFailed);
    }
  };

  return (
    <>
      <Form.Item
        name="phone"
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
          <Form.Item name="smscode" rules={[{ required: true, whitespace: true, message: pageMessages.smsCodePlaceholder }]}>
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
