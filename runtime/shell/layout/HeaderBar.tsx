import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Dropdown, Layout, type MenuProps, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '../router/paths';
import { logout } from '../session/logout';
import { getUserInfo } from '../session/userInfo';
import { layoutMessages } from './messages';

const userMenu: MenuProps['items'] = [
  { key: 'logout', icon: <LogoutOutlined />, label: layoutMessages.logout },
];

/** The global header; its right area keeps the 400 px minimum of seed 000 section 2.4. */
export function HeaderBar() {
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
      style={{ background: '#fff', padding: '0 24px', display: 'flex', justifyContent: 'flex-end', boxShadow: '0 1px 4px rgba(0,21,41,.08)' }}
    >
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
