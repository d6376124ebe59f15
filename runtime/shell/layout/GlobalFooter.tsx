import { Layout } from 'antd';
import { layoutMessages } from './messages';

export function GlobalFooter() {
  return (
    <Layout.Footer style={{ textAlign: 'center', color: 'rgba(0,0,0,.45)' }} data-testid="global-footer">
      {layoutMessages.footerProduct} · Copyright © {layoutMessages.footerYear} {layoutMessages.footerCompany}
    </Layout.Footer>
  );
}
