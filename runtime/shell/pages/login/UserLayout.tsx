import { theme } from 'antd';
import { Outlet } from 'react-router-dom';
import { shellMessages } from '../../messages';
import { LoginFooter } from './LoginFooter';

/** The full-page frame of the login and registration pages (plain markup: it loads before anything else), with the footer of seed 000 §2.9. */
export function UserLayout() {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 24,
        background: 'linear-gradient(135deg, #e6f4ff 0%, #f0f2f5 55%, #f6ffed 100%)',
      }}
    >
      <div style={{ width: 380, maxWidth: '100%' }}>
        <h1 style={{ textAlign: 'center', margin: '0 0 32px', fontSize: token.fontSizeHeading2, fontWeight: 600, color: token.colorTextHeading }}>
          {shellMessages.logoTitle}
        </h1>
        <div style={{ background: token.colorBgContainer, borderRadius: token.borderRadiusLG, padding: 24, border: `1px solid ${token.colorBorderSecondary}` }}>
          <Outlet />
        </div>
        <LoginFooter />
      </div>
    </div>
  );
}
