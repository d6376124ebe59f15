import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Space, Typography, Upload, type UploadProps } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFileUrl } from '../../files/signedUrls';
import { createShellRuntimeServices } from '../../schema/runtimeServices';
import { accountMessages as m } from './messages';

const AVATAR_MAX_BYTES = 1024 * 1024;
const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.gif,.bmp,.webp';

/**
 * The avatar of 基本设置 as a form control: a new picture is uploaded at once (biz `avatar`) and
 * previewed; the stored path becomes the value, which the profile save sends.
 */
export function AvatarField({ value, onChange }: { value?: string | null; onChange?: (path: string) => void }) {
  const navigate = useNavigate();
  // The shell's one upload path (headers, progress, the server's message on failure).
  const services = useMemo(() => createShellRuntimeServices((to) => void navigate(to)), [navigate]);
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  const avatar = useFileUrl(value);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') {
      void message.error(m.avatarNotImage);
      return Upload.LIST_IGNORE;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      void message.error(m.avatarTooLarge);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    if (!(file instanceof File)) return;
    setUploading(true);
    services
      .upload(file, { biz: 'avatar' })
      .then((path) => {
        onChange?.(path);
        onSuccess?.(path);
      })
      .catch((error: unknown) => {
        const reason = error instanceof Error && error.message ? error.message : m.uploadFailed;
        void message.error(reason);
        onError?.(error instanceof Error ? error : new Error(reason));
      })
      .finally(() => setUploading(false));
  };

  return (
    <Space direction="vertical" align="center" size="middle">
      <Avatar size={120} src={avatar} icon={<UserOutlined />} data-testid="account-avatar" />
      <Upload accept={IMAGE_ACCEPT} showUploadList={false} beforeUpload={beforeUpload} customRequest={customRequest}>
        <Button icon={<UploadOutlined />} loading={uploading}>
          {m.changeAvatar}
        </Button>
      </Upload>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {m.avatarHint}
      </Typography.Text>
    </Space>
  );
}
