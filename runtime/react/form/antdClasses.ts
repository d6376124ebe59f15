import { ConfigProvider, theme } from 'antd';
import { useContext, useMemo } from 'react';

/**
 * What it takes to draw antd's markup by hand with antd's own styles: the class prefix ('ant')
 * and the theme's hash class, which every antd style selector is scoped with
 * (`:where(.css-xxxx).ant-form-item`). The same for every component of one theme.
 */
export interface AntdClasses {
  prefix: string;
  hashId: string;
}

/**
 * The classes of the current antd theme; none under a theme with CSS variables on (its styles
 * also need a variable class per component), where the form keeps antd's own components.
 */
export function useAntdClasses(): AntdClasses | undefined {
  const { getPrefixCls, theme: config } = useContext(ConfigProvider.ConfigContext);
  const { hashId } = theme.useToken();
  const prefix = getPrefixCls();
  const cssVar = Boolean(config?.cssVar);
  return useMemo(() => (cssVar ? undefined : { prefix, hashId }), [cssVar, prefix, hashId]);
}
