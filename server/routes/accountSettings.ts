import type { accountTables } from '../files/tables.ts';
import { ApiError } from '../http/envelope.ts';
import { fill } from '../http/messages.ts';
import { accountMsg } from './accountMessages.ts';

type Tables = ReturnType<typeof accountTables>;

/**
 * Which message categories a user receives and whether new to-do messages are spoken (seed 000
 * section 2.8: tabs 1 notices, 2 system messages, 3 to-do messages).
 */
export interface NotificationSettings {
  categories: string[];
  speak: boolean;
}

export const MESSAGE_CATEGORIES = ['1', '2', '3'] as const;
const KEY = 'notification';
const defaults = (): NotificationSettings => ({ categories: [...MESSAGE_CATEGORIES], speak: true });

/** The settings a body asks for: known categories only, in their order; `speak` a boolean. */
export function readNotificationSettings(body: Record<string, unknown>): NotificationSettings {
  const raw = Array.isArray(body.categories) ? body.categories.map(String) : [];
  const unknown = raw.find((c) => !(MESSAGE_CATEGORIES as readonly string[]).includes(c));
  if (unknown !== undefined) throw new ApiError(fill(accountMsg.settingsInvalid, { value: unknown.slice(0, 20) }));
  return { categories: MESSAGE_CATEGORIES.filter((c) => raw.includes(c)), speak: body.speak === true };
}

export async function notificationSettings(tables: Tables, userId: string): Promise<NotificationSettings> {
  const row = await tables.selectFrom('appUserSetting').select('value').where('userId', '=', userId).where('settingKey', '=', KEY).executeTakeFirst();
  if (!row) return defaults();
  try {
    return readNotificationSettings(JSON.parse(row.value) as Record<string, unknown>);
  } catch {
    return defaults();
  }
}

export async function saveNotificationSettings(tables: Tables, userId: string, settings: NotificationSettings): Promise<void> {
  const value = JSON.stringify(settings);
  const updatedAt = Date.now();
  await tables
    .insertInto('appUserSetting')
    .values({ userId, settingKey: KEY, value, updatedAt })
    .onConflict((oc) => oc.columns(['userId', 'settingKey']).doUpdateSet({ value, updatedAt }))
    .execute();
}
