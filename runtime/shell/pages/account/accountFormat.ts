/** Narrowing of the account answers, and the small formatting the pages need. */

export interface Profile {
  username: string;
  realname: string;
  avatar: string | null;
  sex: number | null;
  birthday: string | null;
  email: string | null;
  phone: string | null;
  telephone: string | null;
  orgCodeTxt: string | null;
  post: string | null;
}

export interface ThirdAccount {
  id: string;
  thirdType: string;
  thirdUserId: string;
  createTime: string | null;
}

export interface NotificationPrefs {
  categories: string[];
  speak: boolean;
}

export interface SecurityFacts {
  passwordChangedAt: string | null;
  phone: string | null;
  email: string | null;
}

const record = (raw: unknown): Record<string, unknown> => (typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {});
const textOr = (value: unknown, fallback: string | null = null) => (typeof value === 'string' && value !== '' ? value : fallback);

export function toProfile(raw: unknown): Profile {
  const r = record(raw);
  const sex = Number(r.sex);
  return {
    username: textOr(r.username, '') ?? '',
    realname: textOr(r.realname, '') ?? '',
    avatar: textOr(r.avatar),
    sex: sex === 1 || sex === 2 ? sex : null,
    birthday: textOr(r.birthday),
    email: textOr(r.email),
    phone: textOr(r.phone),
    telephone: textOr(r.telephone),
    orgCodeTxt: textOr(r.orgCodeTxt),
    post: textOr(r.post),
  };
}

export function toThirdAccounts(raw: unknown): ThirdAccount[] {
  if (!Array.isArray(raw)) return [];
  return raw.map(record).filter((r) => typeof r.id === 'string').map((r) => ({
    id: r.id as string,
    thirdType: textOr(r.thirdType, '') ?? '',
    thirdUserId: textOr(r.thirdUserId, '') ?? '',
    createTime: textOr(r.createTime),
  }));
}

export function toNotificationPrefs(raw: unknown): NotificationPrefs {
  const r = record(raw);
  return { categories: Array.isArray(r.categories) ? r.categories.map(String) : [], speak: r.speak === true };
}

export function toSecurityFacts(raw: unknown): SecurityFacts {
  const r = record(raw);
  return { passwordChangedAt: textOr(r.passwordChangedAt), phone: textOr(r.phone), email: textOr(r.email) };
}

/** The per-field refusals of a failed save (`result` is `{field: message}`), as antd form fields. */
export function fieldErrorsOf(result: unknown, known: readonly string[]): { name: string; errors: string[] }[] {
  return Object.entries(record(result))
    .filter(([name, message]) => known.includes(name) && typeof message === 'string')
    .map(([name, message]) => ({ name, errors: [message as string] }));
}

/** 13912345678 → 139****5678. */
export const maskPhone = (phone: string) => (phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone);

/** someone@example.org → s***@example.org. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return at > 0 ? `${email[0]}***${email.slice(at)}` : email;
}
