import { describe, expect, it } from 'vitest';
import { ApiError } from './envelope.ts';
import { refuse, requiredId, requiredIds } from './params.ts';

const refusal = (run: () => unknown): ApiError => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('not refused');
};

describe('the shared parameter reading', () => {
  it('reads a required id trimmed, a number as its text and a repeated parameter by its first value', () => {
    expect(requiredId({ id: ' a1 ' })).toBe('a1');
    expect(requiredId({ id: 7 })).toBe('7');
    expect(requiredId({ roleId: ['r1', 'r2'] }, 'roleId')).toBe('r1');
  });

  it('refuses a missing, empty or non-text one by its name', () => {
    expect(refusal(() => requiredId({})).message).toBe('缺少参数：id');
    expect(refusal(() => requiredId({ jobId: '  ' }, 'jobId')).message).toBe('缺少参数：jobId');
    expect(refusal(() => requiredId({ departId: { x: 1 } }, 'departId')).message).toBe('缺少参数：departId');
  });

  it('reads a required id list and refuses an empty one', () => {
    expect(requiredIds({ ids: 'a, b,a,' })).toEqual(['a', 'b']);
    expect(refusal(() => requiredIds({ ids: ' , ' })).message).toBe('缺少参数：ids');
  });

  it('refuses with the field named in the result, so a form can mark it', () => {
    const error = refusal(() => refuse('name', '名称不能为空'));
    expect(error.message).toBe('名称不能为空');
    expect(error.result).toEqual({ name: '名称不能为空' });
  });
});
