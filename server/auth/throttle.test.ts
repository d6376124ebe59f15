import { describe, expect, it } from 'vitest';
import { defaultThrottlePolicy, waitAfter } from './throttle.ts';

const policy = { ...defaultThrottlePolicy, accountFreeFailures: 3, firstWaitMs: 1000, maxWaitMs: 8000 };

describe('waitAfter: the wait before the next try, never a lock-out', () => {
  it.each([
    [1, 0], [3, 0], [4, 1000], [5, 2000], [6, 4000], [7, 8000], [8, 8000], [1000, 8000],
  ])('after %i failures of an account, %i ms', (failures, wait) => {
    expect(waitAfter(failures, policy.accountFreeFailures, policy)).toBe(wait);
  });

  it('keeps the default waits short enough that no one can keep an account shut for long', () => {
    expect(defaultThrottlePolicy.maxWaitMs).toBeLessThanOrEqual(5 * 60_000);
    expect(defaultThrottlePolicy.addressFreeFailures).toBeGreaterThan(defaultThrottlePolicy.accountFreeFailures);
  });
});
