import { theme } from 'antd';
import { useEffect, useState } from 'react';
import { layoutMessages } from '../../layout/messages';
import { pageMessages } from '../messages';
import { fetchIcpLink } from './loginApi';
import type { IcpLink } from './loginOptions';

/**
 * The footer of the login pages (seed 000 §1 and §2.9): the frame's copyright line and the link to the
 * ICP filing site, with the site's filing number when the server names one (ICP_NUMBER).
 */
export function LoginFooter() {
  const { token } = theme.useToken();
  const [icp, setIcp] = useState<IcpLink | null>(null);
  useEffect(() => {
    let active = true;
    void fetchIcpLink().then((link) => active && setIcp(link));
    return () => {
      active = false;
    };
  }, []);
  return (
    <footer data-testid="login-footer" style={{ marginTop: 32, textAlign: 'center', fontSize: token.fontSizeSM, color: token.colorTextTertiary, lineHeight: 2 }}>
      <div>
        {layoutMessages.footerProduct} · Copyright © {layoutMessages.footerYear} {layoutMessages.footerCompany}
      </div>
      {icp !== null && (
        <a href={icp.url} target="_blank" rel="noopener noreferrer" style={{ color: 'inherit' }}>
          {icp.number ?? pageMessages.icpFiling}
        </a>
      )}
    </footer>
  );
}
