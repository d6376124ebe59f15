import { App as AntApp, ConfigProvider } from 'antd';
// The ES build: the CommonJS entry 'antd/locale/zh_CN' arrives wrapped in { default } under Vite 8.
import zhCN from 'antd/es/locale/zh_CN';
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
