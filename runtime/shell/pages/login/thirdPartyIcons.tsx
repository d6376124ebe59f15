import { DingtalkOutlined, GithubOutlined, LoginOutlined, WechatWorkOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { pageMessages } from '../messages';

const icons: Record<string, ReactNode> = {
  github: <GithubOutlined />,
  wechat_enterprise: <WechatWorkOutlined />,
  dingtalk: <DingtalkOutlined />,
};

/** Icon and label of a provider; a type without its own gets a generic icon and its own name. */
export function thirdPartyLook(type: string): { icon: ReactNode; label: string } {
  return { icon: icons[type] ?? <LoginOutlined />, label: pageMessages.thirdPartyNames[type] ?? type };
}
