import { Alert, App, Button, Col, DatePicker, Form, Input, Radio, Row, Skeleton } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { storeCurrentUserInfo } from '../../layout/header/currentUser';
import { HttpError } from '../../request/HttpError';
import { fieldErrorsOf, type Profile } from './accountFormat';
import { loadProfile, saveProfile } from './accountApi';
import { AvatarField } from './AvatarField';
import { accountMessages as m } from './messages';

const EDITABLE = ['realname', 'avatar', 'sex', 'birthday', 'email', 'phone', 'telephone'] as const;

type FormValues = Omit<Profile, 'birthday' | 'sex'> & { birthday: Dayjs | null; sex: number | null };

/** The server's rules, checked here first so most mistakes never leave the page. */
const rules = {
  realname: [{ required: true, whitespace: true, message: m.realnameRequired }, { max: 50, message: m.realnameTooLong }],
  email: [{ type: 'email' as const, message: m.emailInvalid }, { max: 45, message: m.emailInvalid }],
  phone: [{ pattern: /^1[3-9]\d{9}$/, message: m.phoneInvalid }],
  telephone: [{ pattern: /^0\d{2,3}-?\d{7,8}$/, message: m.telephoneInvalid }],
};

const toForm = (profile: Profile): FormValues => ({ ...profile, birthday: profile.birthday ? dayjs(profile.birthday) : null });

/** 基本设置: the caller's own profile. A refused save keeps what was typed and marks the refused fields. */
export function BaseSettings() {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const load = useCallback(() => {
    setLoadError(null);
    loadProfile()
      .then(setProfile)
      .catch((error: unknown) => setLoadError(error instanceof Error ? error.message : m.loadFailed));
  }, []);
  useEffect(load, [load]);

  const submit = async (values: FormValues) => {
    const body: Record<string, unknown> = {};
    for (const field of EDITABLE) body[field] = values[field] ?? '';
    body.birthday = values.birthday ? values.birthday.format('YYYY-MM-DD') : '';
    setSaving(true);
    try {
      const answer = await saveProfile(body);
      if (answer.success) {
        const userInfo = (answer.result as { userInfo?: unknown } | null)?.userInfo;
        if (userInfo) storeCurrentUserInfo(userInfo);
        message.success(answer.message || m.saved);
      } else {
        form.setFields(fieldErrorsOf(answer.result, EDITABLE).map(({ name, errors }) => ({ name: name as keyof FormValues, errors })));
        message.error(answer.message);
      }
    } catch (error) {
      // The request layer has shown an HTTP failure already; the typed values stay.
      if (!(error instanceof HttpError)) message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  if (loadError !== null) {
    return <Alert type="error" showIcon message={m.loadFailed} description={loadError} action={<Button onClick={load}>{m.retry}</Button>} />;
  }
  if (profile === null) return <Skeleton active />;

  return (
    <Form form={form} layout="vertical" onFinish={submit} initialValues={toForm(profile)} aria-label={m.menu.base}>
      {/* No gutter while the columns stack: its negative margins would push a phone's page sideways. */}
      <Row gutter={{ xs: 0, lg: 48 }}>
        <Col xs={24} lg={14}>
          <Form.Item label={m.username}>
            <Input value={profile.username} disabled />
          </Form.Item>
          <Form.Item name="realname" label={m.realname} rules={rules.realname}>
            <Input placeholder={m.realnamePlaceholder} maxLength={50} />
          </Form.Item>
          <Form.Item name="sex" label={m.sex}>
            <Radio.Group options={[{ value: 1, label: m.male }, { value: 2, label: m.female }]} />
          </Form.Item>
          <Form.Item name="birthday" label={m.birthday}>
            <DatePicker placeholder={m.birthdayPlaceholder} style={{ width: '100%' }} disabledDate={(day) => day.isAfter(dayjs(), 'day')} />
          </Form.Item>
          <Form.Item name="email" label={m.email} rules={rules.email}>
            <Input placeholder={m.emailPlaceholder} />
          </Form.Item>
          <Form.Item name="phone" label={m.phone} rules={rules.phone}>
            <Input placeholder={m.phonePlaceholder} maxLength={11} />
          </Form.Item>
          <Form.Item name="telephone" label={m.telephone} rules={rules.telephone}>
            <Input placeholder={m.telephonePlaceholder} />
          </Form.Item>
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item label={m.depart}>
                <Input value={profile.orgCodeTxt ?? m.none} disabled />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item label={m.post}>
                <Input value={profile.post ?? m.none} disabled />
              </Form.Item>
            </Col>
          </Row>
          <Button type="primary" htmlType="submit" loading={saving}>
            {m.save}
          </Button>
        </Col>
        <Col xs={24} lg={10}>
          <Form.Item name="avatar" label={m.avatar}>
            <AvatarField />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
