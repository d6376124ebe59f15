import { App, List, Skeleton, Switch } from 'antd';
import { useEffect, useState } from 'react';
import type { NotificationPrefs } from './accountFormat';
import { loadNotificationPrefs, saveNotificationPrefs } from './accountApi';
import { accountMessages as m } from './messages';

const CATEGORIES = ['1', '2', '3'];

/** 新消息通知: which message categories to receive and whether to-do messages are spoken; each toggle saves at once. */
export function NotificationSettings() {
  const { message } = App.useApp();
  const [prefs, setPrefs] = useState<NotificationPrefs | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    loadNotificationPrefs()
      .then(setPrefs)
      .catch(() => setPrefs({ categories: [...CATEGORIES], speak: true }));
  }, []);

  const save = async (next: NotificationPrefs) => {
    if (prefs === null) return;
    const before = prefs;
    setPrefs(next);
    setSaving(true);
    try {
      setPrefs(await saveNotificationPrefs(next));
      message.success(m.settingsSaved);
    } catch (error) {
      setPrefs(before);
      message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  if (prefs === null) return <Skeleton active />;
  const toggle = (category: string, on: boolean) =>
    save({ ...prefs, categories: CATEGORIES.filter((c) => (c === category ? on : prefs.categories.includes(c))) });
  const rows = [
    ...CATEGORIES.map((c) => ({ key: c, title: m.categories[c], description: m.categoryHint(m.categories[c]), checked: prefs.categories.includes(c), onChange: (on: boolean) => toggle(c, on) })),
    { key: 'speak', title: m.speak, description: m.speakHint, checked: prefs.speak, onChange: (on: boolean) => save({ ...prefs, speak: on }) },
  ];

  return (
    <List
      dataSource={rows}
      renderItem={(row) => (
        <List.Item actions={[<Switch key="switch" checked={row.checked} disabled={saving} onChange={row.onChange} aria-label={row.title} />]}>
          <List.Item.Meta title={row.title} description={row.description} />
        </List.Item>
      )}
    />
  );
}
