import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Dropdown, Layout, type MenuProps, Space } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '../router/paths';
import { logout } from '../session/logout';
import { getUserInfo } from '../session/userInfo';
import { layoutMessages } from './messages';

const userMenu: MenuProps['items'] = [
  { key: 'logout', icon: <LogoutOutlined />, label: layoutMessages.logout },
];

export interface HeaderBarProps {
  /** Left of the header: the collapse trigger (side menu) or the logo (top menu), from the frame. */
  leading?: ReactNode;
  /** The top menu when the navigation mode is top; empty in side mode. */
  center?: ReactNode;
  /** Dark header (top menu with the dark menu theme). */
  dark?: boolean;
  /** Inline style from the frame (fixed header, hidden on scroll). */
  style?: CSSProperties;
}

/** The global header; its right area keeps the 400 px minimum of seed 000 section 2.4. */
export function HeaderBar({ leading, center, dark = false, style }: HeaderBarProps) {
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const user = getUserInfo();

  const confirmLogout = () => {
    modal.confirm({
      title: layoutMessages.logoutConfirmTitle,
      content: layoutMessages.logoutConfirmContent,
      okText: layoutMessages.ok,
      cancelText: layoutMessages.cancel,
      onOk: async () => {
        await logout();
        navigate(LOGIN_PATH, { replace: true });
      },
    });
  };

  return (
    <Layout.Header
      style={{ background: dark ? '#001529' : '#fff', padding: '0 24px', display: 'flex', alignItems: 'center', gap: 16, boxShadow: '0 1px 4px rgba(0,21,41,.08)', ...style }}
    >
      {leading}
      <div style={{ flex: 1, minWidth: 0 }}>{center}</div>
      <div style={{ minWidth: 400, display: 'flex', justifyContent: 'flex-end', alignItems: 'center' }}>
        <Dropdown
          trigger={['hover', 'click']}
          menu={{ items: userMenu, onClick: ({ key }) => key === 'logout' && confirmLogout() }}
        >
          <Space style={{ cursor: 'pointer' }} role="button" aria-haspopup="menu">
            <Avatar size="small" icon={<UserOutlined />} />
            <span data-testid="header-user">{user?.realname ?? ''}</span>
          </Space>
        </Dropdown>
      </div>
    </Layout.Header>
  );
}
