/** What a rule value's variables stand for, for one caller at one moment. */
export interface RuleCaller {
  username: string;
  realname?: string | null;
  orgCode?: string | null;
}

/** The variables a rule value may hold (the older platform's names). */
export const RULE_VARIABLES = ['sys_user_code', 'sys_user_name', 'sys_org_code', 'sys_date', 'sys_time'] as const;

const VARIABLE = /#\{([^}]*)\}/g;
const pad = (n: number) => String(n).padStart(2, '0');
const dateOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const timeOf = (d: Date) => `${dateOf(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

/** The variables of a value that are not known, as written (`#{x}`), for the save check. */
export function unknownVariables(value: string): string[] {
  return [...value.matchAll(VARIABLE)].filter((m) => !(RULE_VARIABLES as readonly string[]).includes(m[1].trim())).map((m) => m[0]);
}

/**
 * A rule value with its variables filled in: #{sys_user_code} the username, #{sys_user_name} the
 * real name, #{sys_org_code} the caller's current department code (empty without one, so a rule
 * on it then matches nothing), #{sys_date} `yyyy-MM-dd`, #{sys_time} `yyyy-MM-dd HH:mm:ss` (server
 * time). An unknown variable is left as written.
 */
export function fillVariables(value: string, who: RuleCaller, now: Date = new Date()): string {
  return value.replace(VARIABLE, (whole, raw: string) => {
    switch (raw.trim()) {
      case 'sys_user_code': return who.username;
      case 'sys_user_name': return who.realname ?? '';
      case 'sys_org_code': return who.orgCode ?? '';
      case 'sys_date': return dateOf(now);
      case 'sys_time': return timeOf(now);
      default: return whole;
    }
  });
}
