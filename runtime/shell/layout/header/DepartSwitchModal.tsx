import { App, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { HttpError } from '../../request/HttpError';
import { layoutMessages as m } from '../messages';
import { storeCurrentUserInfo } from './currentUser';
import { currentDepartName, selectDepart, type CurrentUserDeparts } from './departs';

export interface DepartSwitchModalProps {
  departs: CurrentUserDeparts;
  username: string;
  onClose(): void;
}

/**
 * 部门切换 (seed 000 sections 2.6 and 4): the current department is chosen and named in the title;
 * the server's new user info becomes the current one. Mounted only while open.
 */
export function DepartSwitchModal({ departs, username, onClose }: DepartSwitchModalProps) {
  const [form] = Form.useForm<{ orgCode?: string }>();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const current = currentDepartName(departs);

  const submit = async () => {
    let orgCode: string | undefined;
    try {
      ({ orgCode } = await form.validateFields());
    } catch {
      return; // the field shows 请选择部门!
    }
    if (!orgCode) return;
    setSaving(true);
    try {
      storeCurrentUserInfo(await selectDepart(orgCode, username));
      onClose();
    } catch (error) {
      // A failed call was already shown by the request layer; a refusal is the server's message.
      if (!(error instanceof HttpError) && error instanceof Error) message.warning(error.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={current === null ? m.switchDepart : m.departTitleCurrent(current)}
      width={500}
      confirmLoading={saving}
      okText={m.ok}
      cancelText={m.cancel}
      onOk={submit}
      onCancel={onClose}
    >
      <Form form={form} initialValues={{ orgCode: current === null ? undefined : (departs.orgCode ?? undefined) }}>
        <Form.Item name="orgCode" label={m.departLabel} rules={[{ required: true, message: m.departRequired }]}>
          <Select
            allowClear
            placeholder={m.departPlaceholder}
            options={departs.list.map((d) => ({ value: d.orgCode, label: d.departName }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
