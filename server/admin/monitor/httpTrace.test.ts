import { describe, expect, it } from 'vitest';
import { HttpTrace, tracePath, type TraceEntry } from './httpTrace.ts';

const entry = (n: number): Omit<TraceEntry, 'id'> => ({ time: '2026-01-01 00:00:00', method: 'GET', path: `/p${n}`, status: 200, durationMs: n });
const request = (url: string, pattern: string | undefined) =>
  ({ url, routeOptions: { url: pattern } }) as unknown as Parameters<typeof tracePath>[0];

describe('HttpTrace', () => {
  it('keeps the last entries up to its size, newest first', () => {
    const trace = new HttpTrace(3);
    expect(trace.recent()).toEqual([]);
    trace.record(entry(1));
    trace.record(entry(2));
    expect(trace.recent().map((e) => e.path)).toEqual(['/p2', '/p1']);
    for (const n of [3, 4, 5, 6, 7]) trace.record(entry(n));
    expect(trace.recent().map((e) => e.path)).toEqual(['/p7', '/p6', '/p5']);
    // Each entry is numbered once, so the trace page has a key for every row.
    expect(trace.recent().map((e) => e.id)).toEqual(['7', '6', '5']);
  });
});

describe('tracePath', () => {
  it('shows the route pattern, never the values in the path', () => {
    expect(tracePath(request('/jeecg-boot/sys/thirdLogin/getLoginUser/SECRET/github', '/jeecg-boot/sys/thirdLogin/getLoginUser/:token/:thirdType')))
      .toBe('/jeecg-boot/sys/thirdLogin/getLoginUser/:token/:thirdType');
  });

  it('keeps parameter names once each and drops their values', () => {
    expect(tracePath(request('/jeecg-boot/sys/user/list?username=a&password=SECRET&username=b&=x', '/jeecg-boot/sys/user/list')))
      .toBe('/jeecg-boot/sys/user/list?username&password');
    expect(tracePath(request('/jeecg-boot/sys/user/list?', '/jeecg-boot/sys/user/list'))).toBe('/jeecg-boot/sys/user/list');
    expect(tracePath(request('/x?a%26b=1', '/x'))).toBe('/x?a%26b');
  });

  it('shows a placeholder for a path no route matched', () => {
    expect(tracePath(request('/jeecg-boot/nothing/SECRET?token=SECRET', undefined))).toBe('（未匹配的路径）?token');
  });
});
