// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoticeLists } from './noticeApi';

const fetchNoticeLists = vi.fn<() => Promise<NoticeLists>>();
const speak = vi.fn();
vi.mock('./noticeApi', () => ({ fetchNoticeLists: () => fetchNoticeLists() }));
vi.mock('./speech', () => ({ speak: (text: string) => speak(text) }));

const { EMPTY_NOTICE_LISTS, POLL_INTERVAL_MS, useNoticeLists } = await import('./useNoticeLists');

const lists = (dbMsgTotal: number, anntMsgTotal = 0): NoticeLists => ({ ...EMPTY_NOTICE_LISTS, dbMsgTotal, anntMsgTotal });
/** Lets the resolved fetch reach the hook's state. */
const settle = () => act(async () => {
  await Promise.resolve();
});

beforeEach(() => {
  vi.useFakeTimers();
  fetchNoticeLists.mockReset();
  speak.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useNoticeLists (seed 000 sections 2.8, 7, 8, 9)', () => {
  it('loads on mount and every 6000 ms', async () => {
    fetchNoticeLists.mockResolvedValue(lists(0, 2));
    const { result } = renderHook(() => useNoticeLists());
    await settle();
    expect(fetchNoticeLists).toHaveBeenCalledTimes(1);
    expect(result.current.lists.anntMsgTotal).toBe(2);
    await act(async () => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1));
    expect(fetchNoticeLists).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(fetchNoticeLists).toHaveBeenCalledTimes(2);
  });

  it('stops polling after a failed load, while explicit reloads still work', async () => {
    fetchNoticeLists.mockResolvedValueOnce(lists(0)).mockRejectedValueOnce(new Error('500')).mockResolvedValue(lists(0, 5));
    const { result } = renderHook(() => useNoticeLists());
    await settle();
    await act(async () => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(fetchNoticeLists).toHaveBeenCalledTimes(2);
    await act(async () => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 5));
    expect(fetchNoticeLists).toHaveBeenCalledTimes(2);
    await act(async () => {
      await result.current.reload();
    });
    expect(result.current.lists.anntMsgTotal).toBe(5);
  });

  it('stops polling on unmount', async () => {
    fetchNoticeLists.mockResolvedValue(lists(0));
    const { unmount } = renderHook(() => useNoticeLists());
    await settle();
    unmount();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    expect(fetchNoticeLists).toHaveBeenCalledTimes(1);
  });

  it('speaks the to-do prompt when the to-do total is above 0 and has grown', async () => {
    fetchNoticeLists.mockResolvedValueOnce(lists(0)).mockResolvedValueOnce(lists(2)).mockResolvedValueOnce(lists(2)).mockResolvedValueOnce(lists(3));
    renderHook(() => useNoticeLists());
    await settle();
    expect(speak).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(speak).toHaveBeenCalledWith('您有新的待办消息');
    await act(async () => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(speak).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(speak).toHaveBeenCalledTimes(2);
  });
});
