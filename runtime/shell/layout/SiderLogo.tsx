import { Link } from 'react-router-dom';
import { shellMessages } from '../messages';
import { HOME_PATH } from '../router/paths';

/** The logo links to the dashboard (seed 000 section 2.1); collapsed, only its first character fits. */
export function SiderLogo({ collapsed }: { collapsed: boolean }) {
  return (
    <Link
      to={HOME_PATH}
      style={{
        display: 'block', height: 64, lineHeight: '64px', color: '#fff', fontSize: collapsed ? 18 : 17,
        fontWeight: 600, textAlign: 'center', whiteSpace: 'nowrap', overflow: 'hidden',
      }}
    >
      {collapsed ? shellMessages.logoTitle.slice(0, 1) : shellMessages.logoTitle}
    </Link>
  );
}
