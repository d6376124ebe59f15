import { describe, expect, it, vi } from 'vitest';
import { createUrlSigner, expiryOf, type SignPaths } from './urlSigner';

const HOUR = 3_600_000;
const START = 1_800_000_000_000;

/** A stand-in server: signs every path not starting with 'missing', valid for an hour from `clock.now`. */
function fakeServer(clock: { now: number }) {
  const sign = vi.fn<SignPaths>(async (paths) =>
    Object.fromEntries(paths.filter((p) => !p.startsWith('missing')).map((p) => [p, `/static/${p}?expires=${clock.now + HOUR}&sig=${clock.now}`])),
  );
  return sign;
}

function setUp() {
  const clock = { now: START };
  const sign = fakeServer(clock);
  return { clock, sign, signer: createUrlSigner({ sign, now: () => clock.now }) };
}

describe('createUrlSigner', () => {
  it('signs the paths asked for together in one call, each once', async () => {
    const { sign, signer } = setUp();
    const answers = await Promise.all([signer('avatar/a.png'), signer('temp/b.pdf'), signer('avatar/a.png'), signer('/temp/c.txt')]);
    expect(sign).toHaveBeenCalledTimes(1);
    expect(sign).toHaveBeenCalledWith(['avatar/a.png', 'temp/b.pdf', 'temp/c.txt']);
    expect(answers[0]).toBe(`/static/avatar/a.png?expires=${START + HOUR}&sig=${START}`);
    expect(answers[2]).toBe(answers[0]);
  });

  it('answers a kept address at once, until 5 minutes before it expires', async () => {
    const { clock, sign, signer } = setUp();
    const first = await signer('avatar/a.png');
    clock.now += HOUR - 5 * 60_000 - 1;
    expect(signer('avatar/a.png')).toBe(first);
    expect(sign).toHaveBeenCalledTimes(1);

    clock.now += 1;
    const renewed = signer('avatar/a.png');
    expect(renewed).toBeInstanceOf(Promise);
    expect(await renewed).not.toBe(first);
    expect(sign).toHaveBeenCalledTimes(2);
  });

  it('leaves absolute http(s) addresses as they are, without a call', () => {
    const { sign, signer } = setUp();
    expect(signer('https://cdn.example.org/a.png')).toBe('https://cdn.example.org/a.png');
    expect(signer('HTTP://example.org/a.png')).toBe('HTTP://example.org/a.png');
    expect(sign).not.toHaveBeenCalled();
  });

  it('splits more than 100 paths into calls of 100', async () => {
    const { sign, signer } = setUp();
    await Promise.all(Array.from({ length: 250 }, (_, i) => signer(`temp/${i}.png`)));
    expect(sign.mock.calls.map(([paths]) => paths.length)).toEqual([100, 100, 50]);
  });

  it('rejects a path the server did not sign and remembers that for a while', async () => {
    const { clock, sign, signer } = setUp();
    const [missing, fine] = await Promise.allSettled([signer('missing/x.png'), signer('temp/a.png')]);
    expect(missing.status).toBe('rejected');
    expect(fine.status).toBe('fulfilled');
    await expect(signer('missing/x.png')).rejects.toThrow('file not signed');
    expect(sign).toHaveBeenCalledTimes(1);
    clock.now += 60_000;
    await expect(signer('missing/x.png')).rejects.toThrow('file not signed');
    expect(sign).toHaveBeenCalledTimes(2);
    await expect(signer('')).rejects.toThrow('file not signed');
  });

  it('does not keep the outcome of a failed call: the next request tries again', async () => {
    const { sign, signer } = setUp();
    sign.mockRejectedValueOnce(new Error('network down'));
    await expect(signer('temp/a.png')).rejects.toThrow('network down');
    await expect(signer('temp/a.png')).resolves.toMatch(/^\/static\/temp\/a\.png\?/);
    expect(sign).toHaveBeenCalledTimes(2);
  });
});

describe('expiryOf', () => {
  it('reads the expires parameter of an address, if any', () => {
    expect(expiryOf('/jeecg-boot/sys/common/static/a.png?expires=1800000000000&sig=ab')).toBe(1_800_000_000_000);
    expect(expiryOf('/jeecg-boot/sys/common/static/a.png')).toBeUndefined();
  });
});
