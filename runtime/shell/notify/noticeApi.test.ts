import { beforeEach, describe, expect, it, vi } from 'vitest';

const getAction = vi.fn();
vi.mock('../request/actions', () => ({ getAction: (...args: unknown[]) => getAction(...args), putAction: vi.fn() }));

const { fetchAnnouncementDetail, toMyAnnouncementPage, toNoticeLists } = await import('./noticeApi');

const ok = (result: unknown) => ({ success: true, message: '', code: 0, result, timestamp: 0 });

beforeEach(() => getAction.mockReset());

describe('toNoticeLists', () => {
  it('reads the three lists and their totals', () => {
    const lists = toNoticeLists({
      anntMsgList: [{ id: 'a1', titile: '停水', priority: 'H', createTime: '2026-05-01 09:00:00', openType: 'url', openPage: '/x', busId: 7 }],
      anntMsgTotal: 1,
      sysMsgList: [],
      sysMsgTotal: '2',
    });
    expect(lists.anntMsgList[0]).toMatchObject({ id: 'a1', titile: '停水', priority: 'H', openType: 'url', openPage: '/x', busId: '7', msgContent: '' });
    expect([lists.anntMsgTotal, lists.sysMsgTotal, lists.dbMsgTotal]).toEqual([1, 2, 0]);
    expect(lists.dbMsgList).toEqual([]);
  });

  it('reads nothing from a missing answer', () => {
    expect(toNoticeLists(null)).toEqual({ anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0, dbMsgList: [], dbMsgTotal: 0 });
  });
});

describe('toMyAnnouncementPage', () => {
  it('keys rows by anntId and keeps the read flag', () => {
    const page = toMyAnnouncementPage({ records: [{ anntId: 'a1', titile: 't', readFlag: '1' }, { id: 'a2' }], total: 12, current: 2, size: 10 });
    expect(page.records.map((r) => [r.anntId, r.readFlag])).toEqual([['a1', '1'], ['a2', '0']]);
    expect([page.total, page.current, page.size]).toEqual([12, 2, 10]);
  });

  it('shows 发布人 as the real name the server translated, and the username where it has none', () => {
    const page = toMyAnnouncementPage({ records: [{ anntId: 'a1', sender: 'admin', sender_dictText: '管理员' }, { anntId: 'a2', sender: 'gone', sender_dictText: null }] });
    expect(page.records.map((r) => r.senderName)).toEqual(['管理员', 'gone']);
  });
});

describe('fetchAnnouncementDetail', () => {
  it('uses senderRealname when queryById gives it', async () => {
    getAction.mockResolvedValueOnce(ok({ id: 'a1', titile: 't', msgContent: '<p>x</p>', sender: 'admin', senderRealname: '管理员', sendTime: '2026-05-01 09:00:00' }));
    const detail = await fetchAnnouncementDetail('a1');
    expect(detail).toMatchObject({ titile: 't', senderName: '管理员', sendTime: '2026-05-01 09:00:00' });
    expect(getAction).toHaveBeenCalledTimes(1);
    expect(getAction.mock.calls[0].slice(0, 2)).toEqual(['/sys/annountCement/queryById', { id: 'a1' }]);
  });

  it('resolves the sender through the user list otherwise, and falls back to the username', async () => {
    getAction.mockResolvedValueOnce(ok({ id: 'a1', sender: 'lihua' })).mockResolvedValueOnce(ok({ records: [{ realname: '李华' }] }));
    expect((await fetchAnnouncementDetail('a1')).senderName).toBe('李华');
    expect(getAction.mock.calls[1].slice(0, 2)).toEqual(['/sys/user/list', { username: 'lihua' }]);

    getAction.mockResolvedValueOnce(ok({ id: 'a1', sender: 'lihua' })).mockRejectedValueOnce(new Error('403'));
    expect((await fetchAnnouncementDetail('a1')).senderName).toBe('lihua');
  });

  it('fails when queryById says no', async () => {
    getAction.mockResolvedValueOnce({ success: false, message: '未找到对应数据', code: 500, result: null, timestamp: 0 });
    await expect(fetchAnnouncementDetail('zz')).rejects.toThrow('未找到对应数据');
  });
});
