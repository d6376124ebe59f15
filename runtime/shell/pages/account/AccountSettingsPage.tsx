import { Card, Menu } from 'antd';
import type { ComponentType } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { BaseSettings } from './BaseSettings';
import { BindingSettings } from './BindingSettings';
import { CustomSettings } from './CustomSettings';
import { accountMessages as m } from './messages';
import { NotificationSettings } from './NotificationSettings';
import { SecuritySettings } from './SecuritySettings';

type Section = keyof typeof m.menu;

const sections: Record<Section, ComponentType> = {
  base: BaseSettings,
  security: SecuritySettings,
  binding: BindingSettings,
  notification: NotificationSettings,
  custom: CustomSettings,
};

const isSection = (value: string): value is Section => Object.hasOwn(sections, value);

/**
 * /account/settings/:section (seed 000 sections 2.6 and 2.9): a menu on the left, the chosen
 * section on the right. The old `avatar` view lives inside 基本设置; any other name opens base.
 */
export function AccountSettingsPage() {
  const { section = 'base' } = useParams();
  const navigate = useNavigate();
  useDocumentTitle(m.title);
  if (!isSection(section)) return <Navigate to="/account/settings/base" replace />;
  const Body = sections[section];

  return (
    <Card styles={{ body: { display: 'flex', padding: 0, minHeight: 480 } }}>
      <Menu
        mode="inline"
        style={{ width: 224, flex: 'none' }}
        selectedKeys={[section]}
        items={(Object.keys(m.menu) as Section[]).map((key) => ({ key, label: m.menu[key] }))}
        onClick={({ key }) => navigate(`/account/settings/${key}`)}
      />
      <div style={{ flex: 1, minWidth: 0, padding: '8px 40px 24px' }}>
        <h2 style={{ fontSize: 20, fontWeight: 500, margin: '0 0 12px', lineHeight: '28px' }}>{m.menu[section]}</h2>
        <Body />
      </div>
    </Card>
  );
}
