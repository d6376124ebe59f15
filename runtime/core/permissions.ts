/** One entry of the auth or allAuth list of getUserPermissionByToken. */
export interface AuthEntry {
  action: string | null;
  type?: string | null;
  status?: string | null;
  describe?: string;
}

export interface PermissionLists {
  /** The signed-in user's button permissions. */
  auth: AuthEntry[];
  /** Every button permission of the system, with its status. */
  allAuth: AuthEntry[];
}

const actionsOf = (has: string) =>
  has
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);

/**
 * Whether a node that requires `has` may be shown (seed 000 section 6, seed 002 section 6):
 * - no requirement: shown;
 * - an action the system list marks with status '0' is switched off, so it does not hide anything;
 * - otherwise the user's list must hold one of the actions on an entry whose type is not '2'
 *   ('2' means "disable", which leaves the node in place);
 * - actions may be comma separated: any one of them is enough.
 */
export function hasPermission(has: string | undefined | null, lists: PermissionLists): boolean {
  if (!has || !has.trim()) return true;
  const actions = actionsOf(has);
  const switchedOff = lists.allAuth.some((g) => g.type !== '2' && g.status === '0' && g.action !== null && actions.includes(g.action));
  if (switchedOff) return true;
  return lists.auth.some((a) => a.type !== '2' && a.action !== null && a.action !== undefined && actions.includes(a.action));
}

/** Whether a node that requires `has` is shown but disabled: the user holds it only as type '2'. */
export function isDisabledByPermission(has: string | undefined | null, lists: PermissionLists): boolean {
  if (!has || !has.trim()) return false;
  const actions = actionsOf(has);
  return lists.auth.some((a) => a.type === '2' && a.action !== null && a.action !== undefined && actions.includes(a.action));
}
