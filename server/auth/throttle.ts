import type { Db } from '../db/database.ts';
import { ApiError } from '../http/envelope.ts';
import { fill, msg } from '../http/messages.ts';

/** How repeated failed sign-ins are slowed and then locked, per account and per address. */
export interface ThrottlePolicy {
  windowMs: number;
  slowAfter: number;
  delayStepMs: number;
  maxDelayMs: number;
  lockAccountAfter: number;
  lockAddressAfter: number;
  lockMs: number;
}

export const defaultThrottlePolicy: ThrottlePolicy = {
  windowMs: 15 * 60_000,
  slowAfter: 3,
  delayStepMs: 1000,
  maxDelayMs: 3000,
  lockAccountAfter: 10,
  lockAddressAfter: 50,
  lockMs: 15 * 60_000,
};

export interface ThrottleKeys {
  account: string;
  address: string;
}

export function throttleKeys(kind: string, account: string, ip: string): ThrottleKeys {
  return { account: `${kind}:${account.trim().toLowerCase()}`.slice(0, 160), address: `ip:${ip}`.slice(0, 160) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly policy: ThrottlePolicy,
  ) {}

  /** Refuses while either key is locked; otherwise waits longer the more failures came before. */
  async before(keys: ThrottleKeys): Promise<void> {
    const rows = await this.db.kysely
      .selectFrom('sysLoginAttempt')
      .selectAll()
      .where('attemptKey', 'in', [keys.account, keys.address])
      .execute();
    const now = Date.now();
    let failures = 0;
    for (const row of rows) {
      if (row.lockedUntil !== null && row.lockedUntil > now) {
        const minutes = Math.max(1, Math.ceil((row.lockedUntil - now) / 60_000));
        throw new ApiError(fill(msg.loginLocked, { minutes }), 429, 429);
      }
      if (row.attemptKey === keys.account && now - row.firstFailedAt < this.policy.windowMs) failures = row.failures;
    }
    if (failures >= this.policy.slowAfter) {
      const delay = (failures - this.policy.slowAfter + 1) * this.policy.delayStepMs;
      await sleep(Math.min(delay, this.policy.maxDelayMs));
    }
  }

  async failed(keys: ThrottleKeys): Promise<void> {
    await this.bump(keys.account, this.policy.lockAccountAfter);
    await this.bump(keys.address, this.policy.lockAddressAfter);
  }

  async succeeded(keys: ThrottleKeys): Promise<void> {
    await this.db.kysely.deleteFrom('sysLoginAttempt').where('attemptKey', '=', keys.account).execute();
  }

  private async bump(key: string, lockAfter: number): Promise<void> {
    const now = Date.now();
    const row = await this.db.kysely.selectFrom('sysLoginAttempt').selectAll().where('attemptKey', '=', key).executeTakeFirst();
    const fresh = !row || now - row.firstFailedAt >= this.policy.windowMs;
    const failures = fresh ? 1 : row.failures + 1;
    const lockedUntil = failures >= lockAfter ? now + this.policy.lockMs : null;
    const firstFailedAt = fresh ? now : row.firstFailedAt;
    await this.db.kysely
      .insertInto('sysLoginAttempt')
      .values({ attemptKey: key, failures, firstFailedAt, lockedUntil })
      .onConflict((oc) => oc.column('attemptKey').doUpdateSet({ failures, firstFailedAt, lockedUntil }))
      .execute();
  }
}
