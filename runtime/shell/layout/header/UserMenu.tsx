import { ClusterOutlined, KeyOutlined, LogoutOutlined, SettingOutlined, SyncOutlined, ToolOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Dropdown, type MenuProps, Space } from 'antd';
import { lazy, memo, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFileUrl } from '../../files/signedUrls';
import { LOGIN_PATH } from '../../router/paths';
import { logout } from '../../session/logout';
import { framelessFeedback } from '../../feedback/feedback';
import { openSettingsDrawer } from '../layoutEvents';
import { layoutMessages as m } from '../messages';
import { clearCache } from './clearCache';
import { useCurrentUser } from './currentUser';
import { loadCurrentUserDeparts, type CurrentUserDeparts } from './departs';
import { forgetEndedSession } from './forgetEndedSession';
import { greetingFor } from './greeting';

export const ACCOUNT_SETTINGS_PATH = '/account/settings/base';
export const ACCOUNT_CENTER_PATH = '/account/center';

// 个人中心 first, as in the older product's user menu: the page (seed 000 §2.9) had no other way in,
// since it is a page of every signed-in user and not a row of the menu the server sends.
const items: MenuProps['items'] = [
  { key: 'center', icon: <UserOutlined />, label: m.accountCenter },
  { key: 'account', icon: <SettingOutlined />, label: m.accountSettings },
  { key: 'settings', icon: <ToolOutlined />, label: m.systemSettings },
  { key: 'password', icon: <KeyOutlined />, label: m.changePassword },
  { key: 'cache', icon: <SyncOutlined />, label: m.clearCache },
  { key: 'depart', icon: <ClusterOutlined />, label: m.switchDepart },
  { type: 'divider' },
  { key: 'logout', icon: <LogoutOutlined />, label: m.logout },
];

// The dialogs are their own chunks, loaded the first time they open.
const PasswordModal = lazy(() => import('./PasswordModal').then((m) => ({ default: m.PasswordModal })));
const DepartSwitchModal = lazy(() => import('./DepartSwitchModal').then((m) => ({ default: m.DepartSwitchModal })));

/** Avatar, greeting and name, and the user menu of seed 000 section 2.6 with its dialogs. */
function UserMenuView({ dark = false }: { dark?: boolean }) {
  const user = useCurrentUser();
  const avatar = useFileUrl(user?.avatar);
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [departs, setDeparts] = useState<CurrentUserDeparts | null>(null);

  const switchDepart = async () => {
    // A failed call was shown by the request layer; nothing opens then.
    const answer = await loadCurrentUserDeparts().catch(() => null);
    if (answer === null) return;
    if (answer.list.length === 0) message.warning(m.departNone);
    else setDeparts(answer);
  };

  const refreshCache = async () => {
    try {
      await clearCache();
      message.success(m.cacheCleared);
    } catch {
      message.warning(m.cacheClearFailed);
    }
  };

  const confirmLogout = () => {
    modal.confirm({
      title: m.logoutConfirmTitle,
      content: m.logoutConfirmContent,
      okText: m.ok,
      cancelText: m.cancel,
      // logout() shows its own failure and then loads the login page afresh; it never settles.
      onOk: () => logout(),
    });
  };

  const passwordChanged = async (text: string) => {
    setPasswordOpen(false);
    // The frame (and its themed message holder) goes with the session: this notice must stay.
    framelessFeedback().message.success(text);
    // Rendered at once, not in a transition: the login page must be on screen before the menu goes.
    await forgetEndedSession(() => navigate(LOGIN_PATH, { replace: true, flushSync: true }));
  };

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'center') navigate(ACCOUNT_CENTER_PATH);
    else if (key === 'account') navigate(ACCOUNT_SETTINGS_PATH);
    else if (key === 'settings') openSettingsDrawer();
    else if (key === 'password') setPasswordOpen(true);
    else if (key === 'cache') void refreshCache();
    else if (key === 'depart') void switchDepart();
    else if (key === 'logout') confirmLogout();
  };

  return (
    <>
      <Dropdown trigger={['click']} menu={{ items, onClick }}>
        <Space style={{ cursor: 'pointer', color: dark ? 'rgba(255,255,255,.85)' : undefined }} role="button" aria-haspopup="menu">
          <Avatar size="small" src={avatar} icon={<UserOutlined />} />
          {/* A long name ends in … rather than pushing a phone's page sideways. */}
          <span style={{ display: 'inline-block', maxWidth: '40vw', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'middle' }}>
            {greetingFor(new Date().getHours())}，<span data-testid="header-user">{user?.realname ?? ''}</span>
          </span>
        </Space>
      </Dropdown>
      <Suspense fallback={null}>
        {passwordOpen && <PasswordModal open username={user?.username ?? null} onClose={() => setPasswordOpen(false)} onChanged={passwordChanged} />}
        {departs !== null && <DepartSwitchModal departs={departs} username={user?.username ?? ''} onClose={() => setDeparts(null)} />}
      </Suspense>
    </>
  );
}

/** Memoised: the frame re-renders on every navigation, this only when its own props or state change. */
export const UserMenu = memo(UserMenuView);
