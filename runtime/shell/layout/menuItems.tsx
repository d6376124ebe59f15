import type { MenuProps } from 'antd';
import type { ShellMenuItem } from '../router/routeModel';
import { MenuIcon } from './menuIcons';

type Items = NonNullable<MenuProps['items']>;

/** The antd items for the menu tree; an item whose children are all hidden is a plain entry. */
export function toMenuItems(items: ShellMenuItem[], topLevel = true): Items {
  return items.map((item) => {
    const icon = item.icon !== undefined || topLevel ? <MenuIcon name={item.icon ?? ''} /> : undefined;
    if (item.children.length === 0) return { key: item.key, icon, label: item.title };
    return { key: item.key, icon, label: item.title, children: toMenuItems(item.children, false) };
  });
}

/** Menu clicks report only the key; this finds the item behind it. */
export function indexMenu(items: ShellMenuItem[], into = new Map<string, ShellMenuItem>()): Map<string, ShellMenuItem> {
  for (const item of items) {
    into.set(item.key, item);
    indexMenu(item.children, into);
  }
  return into;
}
