import { memo } from 'react';
import { Layout } from 'antd';
import { layoutMessages } from './messages';

function GlobalFooterView() {
  return (
    <Layout.Footer style={{ textAlign: 'center', color: 'rgba(0,0,0,.45)' }} data-testid="global-footer">
      {layoutMessages.footerProduct} · Copyright © {layoutMessages.footerYear} {layoutMessages.footerCompany}
    </Layout.Footer>
  );
}

/** Memoised: the frame re-renders on every navigation, this only when its own props or state change. */
export const GlobalFooter = memo(GlobalFooterView);
