import { Card, Typography } from 'antd';
import { Outlet } from 'react-router-dom';
import { shellMessages } from '../../messages';

/** The full-page frame of the login and registration pages. */
export function UserLayout() {
  return (
    <div
      style={{
        minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 24,
        background: 'linear-gradient(135deg, #e6f4ff 0%, #f0f2f5 55%, #f6ffed 100%)',
      }}
    >
      <div style={{ width: 380, maxWidth: '100%' }}>
        <div style={{ textAlign: 'center', marginBottom: 32 }}>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {shellMessages.logoTitle}
          </Typography.Title>
        </div>
        <Card>
          <Outlet />
        </Card>
      </div>
    </div>
  );
}
