import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, maskEmail, maskPhone, toNotificationPrefs, toProfile, toThirdAccounts } from './accountFormat';

describe('account answers', () => {
  it('narrows a profile, keeping only a known sex and turning empty texts into null', () => {
    expect(toProfile({ username: 'jeecg', realname: '张晓明', sex: '2', email: '', avatar: 'avatar/a.png', password: 'x' })).toEqual({
      username: 'jeecg', realname: '张晓明', avatar: 'avatar/a.png', sex: 2, birthday: null, email: null, phone: null,
      telephone: null, orgCodeTxt: null, post: null,
    });
    expect(toProfile({ username: 'a', sex: 7 }).sex).toBeNull();
    expect(toProfile(null).username).toBe('');
  });

  it('reads third-party accounts and notification preferences defensively', () => {
    expect(toThirdAccounts([{ id: 't1', thirdType: 'wechat', thirdUserId: 'wx', createTime: null }, { thirdType: 'no id' }, 3])).toEqual([
      { id: 't1', thirdType: 'wechat', thirdUserId: 'wx', createTime: null },
    ]);
    expect(toThirdAccounts(null)).toEqual([]);
    expect(toNotificationPrefs({ categories: ['1', 3], speak: 'yes' })).toEqual({ categories: ['1', '3'], speak: false });
  });

  it('maps the server field refusals onto known form fields only', () => {
    expect(fieldErrorsOf({ email: '邮箱格式不正确', username: '用户名不能修改', phone: 5 }, ['email', 'phone'])).toEqual([
      { name: 'email', errors: ['邮箱格式不正确'] },
    ]);
    expect(fieldErrorsOf(null, ['email'])).toEqual([]);
  });

  it('masks phone numbers and e-mail addresses', () => {
    expect(maskPhone('13912345678')).toBe('139****5678');
    expect(maskPhone('123')).toBe('123');
    expect(maskEmail('someone@example.org')).toBe('s***@example.org');
    expect(maskEmail('broken')).toBe('broken');
  });
});
