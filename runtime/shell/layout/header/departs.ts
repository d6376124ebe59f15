import { getAction, postAction } from '../../request/actions';

/** A department of the signed-in user, as getCurrentUserDeparts lists it (seed 000 section 3). */
export interface Depart {
  id: string;
  orgCode: string;
  departName: string;
}

export interface CurrentUserDeparts {
  list: Depart[];
  /** The department the user works in now. */
  orgCode: string | null;
}

function toDepart(raw: unknown): Depart | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { id, orgCode, departName } = raw as Record<string, unknown>;
  if (typeof orgCode !== 'string' || orgCode === '') return null;
  return { id: typeof id === 'string' ? id : orgCode, orgCode, departName: typeof departName === 'string' ? departName : orgCode };
}

/** Narrows the answer of GET /sys/user/getCurrentUserDeparts; anything unexpected reads as no departments. */
export function toCurrentUserDeparts(result: unknown): CurrentUserDeparts {
  if (typeof result !== 'object' || result === null) return { list: [], orgCode: null };
  const { list, orgCode } = result as Record<string, unknown>;
  return {
    list: Array.isArray(list) ? list.map(toDepart).filter((d): d is Depart => d !== null) : [],
    orgCode: typeof orgCode === 'string' && orgCode !== '' ? orgCode : null,
  };
}

/** The name of the current department, or null when the current orgCode is not in the list. */
export function currentDepartName(departs: CurrentUserDeparts): string | null {
  return departs.list.find((d) => d.orgCode === departs.orgCode)?.departName ?? null;
}

export async function loadCurrentUserDeparts(): Promise<CurrentUserDeparts> {
  const answer = await getAction<unknown>('/sys/user/getCurrentUserDeparts');
  if (!answer.success) throw new Error(answer.message);
  return toCurrentUserDeparts(answer.result);
}

/** POST /sys/selectDepart: resolves with the server's new user info, rejects with its message. */
export async function selectDepart(orgCode: string, username: string): Promise<unknown> {
  const answer = await postAction<{ userInfo?: unknown } | null>('/sys/selectDepart', { orgCode, username });
  if (!answer.success || !answer.result?.userInfo) throw new Error(answer.message);
  return answer.result.userInfo;
}
