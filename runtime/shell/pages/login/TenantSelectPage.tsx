import { Alert, Button, Form, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { safeRedirect } from '../../router/guard';
import { HOME_PATH } from '../../router/paths';
import { chooseTenant } from '../../session/login';
import { logout } from '../../session/logout';
import { getTenantChoice } from '../../storage/authStorage';
import { pageMessages } from '../messages';

/**
 * /user/tenant, the tenant selection of seed 000 §2.9: after the password (or any other) check, a
 * user of several tenants chooses the one to work in before entering; the route guard sends them
 * here while the choice is pending. Nothing to choose: straight on.
 */
export function TenantSelectPage() {
  useDocumentTitle(pageMessages.tenantTitle);
  const navigate = useNavigate();
  const { search } = useLocation();
  const next = safeRedirect(new URLSearchParams(search).get('redirect')) ?? HOME_PATH;
  const [tenants] = useState(getTenantChoice);
  const [chosen, setChosen] = useState<string | number | undefined>(() => tenants?.[0]?.id);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (tenants === null) return <Navigate to={next} replace />;

  const enter = async () => {
    if (chosen === undefined) return;
    setSubmitting(true);
    setError(null);
    try {
      await chooseTenant(chosen);
      navigate(next, { replace: true });
    } catch (failure) {
      setError(failure instanceof Error && failure.message !== '' ? failure.message : pageMessages.tenantFailed);
      setSubmitting(false);
    }
  };

  return (
    <Form size="large" onFinish={enter} aria-label={pageMessages.tenantTitle}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {pageMessages.tenantTitle}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{pageMessages.tenantPrompt}</Typography.Paragraph>
      <Form.Item>
        <Radio.Group value={chosen} onChange={(e) => setChosen(e.target.value as string | number)} aria-label={pageMessages.tenantLabel}>
          <Space direction="vertical">
            {tenants.map((tenant) => (
              <Radio key={String(tenant.id)} value={tenant.id}>
                {tenant.name}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
      {error !== null && (
        <div data-testid="tenant-error" style={{ marginBottom: 24 }}>
          <Alert type="error" showIcon message={error} />
        </div>
      )}
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting} disabled={chosen === undefined}>
          {pageMessages.tenantEnter}
        </Button>
      </Form.Item>
      <Button type="link" block onClick={() => void logout()}>
        {pageMessages.tenantSignOut}
      </Button>
    </Form>
  );
}
