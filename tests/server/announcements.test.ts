import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type ApiBody, type TestServer } from '../helpers/server.ts';
import { testDatabases } from '../helpers/databases.ts';
import { openNoticeSocket } from '../helpers/noticeSocket.ts';

const ADMIN_ID = 'e9ca23d68d884d4ebb19d07889727dae';
const JEECG_ID = 'a75d45a015c44384a04449ee80dc3503';
const LIHUA_ID = 'u_lihua';
const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

type Item = Record<string, unknown> & { id: string };
const ids = (list: Item[]) => list.map((item) => item.id);

describe.each(testDatabases)('announcements and the notification bell on $name', ({ name }) => {
  let server: TestServer;
  const tokens: Record<'admin' | 'jeecg' | 'lihua', string> = { admin: '', jeecg: '', lihua: '' };

  beforeAll(async () => {
    server = await startTestServer(name);
    for (const user of ['admin', 'jeecg', 'lihua'] as const) tokens[user] = await server.login(user);
  });
  afterAll(() => server.close());

  const bell = async (token: string, pageSize?: number) => {
    const { body } = await server.call('GET', `/sys/annountCement/listByUser${pageSize ? `?pageSize=${pageSize}` : ''}`, { token });
    expect(body.success).toBe(true);
    return body.result as Record<'anntMsgList' | 'sysMsgList' | 'dbMsgList', Item[]> & Record<'anntMsgTotal' | 'sysMsgTotal' | 'dbMsgTotal', number>;
  };
  const unreadIds = async (token: string) => {
    const lists = await bell(token, 50);
    return [...lists.anntMsgList, ...lists.sysMsgList, ...lists.dbMsgList].map((item) => item.id);
  };
  const add = async (fields: Record<string, unknown>): Promise<ApiBody> =>
    (await server.call('POST', '/sys/annountCement/add', {
      token: tokens.admin,
      body: { titile: '测试通告', msgContent: '<p>内容</p>', msgCategory: '1', priority: 'M', msgType: 'ALL', ...fields },
    })).body;
  const created = async (fields: Record<string, unknown> = {}): Promise<string> => {
    const body = await add(fields);
    expect(body).toMatchObject({ success: true, message: '添加成功！' });
    return body.result.id as string;
  };
  const released = async (fields: Record<string, unknown> = {}): Promise<string> => {
    const id = await created(fields);
    const { body } = await server.call('GET', `/sys/annountCement/doReleaseData?id=${id}`, { token: tokens.admin });
    expect(body).toMatchObject({ success: true, message: '该系统通知发布成功' });
    return id;
  };
  const myPage = async (token: string, query: string) =>
    (await server.call('GET', `/sys/sysAnnouncementSend/getMyAnnouncementSend?${query}`, { token })).body.result;

  it('lists unread released announcements per tab, newest first, limited by pageSize with full totals', async () => {
    const lists = await bell(tokens.jeecg);
    // fixtures/demo/announcements.json: a_001 and a_002 are notices, a_003 a system message, a_004 a draft.
    expect(ids(lists.anntMsgList)).toEqual(['a_001', 'a_002']);
    expect(ids(lists.sysMsgList)).toEqual(['a_003']);
    expect(lists).toMatchObject({ anntMsgTotal: 2, sysMsgTotal: 1, dbMsgList: [], dbMsgTotal: 0 });
    const item = lists.anntMsgList[0];
    expect(item).toMatchObject({
      id: 'a_001', anntId: 'a_001', titile: '关于开展2026年度安置区人口普查的通知', priority: 'H', msgCategory: '1',
      msgType: 'ALL', sendStatus: '1', sender: 'admin', delFlag: '0', readFlag: '0', openType: null, busId: null,
    });
    expect(item.sendId).toEqual(expect.any(String));
    expect(item.sendTime).toMatch(DATETIME);
    expect(item.createTime).toMatch(DATETIME);
    for (const key of ['msgContent', 'startTime', 'endTime', 'cancelTime', 'busType', 'openPage', 'userIds', 'msgAbstract']) expect(item).toHaveProperty(key);

    const one = await bell(tokens.jeecg, 1);
    expect(ids(one.anntMsgList)).toEqual(['a_001']);
    expect(one.anntMsgTotal).toBe(2);
  });

  it('keeps reading per user: marking read hides it for that user only', async () => {
    expect(await unreadIds(tokens.lihua)).toContain('a_003');
    const read = await server.call('PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { token: tokens.admin, body: { anntId: 'a_003' } });
    expect(read.body.success).toBe(true);
    expect(await unreadIds(tokens.admin)).not.toContain('a_003');
    expect(await unreadIds(tokens.lihua)).toContain('a_003');
    expect((await bell(tokens.lihua)).sysMsgTotal).toBe(1);

    // POST does the same; the answer for a missing anntId says what is missing.
    await server.call('POST', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { token: tokens.lihua, body: { anntId: 'a_002' } });
    expect(await unreadIds(tokens.lihua)).not.toContain('a_002');
    expect(await unreadIds(tokens.jeecg)).toContain('a_002');
    const missing = await server.call('PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { token: tokens.lihua, body: {} });
    expect(missing.body).toMatchObject({ success: false, message: '缺少参数：anntId' });
  });

  it('pages the user\'s own announcements, read and unread, with filters', async () => {
    const all = await myPage(tokens.lihua, 'pageNo=1&pageSize=100');
    expect(all.total).toBe(3);
    // Unread first, then newest first.
    expect(all.records.map((r: { anntId: string; readFlag: string }) => `${r.anntId}:${r.readFlag}`)).toEqual(['a_001:0', 'a_003:0', 'a_002:1']);
    expect(all.records[2]).toMatchObject({
      anntId: 'a_002', titile: '安置区公交线路调整公告', msgContent: '<p>自下月起，3路公交延伸至安置区北门。</p>', sender: 'admin',
      sender_dictText: '管理员', priority: 'M', msgCategory: '1', readFlag: '1', openType: null, openPage: null, busId: null,
    });
    expect(all.records[2].sendTime).toMatch(DATETIME);
    expect(all.records[2].readTime).toMatch(DATETIME);

    const second = await myPage(tokens.lihua, 'pageNo=2&pageSize=2');
    expect(second).toMatchObject({ total: 3, size: 2, current: 2, pages: 2 });
    expect(second.records.map((r: { anntId: string }) => r.anntId)).toEqual(['a_002']);
    expect((await myPage(tokens.lihua, 'pageNo=1&pageSize=10&readFlag=1')).records.map((r: { anntId: string }) => r.anntId)).toEqual(['a_002']);
    expect((await myPage(tokens.lihua, 'pageNo=1&pageSize=10&msgCategory=2')).records.map((r: { anntId: string }) => r.anntId)).toEqual(['a_003']);
    expect((await myPage(tokens.lihua, `pageNo=1&pageSize=10&titile=${encodeURIComponent('公交')}`)).total).toBe(1);
  });

  it('marks everything read for the caller with readAll', async () => {
    const { body } = await server.call('PUT', '/sys/sysAnnouncementSend/readAll', { token: tokens.jeecg });
    expect(body).toMatchObject({ success: true, message: '全部已读' });
    expect(await bell(tokens.jeecg)).toMatchObject({ anntMsgList: [], anntMsgTotal: 0, sysMsgTotal: 0, dbMsgTotal: 0 });
    expect((await bell(tokens.lihua)).anntMsgTotal).toBe(1);
  });

  it('shows a released announcement in the bell, pushes it, and takes it away on revoke', async () => {
    const socket = await openNoticeSocket(server.url, JEECG_ID, tokens.jeecg);
    const id = await released({ titile: '待办：核对网格台账', msgCategory: '3', priority: 'H' });
    expect(await socket.next()).toEqual({ cmd: 'topic', msgId: id, msgTxt: '待办：核对网格台账' });
    socket.close();

    const lists = await bell(tokens.jeecg);
    expect(ids(lists.dbMsgList)).toEqual([id]);
    expect(lists.dbMsgTotal).toBe(1);
    expect(lists.dbMsgList[0]).toMatchObject({ sender: 'admin', sendStatus: '1', priority: 'H' });
    const again = await server.call('GET', `/sys/annountCement/doReleaseData?id=${id}`, { token: tokens.admin });
    expect(again.body).toMatchObject({ success: false, message: '该通告已发布，不能重复发布' });

    const revoked = await server.call('GET', `/sys/annountCement/doReovkeData?id=${id}`, { token: tokens.admin });
    expect(revoked.body).toMatchObject({ success: true, message: '该系统通知撤销成功' });
    expect(await bell(tokens.jeecg)).toMatchObject({ dbMsgList: [], dbMsgTotal: 0 });
    const row = await server.ctx.db.kysely.selectFrom('sysAnnouncement').select(['sendStatus', 'cancelTime']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.sendStatus).toBe('2');
    expect(row.cancelTime).toMatch(DATETIME);
    const twice = await server.call('GET', `/sys/annountCement/doReovkeData?id=${id}`, { token: tokens.admin });
    expect(twice.body).toMatchObject({ success: false, message: '只有已发布的通告才能撤销' });
  });

  it('sends a USER announcement only to the chosen users, and pushes only to them', async () => {
    const lihua = await openNoticeSocket(server.url, LIHUA_ID, tokens.lihua);
    const jeecg = await openNoticeSocket(server.url, JEECG_ID, tokens.jeecg);
    const id = await released({ titile: '请李华到社区服务中心领取材料', msgCategory: '2', msgType: 'USER', userIds: `${LIHUA_ID},` });
    expect(await lihua.next()).toEqual({ cmd: 'user', msgId: id, msgTxt: '请李华到社区服务中心领取材料' });
    // Pushes on this process go out before the release answers: the heartbeat reply comes first.
    jeecg.send('HeartBeat');
    expect(await jeecg.next()).toEqual({ cmd: 'heartcheck', msgTxt: '心跳响应' });
    lihua.close();
    jeecg.close();

    expect(await unreadIds(tokens.lihua)).toContain(id);
    expect(await unreadIds(tokens.jeecg)).not.toContain(id);
    expect(await unreadIds(tokens.admin)).not.toContain(id);
    expect((await myPage(tokens.jeecg, 'pageNo=1&pageSize=100')).records.map((r: { anntId: string }) => r.anntId)).not.toContain(id);

    const forLihua = await server.call('GET', `/sys/annountCement/queryById?id=${id}`, { token: tokens.lihua });
    expect(forLihua.body.result).toMatchObject({ id, msgType: 'USER', userIds: `${LIHUA_ID},`, senderRealname: '管理员' });
    const forJeecg = await server.call('GET', `/sys/annountCement/queryById?id=${id}`, { token: tokens.jeecg });
    expect(forJeecg.body).toMatchObject({ success: false, message: '未找到对应数据' });
  });

  it('re-releases a revoked, edited announcement to its new recipients only', async () => {
    const id = await released({ titile: '名单会变的通知', msgType: 'USER', userIds: LIHUA_ID });
    expect(await unreadIds(tokens.lihua)).toContain(id);
    await server.call('GET', `/sys/annountCement/doReovkeData?id=${id}`, { token: tokens.admin });
    const edited = await server.call('PUT', '/sys/annountCement/edit', {
      token: tokens.admin,
      body: { id, titile: '名单会变的通知', msgCategory: '1', priority: 'M', msgType: 'USER', userIds: JEECG_ID },
    });
    expect(edited.body.success).toBe(true);
    const again = await server.call('GET', `/sys/annountCement/doReleaseData?id=${id}`, { token: tokens.admin });
    expect(again.body.success).toBe(true);
    expect(await unreadIds(tokens.jeecg)).toContain(id);
    expect(await unreadIds(tokens.lihua)).not.toContain(id);
  });

  it('does not give an announcement to users created after it ended', async () => {
    const id = await released({ titile: '已过期的通告', startTime: '2000-01-01 00:00:00', endTime: '2000-01-31 23:59:59' });
    expect(await unreadIds(tokens.jeecg)).not.toContain(id);
  });

  it('answers queryById only for announcements the caller may see, with the sender\'s real name', async () => {
    const seen = await server.call('GET', '/sys/annountCement/queryById?id=a_001', { token: tokens.jeecg });
    expect(seen.body.result).toMatchObject({ id: 'a_001', titile: '关于开展2026年度安置区人口普查的通知', sender: 'admin', senderRealname: '管理员' });
    expect(seen.body.result.sendTime).toMatch(DATETIME);
    const draft = await server.call('GET', '/sys/annountCement/queryById?id=a_004', { token: tokens.jeecg });
    expect(draft.body).toMatchObject({ success: false, message: '未找到对应数据' });
    const asAdmin = await server.call('GET', '/sys/annountCement/queryById?id=a_004', { token: tokens.admin });
    expect(asAdmin.body.result).toMatchObject({ id: 'a_004', sendStatus: '0', senderRealname: '管理员' });
    const noId = await server.call('GET', '/sys/annountCement/queryById', { token: tokens.jeecg });
    expect(noId.body).toMatchObject({ success: false, message: '缺少参数：id' });
    expect((await server.call('GET', '/sys/annountCement/queryById?id=a_001')).status).toBe(401);
  });

  it.each([
    ['titile missing', { titile: '' }, '标题不能为空', 'titile'],
    ['titile too long', { titile: '通'.repeat(101) }, '标题长度不能超过100个字符', 'titile'],
    ['unknown priority', { priority: 'X' }, '优先级只能是 L（一般）、M（重要）或 H（紧急）', 'priority'],
    ['unknown category', { msgCategory: '9' }, '消息类型只能是 1（通知公告）、2（系统消息）或 3（待办消息）', 'msgCategory'],
    ['unknown msgType', { msgType: 'SOME' }, '通告对象类型只能是 ALL（全体用户）或 USER（指定用户）', 'msgType'],
    ['USER without users', { msgType: 'USER', userIds: ' , ' }, '请选择接收通告的用户', 'userIds'],
    ['USER with an unknown user', { msgType: 'USER', userIds: `${JEECG_ID},nobody` }, '接收用户不存在：nobody', 'userIds'],
    ['bad end time', { endTime: '2026-02-30 10:00:00' }, '结束时间格式应为yyyy-MM-dd HH:mm:ss', 'endTime'],
    ['end before start', { startTime: '2026-03-02', endTime: '2026-03-01' }, '结束时间不能早于开始时间', 'endTime'],
    ['unknown open type', { openType: 'popup', openPage: '/x' }, '打开方式只能是 url（跳转页面）或 component（弹出组件）', 'openType'],
    ['open type without page', { openType: 'url' }, '请填写打开页面', 'openPage'],
  ])('refuses add with %s', async (_case, fields, message, field) => {
    const body = await add(fields);
    expect(body).toMatchObject({ success: false, message, result: { [field]: message } });
  });

  it('edits drafts with the same checks and refuses to edit a released announcement', async () => {
    const id = await created({ titile: '草稿通告' });
    const bad = await server.call('PUT', '/sys/annountCement/edit', { token: tokens.admin, body: { id, titile: '', msgCategory: '1', priority: 'L', msgType: 'ALL' } });
    expect(bad.body).toMatchObject({ success: false, message: '标题不能为空' });
    const good = await server.call('POST', '/sys/annountCement/edit', { token: tokens.admin, body: { id, titile: '修改后的草稿', msgCategory: '2', priority: 'L', msgType: 'ALL' } });
    expect(good.body).toMatchObject({ success: true, message: '编辑成功!', result: { id, titile: '修改后的草稿', msgCategory: '2', sendStatus: '0' } });
    const noId = await server.call('PUT', '/sys/annountCement/edit', { token: tokens.admin, body: { titile: 'x' } });
    expect(noId.body).toMatchObject({ success: false, message: '缺少参数：id' });
    const sent = await server.call('PUT', '/sys/annountCement/edit', { token: tokens.admin, body: { id: 'a_001', titile: '改', msgCategory: '1', priority: 'L', msgType: 'ALL' } });
    expect(sent.body).toMatchObject({ success: false, message: '已发布的通告不能编辑，请先撤销' });
  });

  it('sanitises rich text before storing it and again when answering', async () => {
    const dirty = '<p class="ant-modal-mask"><b>粗体</b><script>alert(1)</script><img src="/jeecg-boot/sys/common/static/jeditor/x.png" onerror="alert(2)">'
      + '<img src="https://tracker.example/p.gif"><a href="javascript:alert(3)">链接</a></p>';
    const id = await created({ msgContent: dirty });
    const stored = await server.ctx.db.kysely.selectFrom('sysAnnouncement').select('msgContent').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.msgContent).toContain('<b>粗体</b>');
    expect(stored.msgContent).toContain('<img src="/jeecg-boot/sys/common/static/jeditor/x.png" />');
    expect(stored.msgContent).not.toMatch(/script|onerror|javascript:|tracker|class=/);

    // A row written around the API (an older version, a database tool) is cleaned on the way out.
    await server.ctx.db.kysely.updateTable('sysAnnouncement').set({ msgContent: dirty, sendStatus: '1', sendTime: '2026-01-01 00:00:00' }).where('id', '=', id).execute();
    const detail = await server.call('GET', `/sys/annountCement/queryById?id=${id}`, { token: tokens.jeecg });
    const listed = (await bell(tokens.jeecg, 50)).anntMsgList.find((item) => item.id === id);
    const adminListed = (await server.call('GET', `/sys/annountCement/list?pageSize=100`, { token: tokens.admin })).body.result.records.find((r: Item) => r.id === id);
    for (const content of [detail.body.result.msgContent, listed?.msgContent, adminListed.msgContent]) {
      expect(content).toContain('<b>粗体</b>');
      expect(content).not.toMatch(/script|onerror|javascript:|tracker|class=/);
    }
  });

  it('keeps titles and abstracts plain text (older clients show them as HTML), and an address to open http(s) or in the site', async () => {
    expect(await add({ titile: '<img src=x onerror=alert(1)>停水' })).toMatchObject({ success: false, message: '标题不能包含HTML标记（如 <b>、<img>）', result: { titile: '标题不能包含HTML标记（如 <b>、<img>）' } });
    expect(await add({ msgAbstract: '摘要</p><script>x</script>' })).toMatchObject({ success: false, result: { msgAbstract: '摘要不能包含HTML标记（如 <b>、<img>）' } });
    expect(await add({ openType: 'url', openPage: 'javascript:alert(1)' })).toMatchObject({ success: false, result: { openPage: '打开页面只能是 http(s) 地址或站内路径' } });
    expect(await add({ titile: '水费 < 10 元的通知', msgAbstract: 'a > b', openType: 'url', openPage: 'https://example.org/x' })).toMatchObject({ success: true });
  });

  it('lists announcements for administrators with filters and paging, and deletes them logically', async () => {
    const list = async (query: string) => (await server.call('GET', `/sys/annountCement/list?${query}`, { token: tokens.admin })).body.result;
    const drafts = await list('sendStatus=0&pageSize=100');
    expect(drafts.records.map((r: Item) => r.id)).toContain('a_004');
    expect(drafts.records.every((r: Item) => r.sendStatus === '0')).toBe(true);
    // The column filter with every 发布状态 ticked sends them comma-separated (the list grammar's IN).
    const ticked = await list('sendStatus=0,1,2&pageSize=100');
    expect(ticked.total).toBe((await list('pageSize=100')).total);
    expect(ticked.records.map((r: Item) => r.sendStatus)).toEqual(expect.arrayContaining(['0', '1']));
    expect((await list('sendStatus=!0&pageSize=100')).records.every((r: Item) => r.sendStatus !== '0')).toBe(true);
    expect((await list(`titile=${encodeURIComponent('人口普查')}`)).records.map((r: Item) => r.id)).toEqual(['a_001']);
    expect((await list('msgCategory=2&pageSize=100')).records.every((r: Item) => r.msgCategory === '2')).toBe(true);
    const paged = await list('pageNo=2&pageSize=2');
    expect(paged).toMatchObject({ size: 2, current: 2 });
    expect(paged.records).toHaveLength(2);

    const one = await released({ titile: '将被删除的通告' });
    const two = await created({ titile: '将被批量删除的通告' });
    expect(await unreadIds(tokens.lihua)).toContain(one);
    const deleted = await server.call('DELETE', `/sys/annountCement/delete?id=${one}`, { token: tokens.admin });
    expect(deleted.body).toMatchObject({ success: true, message: '删除成功!' });
    expect(await unreadIds(tokens.lihua)).not.toContain(one);
    const batch = await server.call('DELETE', `/sys/annountCement/deleteBatch?ids=${two},a_004`, { token: tokens.admin });
    expect(batch.body).toMatchObject({ success: true, message: '批量删除成功!' });
    const left = (await list('pageSize=1000')).records.map((r: Item) => r.id);
    for (const gone of [one, two, 'a_004']) expect(left).not.toContain(gone);
    const again = await server.call('DELETE', `/sys/annountCement/delete?id=${one}`, { token: tokens.admin });
    expect(again.body).toMatchObject({ success: false, message: '未找到对应数据' });
  });

  it('serves the list by the engine: the whole grammar, the operation log, a recycle bin over the platform\'s text deleted mark', async () => {
    const list = async (query: string) => (await server.call('GET', `/sys/annountCement/list?${query}`, { token: tokens.admin })).body;
    expect(await list('nope=1')).toMatchObject({ success: false, message: '查询条件字段不存在：nope' });
    const asc = (await list('column=titile&order=asc&pageSize=100')).result.records.map((r: Item) => r.titile);
    const desc = (await list('column=titile&order=desc&pageSize=100')).result.records.map((r: Item) => r.titile);
    expect(desc).toEqual([...asc].reverse());
    const id = await created({ titile: '回收站里的通告' });
    expect((await server.call('DELETE', `/sys/annountCement/delete?id=${id}`, { token: tokens.admin })).body.success).toBe(true);
    const stored = await server.ctx.db.kysely.selectFrom('sysAnnouncement').select('delFlag').where('id', '=', id).executeTakeFirstOrThrow();
    expect(String(stored.delFlag)).toBe('1');
    const bin = (await server.call('GET', '/sys/annountCement/recycleBin', { token: tokens.admin })).body.result;
    expect((bin.records ?? bin).map((r: Item) => r.id)).toContain(id);
    expect((await server.call('PUT', '/sys/annountCement/putRecycleBin', { token: tokens.admin, body: { ids: id } })).body.success).toBe(true);
    expect((await list(`titile=${encodeURIComponent('回收站里的通告')}`)).result.records.map((r: Item) => r.id)).toEqual([id]);
    const logged = await server.ctx.db.kysely.selectFrom('sysLog').select('logContent').where('logContent', 'like', '%回收站里的通告%').execute();
    expect(logged.length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['GET', '/sys/annountCement/list'],
    ['POST', '/sys/annountCement/add'],
    ['PUT', '/sys/annountCement/edit'],
    ['POST', '/sys/annountCement/edit'],
    ['DELETE', '/sys/annountCement/delete?id=a_001'],
    ['DELETE', '/sys/annountCement/deleteBatch?ids=a_001'],
    ['GET', '/sys/annountCement/doReleaseData?id=a_004'],
    ['GET', '/sys/annountCement/doReovkeData?id=a_001'],
  ])('refuses %s %s to a user without the announcement codes', async (method, path) => {
    const { status, body } = await server.call(method, path, { token: tokens.jeecg, body: method === 'GET' || method === 'DELETE' ? undefined : { titile: 'x' } });
    expect(status).toBe(403);
    expect(body).toMatchObject({ success: false, message: '没有权限，请联系管理员授权' });
  });

  it('delivers a push to a socket of the releasing process exactly once, though the bus hands the event back', async () => {
    const hub = server.ctx.push;
    const original = hub.receive.bind(hub);
    const echoed = new Promise<void>((resolve) => {
      hub.receive = (envelope) => {
        original(envelope);
        if (envelope.origin === hub.origin && envelope.event.kind === 'all') resolve();
      };
    });
    try {
      const socket = await openNoticeSocket(server.url, ADMIN_ID, tokens.admin);
      const id = await released({ titile: '全员通知' });
      expect(await socket.next()).toEqual({ cmd: 'topic', msgId: id, msgTxt: '全员通知' });
      await echoed;
      socket.send('HeartBeat');
      expect(await socket.next()).toEqual({ cmd: 'heartcheck', msgTxt: '心跳响应' });
      socket.close();
    } finally {
      hub.receive = original;
    }
  });
});
