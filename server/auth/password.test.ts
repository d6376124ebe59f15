import bcrypt from 'bcryptjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('makes argon2id hashes that verify only the same password', async () => {
    const hash = await hashPassword('Test-password-2026');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword('Test-password-2026', hash)).toBe(true);
    expect(await verifyPassword('Test-password-2027', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('still verifies a stored bcrypt hash, and marks it for rehashing', async () => {
    const legacy = await bcrypt.hash('Old-password-2020', 4);
    expect(await verifyPassword('Old-password-2020', legacy)).toBe(true);
    expect(await verifyPassword('Old-password-2021', legacy)).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
  });

  it('tells apart passwords that differ only past the 72nd byte (bcrypt cut them off)', async () => {
    const long = 'x'.repeat(72);
    const hash = await hashPassword(`${long}A`);
    expect(await verifyPassword(`${long}B`, hash)).toBe(false);
    expect(await verifyPassword(`${long}A`, hash)).toBe(true);
  });

  // Issue 14: hashing must not take the event loop. Work done on the loop would settle before any
  // setImmediate callback; work on the thread pool lets the loop turn (and other requests run) meanwhile.
  let stored = '';
  beforeAll(async () => {
    stored = await hashPassword('Loop-password-2026');
  });
  it.each([
    ['hashing', () => hashPassword('Loop-password-2026')],
    ['verifying', () => verifyPassword('Loop-password-2026', stored)],
    ['checking an unknown user', () => verifyPassword('Loop-password-2026', undefined)],
  ])('lets the event loop turn while %s', async (_case, work) => {
    let turns = 0;
    let done = false;
    const turn = () => {
      turns += 1;
      if (!done) setImmediate(turn);
    };
    setImmediate(turn);
    const pending = work();
    const before = turns;
    await pending;
    done = true;
    expect(before).toBe(0);
    expect(turns).toBeGreaterThan(0);
  });

  it('answers false for an unknown user and for a hash it cannot read', async () => {
    expect(await verifyPassword('anything', undefined)).toBe(false);
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false);
  });
});
