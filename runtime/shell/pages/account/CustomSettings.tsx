import { Button, List } from 'antd';
import { openSettingsDrawer } from '../../layout/layoutEvents';
import { accountMessages as m } from './messages';

/** 个性化: the theme and navigation settings live in the frame's settings drawer (seed 000 section 2.7). */
export function CustomSettings() {
  return (
    <List>
      <List.Item actions={[<Button key="open" type="link" onClick={openSettingsDrawer}>{m.openSettings}</Button>]}>
        <List.Item.Meta title={m.themeItem} description={m.themeHint} />
      </List.Item>
    </List>
  );
}
