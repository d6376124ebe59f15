import type { Db } from '../db/database.ts';
import { ApiError } from '../http/envelope.ts';
import { fill, msg } from '../http/messages.ts';

/**
 * How repeated failures are slowed, per account and, separately, per address. There is no lock-out
 * that anyone could set off for someone else: past a few free failures each further try must wait,
 * the wait doubling up to maxWaitMs, so the owner of an account waits minutes at most while a
 * guesser gets a dozen tries an hour. The address counter allows more, as many people may share a
 * proxy's address. Counters start over after windowMs without failures.
 */
export interface ThrottlePolicy {
  windowMs: number;
  accountFreeFailures: number;
  addressFreeFailures: number;
  firstWaitMs: number;
  maxWaitMs: number;
}

export const defaultThrottlePolicy: ThrottlePolicy = {
  windowMs: 15 * 60_000,
  accountFreeFailures: 5,
  addressFreeFailures: 20,
  firstWaitMs: 1000,
  maxWaitMs: 5 * 60_000,
};

export interface ThrottleKeys {
  account: string;
  address: string;
}

/**
 * The counters of a try: the account's and the address's. A browser that proved the account's
 * password before (`device`, loginDevice.ts) is counted under its own mark instead of the account.
 */
export function throttleKeys(kind: string, account: string, ip: string, device?: string): ThrottleKeys {
  const own = device ? `device:${device}` : `${kind}:${account.trim().toLowerCase()}`;
  return { account: own.slice(0, 160), address: `ip:${ip}`.slice(0, 160) };
}

/** The wait after the given number of failures: none while free, then doubling from firstWaitMs, capped. */
export function waitAfter(failures: number, free: number, policy: ThrottlePolicy): number {
  if (failures <= free) return 0;
  // Past the cap's exponent the doubling would only overflow; the cap answers anyway.
  const doublings = Math.min(failures - free - 1, 30);
  return Math.min(policy.firstWaitMs * 2 ** doublings, policy.maxWaitMs);
}

/**
 * sys_login_attempt keeps one row per key: `failures` since `firstFailedAt`, and `lockedUntil`, the
 * earliest time of the next try (the last failure plus its wait; the column's name is older).
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly policy: ThrottlePolicy,
  ) {}

  /** Refuses a try that comes before the wait of either key has passed; the refusal counts as no failure. */
  async before(keys: ThrottleKeys): Promise<void> {
    const rows = await this.db.kysely
      .selectFrom('sysLoginAttempt')
      .select('lockedUntil')
      .where('attemptKey', 'in', [keys.account, keys.address])
      .execute();
    const now = Date.now();
    const until = Math.max(0, ...rows.map((row) => row.lockedUntil ?? 0));
    if (until > now) throw new ApiError(fill(msg.loginWait, { seconds: Math.ceil((until - now) / 1000) }), 429, 429);
  }

  async failed(keys: ThrottleKeys): Promise<void> {
    await this.bump(keys.account, this.policy.accountFreeFailures);
    await this.bump(keys.address, this.policy.addressFreeFailures);
  }

  /** Clears the account's counter only: one good sign-in does not excuse an address's other failures. */
  async succeeded(keys: ThrottleKeys): Promise<void> {
    await this.db.kysely.deleteFrom('sysLoginAttempt').where('attemptKey', '=', keys.account).execute();
  }

  private async bump(key: string, free: number): Promise<void> {
    const now = Date.now();
    const row = await this.db.kysely.selectFrom('sysLoginAttempt').selectAll().where('attemptKey', '=', key).executeTakeFirst();
    const quietSince = row ? (row.lockedUntil ?? row.firstFailedAt) : 0;
    const fresh = !row || now - quietSince >= this.policy.windowMs;
    const failures = fresh ? 1 : row.failures + 1;
    const firstFailedAt = fresh ? now : row.firstFailedAt;
    const lockedUntil = now + waitAfter(failures, free, this.policy);
    await this.db.kysely
      .insertInto('sysLoginAttempt')
      .values({ attemptKey: key, failures, firstFailedAt, lockedUntil })
      .onConflict((oc) => oc.column('attemptKey').doUpdateSet({ failures, firstFailedAt, lockedUntil }))
      .execute();
  }
}
