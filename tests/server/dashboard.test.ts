import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { testDatabases } from '../helpers/databases.ts';
import { maintainedCount } from '../../server/entities/counts.ts';
import { formatDateTime, newId } from '../../server/ids.ts';

type Row = Record<string, unknown>;
interface EntityFigure { table: string; label: string; area: string | null; page: string | null; path: string | null; count: number }
interface Series { key: string; label: string; counts: number[] }

const today = () => formatDateTime().slice(0, 10);
let serial = 0;
const busLine = () => {
  serial += 1;
  return { lineName: `看板${serial}路`, lineNo: `DB${serial}`, startStation: '北门', endStation: '南门', status: '1' };
};
const village = () => {
  serial += 1;
  return { villageName: `看板村${serial}`, villageType: '1' };
};

describe.each(testDatabases)('dashboards on $name', ({ name }) => {
  let server: TestServer;
  let admin: string;
  let jeecg: string;

  const get = async (path: string, token: string) => {
    const { status, body } = await server.call('GET', path, { token });
    if (status !== 200 || !body.success) throw new Error(`${path}: ${status} ${body.message}`);
    return body.result;
  };
  const add = async (api: string, row: Row, token: string) => {
    const { body } = await server.call('POST', `${api}/add`, { token, body: row });
    expect(body.success, body.message).toBe(true);
  };
  const grant = (roleId: string, permissionId: string) => server.ctx.db.kysely.insertInto('sysRolePermission')
    .values({ id: newId(), roleId, permissionId, dataRuleIds: null, operateDate: null, operateIp: null }).execute();

  beforeAll(async () => {
    server = await startTestServer(name);
    // Staff may list bus lines only (fixtures/demo/roles.json); here they may add them too, so
    // the workplace has rows of two people to tell apart. Granted before they sign in.
    await grant('r_staff', 'b_bus_line_add');
    admin = await server.login('admin');
    jeecg = await server.login('jeecg');
  });
  afterAll(() => server.close());

  it('refuses a caller without a session', async () => {
    for (const path of ['/sys/dashboard/analysis', '/sys/dashboard/workplace', '/sys/dashboard/monitor']) {
      expect((await server.call('GET', path)).status).toBe(401);
    }
  });

  it('counts entity rows and today\'s bucket from the database, per entity', async () => {
    const before = await get('/sys/dashboard/analysis', admin);
    const figure = (result: { entities: EntityFigure[] }, table: string) => result.entities.find((e) => e.table === table);
    const series = (result: { daily: { entities: Series[] } }, table: string) => result.daily.entities.find((s) => s.key === table);
    expect(before.daily.days).toHaveLength(30);
    expect(before.daily.days.at(-1)).toBe(today());
    for (const table of ['biz_bus_line', 'biz_rural_store', 'biz_village_info']) {
      expect(figure(before, table)?.count).toBe(await maintainedCount(server.ctx.db.kysely, table));
    }
    expect(figure(before, 'biz_bus_line')).toMatchObject({ label: '公交线路', area: '公交线路', page: '线路管理', path: '/bus/line' });
    expect(figure(before, 'biz_village_info')).toMatchObject({ area: '乡镇村信息', path: '/village/info' });

    await add('/bus/busLine', busLine(), admin);
    await add('/bus/busLine', busLine(), admin);
    await add('/village/villageInfo', village(), admin);

    const after = await get('/sys/dashboard/analysis', admin);
    expect(figure(after, 'biz_bus_line')!.count).toBe(figure(before, 'biz_bus_line')!.count + 2);
    expect(figure(after, 'biz_village_info')!.count).toBe(figure(before, 'biz_village_info')!.count + 1);
    expect(figure(after, 'biz_rural_store')!.count).toBe(figure(before, 'biz_rural_store')!.count);
    expect(series(after, 'biz_bus_line')!.counts.at(-1)).toBe(series(before, 'biz_bus_line')!.counts.at(-1)! + 2);
    expect(series(after, 'biz_village_info')!.counts.at(-1)).toBe(series(before, 'biz_village_info')!.counts.at(-1)! + 1);
    // The demo users were created at start-up, today.
    expect(after.daily.users.at(-1)).toBeGreaterThanOrEqual(4);
    expect(after.daily.users.slice(0, -1).every((n: number) => n === 0)).toBe(true);
  });

  it('answers the system figures: users, departments, sent announcements, today\'s sign-ins', async () => {
    const { counts } = await get('/sys/dashboard/analysis', admin);
    const users = await server.ctx.db.kysely.selectFrom('sysUser').select('id').where('delFlag', '=', 0).execute();
    expect(counts.users).toBe(users.length);
    expect(counts.departs).toBeGreaterThan(0);
    expect(counts.announcements).toBe(3); // fixtures: four, one of them a draft
    const logins = counts.todayLogins;
    await server.login('lihua');
    const again = (await get('/sys/dashboard/analysis', admin)).counts;
    expect(again.todayLogins).toBe(logins + 1);
    expect(again.todayLoginUsers).toBeGreaterThanOrEqual(3);
  });

  it('leaves out the entities a restricted user may not list', async () => {
    const result = await get('/sys/dashboard/analysis', jeecg);
    const tables = result.entities.map((e: EntityFigure) => e.table);
    expect(tables).toContain('biz_bus_line');
    // The staff role lists every business page, not the data sources of 系统管理.
    expect((await get('/sys/dashboard/analysis', admin)).entities.map((e: EntityFigure) => e.table)).toContain('dev_data_source');
    expect(tables).not.toContain('dev_data_source');
    expect(result.daily.entities.map((s: Series) => s.key)).toEqual(tables);
  });

  it('counts only the caller\'s own rows of the last 7 days on the workplace', async () => {
    const own = async (token: string, table: string) =>
      ((await get('/sys/dashboard/workplace', token)).recentChanges.entities as EntityFigure[]).find((e) => e.table === table)?.count ?? 0;
    const [adminBefore, jeecgBefore] = [await own(admin, 'biz_bus_line'), await own(jeecg, 'biz_bus_line')];
    await add('/bus/busLine', busLine(), jeecg);
    await add('/bus/busLine', busLine(), jeecg);
    await add('/bus/busLine', busLine(), admin);
    await add('/village/villageInfo', village(), admin);
    expect(await own(jeecg, 'biz_bus_line')).toBe(jeecgBefore + 2);
    expect(await own(admin, 'biz_bus_line')).toBe(adminBefore + 1);

    const mine = await get('/sys/dashboard/workplace', jeecg);
    expect(mine).toMatchObject({ username: 'jeecg', realname: '张晓明' });
    // The village the admin added is not the staff's to see, let alone count.
    expect(mine.recentChanges.entities.map((e: EntityFigure) => e.table)).toEqual(['biz_bus_line']);
    expect(mine.recentChanges.total).toBe(jeecgBefore + 2);
  });

  it('counts unread announcements addressed to the caller', async () => {
    const before = await get('/sys/dashboard/workplace', jeecg);
    expect(before.unreadCount).toBe(3);
    expect(before.announcements.map((a: Row) => a.id)).toEqual(['a_001', 'a_002', 'a_003']);
    expect(before.announcements.every((a: Row) => a.read === false)).toBe(true);
    await server.ctx.db.kysely.insertInto('sysAnnouncementSend').values({
      id: newId(), anntId: 'a_002', userId: 'a75d45a015c44384a04449ee80dc3503', readFlag: '1', readTime: formatDateTime(),
      starFlag: null, createBy: 'jeecg', createTime: formatDateTime(), updateBy: null, updateTime: null,
    }).execute();
    const after = await get('/sys/dashboard/workplace', jeecg);
    expect(after.unreadCount).toBe(2);
    expect(after.announcements.find((a: Row) => a.id === 'a_002').read).toBe(true);
    expect((await get('/sys/dashboard/workplace', admin)).unreadCount).toBe(3);

    // Released to named users: only they have a send row, and only they count it.
    const now = formatDateTime();
    await server.ctx.db.kysely.insertInto('sysAnnouncement').values({
      id: 'a_user', titile: '给张晓明的通知', msgContent: '', startTime: now, endTime: null, sender: 'admin', priority: 'L',
      msgCategory: '1', msgType: 'USER', sendStatus: '1', sendTime: now, cancelTime: null, delFlag: '0', busType: null, busId: null,
      openType: null, openPage: null, userIds: 'a75d45a015c44384a04449ee80dc3503,', msgAbstract: null, createBy: 'admin', createTime: now,
      updateBy: null, updateTime: null,
    }).execute();
    await server.ctx.db.kysely.insertInto('sysAnnouncementSend').values({
      id: newId(), anntId: 'a_user', userId: 'a75d45a015c44384a04449ee80dc3503', readFlag: '0', readTime: null,
      starFlag: null, createBy: 'admin', createTime: now, updateBy: null, updateTime: null,
    }).execute();
    expect((await get('/sys/dashboard/workplace', jeecg)).unreadCount).toBe(3);
    expect((await get('/sys/dashboard/workplace', admin)).unreadCount).toBe(3);
    expect((await get('/sys/dashboard/workplace', jeecg)).announcements[0]).toMatchObject({ id: 'a_user', read: false });
  });

  it('answers the running server\'s own figures on the monitor', async () => {
    const first = await get('/sys/dashboard/monitor', admin);
    expect(first.process.uptimeSeconds).toBeGreaterThan(0);
    expect(first.process.nodeVersion).toBe(process.version);
    expect(first.process.memory.rss).toBeGreaterThan(first.process.memory.heapUsed);
    expect(first.process.memory.heapTotal).toBeGreaterThanOrEqual(first.process.memory.heapUsed);
    expect(first.system.cpuCount).toBeGreaterThan(0);
    expect(first.system.loadAverage).toHaveLength(3);
    expect(first.system.memory.total).toBeGreaterThan(first.system.memory.free);
    expect(first.database.kind).toBe(name);
    expect(first.database.sizeBytes).toBeGreaterThan(0);
    expect(first.database.version).toMatch(/^\d+\.\d+/);
    expect(first.sessions.active).toBeGreaterThanOrEqual(2);

    // Routes of modules registered before the dashboard's (health) are timed too.
    await server.call('GET', '/actuator/health');
    await server.call('GET', '/sys/dashboard/analysis', { token: admin });
    const second = await get('/sys/dashboard/monitor', admin);
    expect(second.requests.count).toBeGreaterThanOrEqual(first.requests.count + 3);
    expect(second.requests.averageMs).toBeGreaterThan(0);
  });

  it('opens the monitor only to roles granted its menu', async () => {
    expect((await server.call('GET', '/sys/dashboard/monitor', { token: jeecg })).status).toBe(200);
    await server.ctx.db.kysely.deleteFrom('sysRolePermission').where('roleId', '=', 'r_staff').where('permissionId', '=', 'm_dash_mon').execute();
    const refused = await server.call('GET', '/sys/dashboard/monitor', { token: jeecg });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('没有权限，请联系管理员授权');
  });
});
