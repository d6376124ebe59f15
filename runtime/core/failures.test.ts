import { describe, expect, it, vi } from 'vitest';
import { AdapterError } from '../../schemas/adapter.ts';
import { failureText, reportFailure } from './failures.ts';

describe('reportFailure', () => {
  it('shows a refusal in the server\'s words, and the fallback for a failure with no words', () => {
    const show = vi.fn();
    reportFailure(show, new AdapterError('conflict', '编码已存在'), '操作失败');
    reportFailure(show, new AdapterError('unavailable', ''), '操作失败');
    reportFailure(show, 'not an error', '加载失败');
    expect(show.mock.calls).toEqual([['编码已存在'], ['操作失败'], ['加载失败']]);
  });

  it('shows nothing for a failure the request layer announced already: one failure, one notice', () => {
    const show = vi.fn();
    reportFailure(show, new AdapterError('unavailable', '网络超时', {}, { announced: true }), '操作失败');
    reportFailure(show, Object.assign(new Error('未授权，请重新登录'), { announced: true }), '操作失败');
    expect(show).not.toHaveBeenCalled();
  });

  it('reads an error\'s message, but not the English of a mistake in the code', () => {
    expect(failureText(new Error('文件格式不正确'), '失败')).toBe('文件格式不正确');
    expect(failureText(new Error(''), '失败')).toBe('失败');
    expect(failureText(new TypeError('x is undefined'), '失败')).toBe('失败');
  });
});
