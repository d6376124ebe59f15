import type { Envelope } from '../../../../schemas/envelope.ts';
import { deleteAction, getAction, putAction } from '../../request/actions';
import { toNotificationPrefs, toProfile, toSecurityFacts, toThirdAccounts, type NotificationPrefs } from './accountFormat';

/** The calls of the account pages; a refusal with `success: false` is the caller's to show. */

async function resultOf(call: Promise<Envelope<unknown>>): Promise<unknown> {
  const answer = await call;
  if (!answer.success) throw new Error(answer.message);
  return answer.result;
}

export async function loadProfile() {
  const result = await resultOf(getAction<unknown>('/sys/user/getUserInfo'));
  return toProfile((result as { userInfo?: unknown } | null)?.userInfo);
}

/** PUT /sys/user/editUserInfo: on success `result.userInfo`; on refusal `result` maps fields to messages. */
export function saveProfile(values: Record<string, unknown>): Promise<Envelope<unknown>> {
  return putAction<unknown>('/sys/user/editUserInfo', values);
}

export const loadSecurityFacts = async () => toSecurityFacts(await resultOf(getAction<unknown>('/sys/user/accountSecurity')));

export const loadThirdAccounts = async () => toThirdAccounts(await resultOf(getAction<unknown>('/sys/thirdApp/getThirdAccountByUserId')));

export const unbindThirdAccount = (id: string) => resultOf(deleteAction<unknown>('/sys/thirdApp/deleteThirdAccount', { id }));

export const loadNotificationPrefs = async () => toNotificationPrefs(await resultOf(getAction<unknown>('/sys/user/notificationSettings')));

export const saveNotificationPrefs = async (prefs: NotificationPrefs) =>
  toNotificationPrefs(await resultOf(putAction<unknown>('/sys/user/notificationSettings', prefs)));
