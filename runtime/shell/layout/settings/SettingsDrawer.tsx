import { CheckOutlined } from '@ant-design/icons';
import { Alert, App, Divider, Drawer, List, Radio, Switch, Tooltip, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { onOpenSettingsDrawer } from '../layoutEvents';
import { applyThemeColor } from './applyThemeColor';
import { settingsMessages as t } from './messages';
import { THEME_COLORS, type ThemeSettings } from './settingsModel';
import { settingsStore, useSettings } from './settingsStore';

const set = (patch: Partial<ThemeSettings>) => settingsStore.dispatch({ type: 'set', patch });

/** One switch row; the hint says why a control is disabled. */
function Row({ label, hint, control }: { label: string; hint?: string; control: ReactNode }) {
  return (
    <List.Item actions={[control]}>
      <div>
        {label}
        {hint !== undefined && <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>{hint}</Typography.Text>}
      </div>
    </List.Item>
  );
}

/** The settings drawer of seed 000 section 2.7, opened by 系统设置 in the header's user menu. */
export function SettingsDrawer({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const settings = useSettings();
  const { message } = App.useApp();
  useEffect(() => onOpenSettingsDrawer(() => setOpen(true)), []);
  const top = settings.layout === 'topmenu';

  return (
    <Drawer title={t.title} open={open} onClose={() => setOpen(false)} width={300} data-testid="settings-drawer">
      <Alert type="info" showIcon message={t.previewNote} style={{ marginBottom: 16 }} />
      <Typography.Title level={5}>{t.styleTitle}</Typography.Title>
      <Radio.Group
        optionType="button"
        value={settings.navTheme}
        onChange={(event) => set({ navTheme: event.target.value })}
        options={[{ value: 'dark', label: t.darkMenu }, { value: 'light', label: t.lightMenu }]}
      />
      <Divider />
      <Typography.Title level={5}>{t.colorTitle}</Typography.Title>
      <div role="group" aria-label={t.colorTitle} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {THEME_COLORS.map(({ name, color }) => {
          const selected = settings.primaryColor.toUpperCase() === color;
          return (
            <Tooltip key={color} title={name}>
              <button
                type="button"
                aria-label={name}
                aria-pressed={selected}
                onClick={() => void applyThemeColor(color, message)}
                style={{ width: 24, height: 24, border: 0, borderRadius: 2, background: color, color: '#fff', cursor: 'pointer', padding: 0 }}
              >
                {selected && <CheckOutlined />}
              </button>
            </Tooltip>
          );
        })}
      </div>
      <Divider />
      <Typography.Title level={5}>{t.navTitle}</Typography.Title>
      <Radio.Group
        optionType="button"
        value={settings.layout}
        onChange={(event) => set({ layout: event.target.value })}
        options={[{ value: 'sidemenu', label: t.sideMenu }, { value: 'topmenu', label: t.topMenu }]}
      />
      <List split={false} style={{ marginTop: 8 }}>
        <Row
          label={t.contentWidth}
          hint={top ? undefined : t.contentWidthHint}
          control={(
            <Radio.Group
              size="small"
              value={settings.contentWidth}
              onChange={(event) => set({ contentWidth: event.target.value })}
              options={[{ value: 'Fixed', label: t.fixed }, { value: 'Fluid', label: t.fluid, disabled: !top }]}
            />
          )}
        />
        <Row label={t.fixedHeader} control={<Switch size="small" aria-label={t.fixedHeader} checked={settings.fixedHeader} onChange={(fixedHeader) => set({ fixedHeader })} />} />
        <Row
          label={t.autoHideHeader}
          hint={settings.fixedHeader ? undefined : t.autoHideHeaderHint}
          control={<Switch size="small" aria-label={t.autoHideHeader} disabled={!settings.fixedHeader} checked={settings.autoHideHeader} onChange={(autoHideHeader) => set({ autoHideHeader })} />}
        />
        <Row
          label={t.fixSiderbar}
          hint={top ? t.fixSiderbarHint : undefined}
          control={<Switch size="small" aria-label={t.fixSiderbar} disabled={top} checked={settings.fixSiderbar} onChange={(fixSiderbar) => set({ fixSiderbar })} />}
        />
      </List>
      <Divider />
      <Typography.Title level={5}>{t.otherTitle}</Typography.Title>
      <List split={false}>
        <Row label={t.colorWeak} control={<Switch size="small" aria-label={t.colorWeak} checked={settings.colorWeak} onChange={(colorWeak) => set({ colorWeak })} />} />
        <Row label={t.multipage} control={<Switch size="small" aria-label={t.multipage} checked={settings.multipage} onChange={(multipage) => set({ multipage })} />} />
      </List>
    </Drawer>
  );
}
