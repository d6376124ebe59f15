import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { PasswordStrengthMeter } from '../../../controls/password/PasswordStrengthMeter.tsx';
import { layoutMessages as m } from '../messages';
import { passwordRules, type PasswordValues } from './passwordRules';
import { updatePassword } from './updatePassword';

export interface PasswordModalProps {
  open: boolean;
  /** The signed-in user; null when there is none (the modal then only warns). */
  username: string | null;
  onClose(): void;
  /** The server changed the password (and ended every session of the account); `message` is its answer. */
  onChanged(message: string): void;
}

/** 密码修改 of the user menu (seed 000 sections 2.6, 5 and 7). A refusal keeps what was typed. */
export function PasswordModal({ open, username, onClose, onChanged }: PasswordModalProps) {
  const [form] = Form.useForm<PasswordValues>();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const newPassword = (Form.useWatch('password', form) as string | undefined) ?? '';

  const close = () => {
    form.resetFields();
    onClose();
  };

  const submit = async () => {
    if (!username) {
      message.warning(m.noLoginUser);
      return;
    }
    let values: PasswordValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // the fields show why
    }
    setSaving(true);
    try {
      const answer = await updatePassword(username, values);
      if (answer.success) {
        form.resetFields();
        onChanged(answer.message);
      } else {
        message.warning(answer.message);
      }
    } catch {
      // The request layer has already shown the failure; the typed values stay for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title={m.passwordTitle} open={open} width={800} confirmLoading={saving} okText={m.ok} cancelText={m.cancel} onOk={submit} onCancel={close}>
      <Form form={form} labelCol={{ sm: { span: 5 } }} wrapperCol={{ sm: { span: 16 } }}>
        <Form.Item name="oldpassword" label={m.oldPassword} rules={passwordRules.oldpassword}>
          <Input.Password placeholder={m.oldPasswordPlaceholder} autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="password" label={m.newPassword} rules={passwordRules.password} extra={<PasswordStrengthMeter password={newPassword} />}>
          <Input.Password placeholder={m.newPasswordPlaceholder} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirmpassword" label={m.confirmPassword} dependencies={['password']} rules={passwordRules.confirmpassword}>
          <Input.Password placeholder={m.confirmPasswordPlaceholder} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
