import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Col, Form, Input, Row } from 'antd';
import { pageMessages } from '../messages';

interface CaptchaFieldProps {
  image: string | null;
  onRefresh: () => void;
}

export function CaptchaField({ image, onRefresh }: CaptchaFieldProps) {
  const imageStyle = { width: '100%', height: 40, cursor: 'pointer', border: '1px solid #d9d9d9', borderRadius: 6 };
  return (
    <Row gutter={12}>
      <Col span={15}>
        <Form.Item name="captcha" rules={[{ required: true, message: pageMessages.captchaPlaceholder }]}>
          <Input
            prefix={<SafetyCertificateOutlined />}
            placeholder={pageMessages.captchaPlaceholder}
            aria-label={pageMessages.captchaLabel}
            autoComplete="off"
            maxLength={8}
          />
        </Form.Item>
      </Col>
      <Col span={9}>
        {image === null ? (
          <button type="button" onClick={onRefresh} style={{ ...imageStyle, background: '#fafafa' }}>
            {pageMessages.captchaReload}
          </button>
        ) : (
          <img
            src={image}
            alt={pageMessages.captchaImageAlt}
            title={pageMessages.captchaRefreshHint}
            onClick={onRefresh}
            style={{ ...imageStyle, objectFit: 'fill' }}
            data-testid="captcha-image"
          />
        )}
      </Col>
    </Row>
  );
}
