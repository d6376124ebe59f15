import { ConfigProvider, type ThemeConfig } from 'antd';
// The ES build: the CommonJS entry 'antd/locale/zh_CN' arrives wrapped in { default } under Vite 8.
import zhCN from 'antd/es/locale/zh_CN';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { useSettings } from './layout/settings/settingsStore';
import { useColorWeak } from './layout/settings/useColorWeak';
import type { ComponentRegistry } from './router/componentRegistry';
import type { createShellRouter } from './router/createShellRouter';
import { RegistryProvider } from './router/RegistryContext';

/**
 * The one place the theme colour enters antd. Links, row actions (plain `<a>` in tables) and info
 * alerts take `colorInfo` (antd derives `colorLink` from it), not `colorPrimary`: both follow the choice.
 */
export function themeFor(primaryColor: string): ThemeConfig {
  return { token: { colorPrimary: primaryColor, colorInfo: primaryColor } };
}

interface ShellAppProps {
  router: ReturnType<typeof createShellRouter>;
  registry: ComponentRegistry;
}

export function ShellApp({ router, registry }: ShellAppProps) {
  // The theme colour and colour-weak mode of the settings drawer (seed 000 section 2.7) apply to every page.
  const { primaryColor, colorWeak } = useSettings();
  const theme = useMemo<ThemeConfig>(() => themeFor(primaryColor), [primaryColor]);
  useColorWeak(colorWeak);
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <RegistryProvider registry={registry}>
        <RouterProvider router={router} />
      </RegistryProvider>
    </ConfigProvider>
  );
}
