import { Layout } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { NoticeBell } from '../notify/NoticeBell';
import { MenuSearch } from './header/MenuSearch';
import { useIsMobile } from './header/useIsMobile';
import { UserMenu } from './header/UserMenu';
import { layoutMessages } from './messages';

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

/**
 * The global header (seed 000 sections 1, 2.4 and 2.6). Without a top menu the middle holds the
 * product's welcome on desktop, where the right area keeps its 400 px minimum; on mobile that minimum
 * would push the page sideways at 375 px, so the right area takes only what it needs there.
 */
export function HeaderBar({ leading, center, dark = false, style }: HeaderBarProps) {
  const mobile = useIsMobile();
  const middle = center ?? (mobile ? null : <span data-testid="header-welcome">{layoutMessages.welcome}</span>);

  return (
    <Layout.Header
      style={{
        background: dark ? '#001529' : '#fff', color: dark ? 'rgba(255,255,255,.85)' : undefined, padding: '0 24px',
        display: 'flex', alignItems: 'center', gap: 16, boxShadow: '0 1px 4px rgba(0,21,41,.08)', ...style,
      }}
    >
      {leading}
      <div style={{ flex: 1, minWidth: 0, overflow: 'hidden', whiteSpace: 'nowrap' }}>{middle}</div>
      <div style={{ minWidth: mobile ? 0 : 400, display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 16 }}>
        <MenuSearch dark={dark} />
        <NoticeBell />
        <UserMenu dark={dark} />
      </div>
    </Layout.Header>
  );
}
