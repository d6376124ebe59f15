import { memo } from 'react';
import { Link } from 'react-router-dom';
import { SIDER_WIDTH } from '../config';
import { shellMessages } from '../messages';
import { HOME_PATH } from '../router/paths';
import type { NavTheme } from './settings/settingsModel';

interface SiderLogoProps {
  collapsed: boolean;
  theme: NavTheme;
  /** In the header (top menu mode) the logo keeps the sider's width instead of filling its column. */
  inHeader?: boolean;
}

/** The logo links to the dashboard (seed 000 section 2.1); collapsed, only its first character fits. */
function SiderLogoView({ collapsed, theme, inHeader = false }: SiderLogoProps) {
  return (
    <Link
      to={HOME_PATH}
      data-testid="logo"
      style={{
        display: 'block', height: 64, lineHeight: '64px', color: theme === 'dark' ? '#fff' : 'rgba(0,0,0,.88)',
        fontSize: collapsed ? 18 : 17, fontWeight: 600, textAlign: inHeader ? 'left' : 'center', whiteSpace: 'nowrap',
        overflow: 'hidden', flex: inHeader ? `0 0 ${SIDER_WIDTH - 24}px` : undefined,
      }}
    >
      {collapsed ? shellMessages.logoTitle.slice(0, 1) : shellMessages.logoTitle}
    </Link>
  );
}

/** Memoised: the frame re-renders on every navigation, this only when its own props or state change. */
export const SiderLogo = memo(SiderLogoView);
