import { Spin } from 'antd';
import { routerMessages } from './messages';

export function PageLoading() {
  return (
    <div style={{ display: 'flex', minHeight: 240, height: '100%', alignItems: 'center', justifyContent: 'center' }}>
      <Spin size="large" tip={routerMessages.loading}>
        <div style={{ width: 120, height: 80 }} />
      </Spin>
    </div>
  );
}
