import { describe, expect, it } from 'vitest';
import { staticExpiry, staticUrlTtlMs } from './staticLinks.ts';

describe('signed static addresses', () => {
  it('live STATIC_URL_TTL_SECONDS, an hour by default, and refuse nonsense loudly', () => {
    expect(staticUrlTtlMs({})).toBe(3_600_000);
    expect(staticUrlTtlMs({ STATIC_URL_TTL_SECONDS: '120' })).toBe(120_000);
    for (const bad of ['0', '-5', '1.5', 'soon']) {
      expect(() => staticUrlTtlMs({ STATIC_URL_TTL_SECONDS: bad })).toThrow('STATIC_URL_TTL_SECONDS must be a positive whole number');
    }
  });

  it('end on a twelfth of the lifetime, so links signed close together are the same address', () => {
    const hour = 3_600_000;
    const now = Date.UTC(2026, 0, 1, 8, 2, 30);
    expect(staticExpiry(now, hour)).toBe(Date.UTC(2026, 0, 1, 9, 0, 0));
    expect(staticExpiry(now + 2 * 60_000, hour)).toBe(Date.UTC(2026, 0, 1, 9, 0, 0));
    expect(staticExpiry(now + 3 * 60_000, hour)).toBe(Date.UTC(2026, 0, 1, 9, 5, 0));
    for (const ttl of [1000, 60_000, hour, 86_400_000]) {
      for (const at of [now, now + 777]) {
        const ends = staticExpiry(at, ttl) - at;
        expect(ends).toBeGreaterThanOrEqual((ttl * 11) / 12);
        expect(ends).toBeLessThanOrEqual(ttl);
      }
    }
  });
});
