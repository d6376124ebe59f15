import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { login } from '../../session/login';
import { pageMessages } from '../messages';
import { registerMessages } from '../register/messages';
import { CaptchaField } from './CaptchaField';
import { countsAsFailure, failedBefore, forgetFailures, rememberFailure } from './loginFriction';
import { SliderField, sliderRules } from './SliderField';
import { useCaptcha } from './useCaptcha';
import { SubmitWithError } from './SubmitWithError';

interface PasswordForm {
  username: string;
  password: string;
  captcha?: string;
  /** True once the slider was dragged to the end; asked for only after a refused try. */
  slider?: boolean;
}

interface PasswordLoginFormProps {
  captchaEnabled: boolean;
  onSignedIn: () => void;
}

/** Username and password (seed 000 section 1, api-contract section 2). */
export function PasswordLoginForm({ captchaEnabled, onSignedIn }: PasswordLoginFormProps) {
  const [form] = Form.useForm<PasswordForm>();
  const captcha = useCaptcha(captchaEnabled);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [needsSlider, setNeedsSlider] = useState(() => failedBefore());
  // A new key gives a fresh slider for each try.
  const [sliderRound, setSliderRound] = useState(0);

  const submit = async (values: PasswordForm) => {
    setSubmitting(true);
    setError(null);
    try {
      await login({
        username: values.username.trim(),
        password: values.password,
        captcha: values.captcha?.trim() ?? '',
        checkKey: captcha.checkKey,
        remember_me: true,
      });
      forgetFailures();
      onSignedIn();
    } catch (failure) {
      if (countsAsFailure(failure)) {
        rememberFailure();
        setNeedsSlider(true);
      }
      form.setFieldValue('slider', false);
      setSliderRound((round) => round + 1);
      setError(failure instanceof Error ? failure.message : pageMessages.loginFailedTitle);
      // The server spends the captcha on every try, right or wrong, and whatever else failed: the
      // next try needs a new picture, and the typed answer belonged to the old one.
      if (captchaEnabled) {
        captcha.refresh();
        form.setFieldValue('captcha', '');
      }
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} size="large" onFinish={submit} autoComplete="on" aria-label={pageMessages.tabPassword}>
      <Form.Item name="username" rules={[{ required: true, whitespace: true, message: pageMessages.usernamePlaceholder }]}>
        <Input
          prefix={<UserOutlined />}
          placeholder={pageMessages.usernamePlaceholder}
          aria-label={pageMessages.usernameLabel}
          autoComplete="username"
        />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: pageMessages.passwordPlaceholder }]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={pageMessages.passwordPlaceholder}
          aria-label={pageMessages.passwordLabel}
          autoComplete="current-password"
        />
      </Form.Item>
      {captchaEnabled && <CaptchaField image={captcha.image} onRefresh={captcha.refresh} />}
      {needsSlider && (
        <Form.Item name="slider" rules={sliderRules}>
          <SliderField key={sliderRound} />
        </Form.Item>
      )}
      <SubmitWithError error={error} testId="login-error" submitting={submitting} />
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: -8, marginBottom: 16 }}>
        <Link to="/user/register">{registerMessages.registerLink}</Link>
        <Link to="/user/alteration">{registerMessages.forgotPasswordLink}</Link>
      </div>
    </Form>
  );
}
