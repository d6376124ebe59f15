import { listMessages as m } from './messages.ts';

export type RecordMode = 'add' | 'edit' | 'detail';

const VERBS: Record<RecordMode, string> = { add: m.add, edit: m.edit, detail: m.detail };

/** What the page's records are called, from the most to the least specific name the schema gives. */
export interface RecordNames {
  /** The record form's own `title` (用户). */
  formTitle?: string;
  /** The declared entity's `label` (数据源). */
  entityLabel?: string;
  /** The page's title (职务管理), said without a trailing 管理. */
  pageTitle?: string;
}

/** The name a record dialog gives its record: 用户 of 用户管理, 数据源 of an entity labelled so. */
export function recordName({ formTitle, entityLabel, pageTitle }: RecordNames): string {
  for (const name of [formTitle, entityLabel]) if (name && name.trim() !== '') return name.trim();
  const page = (pageTitle ?? '').trim();
  const stripped = page.endsWith(m.manage) ? page.slice(0, -m.manage.length) : page;
  return stripped === '' ? page : stripped;
}

/** 新增用户, 编辑数据源, 用户详情 (as Chinese says it), or the bare verb when the schema names nothing. */
export function recordTitle(mode: RecordMode, names: RecordNames): string {
  const name = recordName(names);
  return mode === 'detail' ? `${name}${VERBS.detail}` : `${VERBS[mode]}${name}`;
}
