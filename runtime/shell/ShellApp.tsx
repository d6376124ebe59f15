import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { RouterProvider } from 'react-router-dom';
import { FeedbackBridge } from './feedback/FeedbackBridge';
import type { ComponentRegistry } from './router/componentRegistry';
import type { createShellRouter } from './router/createShellRouter';
import { RegistryProvider } from './router/RegistryContext';

interface ShellAppProps {
  router: ReturnType<typeof createShellRouter>;
  registry: ComponentRegistry;
}

export function ShellApp({ router, registry }: ShellAppProps) {
  return (
    <ConfigProvider locale={zhCN}>
      <AntApp>
        <FeedbackBridge />
        <RegistryProvider registry={registry}>
          <RouterProvider router={router} />
        </RegistryProvider>
      </AntApp>
    </ConfigProvider>
  );
}
