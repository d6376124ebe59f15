import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictCache } from '../../server/entities/dictCache.ts';
import { newId } from '../../server/ids.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { testDatabases } from '../helpers/databases.ts';

const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const DENIED = '没有权限，请联系管理员授权';

const endpoints = [
  ['GET', '/sys/actuator/disk', 'b_mon_disk_list'],
  ['GET', '/sys/actuator/memory', 'b_mon_memory_list'],
  ['GET', '/sys/actuator/cache', 'b_mon_cache_list'],
  ['POST', '/sys/actuator/cache/clear', 'b_mon_cache_clear'],
  ['GET', '/sys/actuator/httptrace', 'b_mon_trace_list'],
] as const;

describe.each(testDatabases)('monitoring pages on $name', ({ name }) => {
  let server: TestServer;
  let admin = '';
  let staff = '';

  beforeAll(async () => {
    server = await startTestServer(name);
    admin = await server.login('admin');
    staff = await server.login('jeecg');
  });
  afterAll(() => server.close());

  const get = async (p: string) => {
    const { status, body } = await server.call('GET', p, { token: admin });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    return body.result;
  };

  it('refuses every call without its button code (403) and without a session (401)', async () => {
    for (const [method, p] of endpoints) {
      const denied = await server.call(method, p, { token: staff });
      expect(denied.status, p).toBe(403);
      expect(denied.body.message).toBe(DENIED);
      expect((await server.call(method, p)).status, p).toBe(401);
    }
  });

  it('lets in a role granted one button, and only that one', async () => {
    // 业务员 (jeecg's role) gets the disk button alone; the guard's cache is cleared as a grant change does.
    await server.ctx.db.kysely.insertInto('sysRolePermission')
      .values({ id: newId(), roleId: 'r_staff', permissionId: 'b_mon_disk_list', dataRuleIds: null, operateDate: null, operateIp: null })
      .execute();
    server.ctx.permissionCache?.clear();
    try {
      for (const [method, p] of endpoints) {
        const { status } = await server.call(method, p, { token: staff });
        expect(status, p).toBe(p === '/sys/actuator/disk' ? 200 : 403);
      }
    } finally {
      await server.ctx.db.kysely.deleteFrom('sysRolePermission')
        .where('roleId', '=', 'r_staff').where('permissionId', '=', 'b_mon_disk_list').execute();
      server.ctx.permissionCache?.clear();
    }
    expect((await server.call('GET', '/sys/actuator/disk', { token: staff })).status).toBe(403);
  });

  it('gives the data and upload directories\' file-system figures, never their paths', async () => {
    const dataDir = server.database.dataDir;
    const disks = await get('/sys/actuator/disk');
    expect(disks.map((d: { name: string }) => d.name)).toEqual(['data', 'upload']);
    const stats = fs.statfsSync(dataDir);
    for (const disk of disks) {
      expect(disk.totalBytes).toBe(stats.blocks * stats.bsize);
      expect(disk.usedBytes).toBe(disk.totalBytes - disk.freeBytes);
      expect(disk.freeBytes).toBeGreaterThan(0);
      expect(disk.availableBytes).toBeLessThanOrEqual(disk.freeBytes);
      expect(disk.usedPercent).toBeCloseTo((disk.usedBytes / disk.totalBytes) * 100, 1);
    }
    expect(disks[0]).toMatchObject({ label: '数据目录', exists: true });
    expect(disks[1]).toMatchObject({ label: '上传目录', exists: false });
    expect(JSON.stringify(disks)).not.toContain(dataDir);

    fs.mkdirSync(path.join(dataDir, 'upload'), { recursive: true });
    expect((await get('/sys/actuator/disk'))[1]).toMatchObject({ name: 'upload', exists: true });
  });

  it('gives the process, heap and machine memory', async () => {
    const memory = await get('/sys/actuator/memory');
    expect(memory.time).toMatch(DATETIME);
    expect(memory.nodeVersion).toBe(process.version);
    expect(memory.uptimeSeconds).toBeGreaterThan(0);
    expect(memory.process.rss).toBeGreaterThan(0);
    expect(memory.process.heapUsed).toBeGreaterThan(0);
    expect(memory.process.heapUsed).toBeLessThanOrEqual(memory.process.heapTotal);
    expect(memory.heap.heapSizeLimit).toBe(v8.getHeapStatistics().heap_size_limit);
    expect(memory.heap.usedPercent).toBeGreaterThan(0);
    expect(memory.heap.usedPercent).toBeLessThan(100);
    expect(memory.heap.spaces.map((s: { name: string }) => s.name)).toContain('old_space');
    expect(memory.system.total).toBe(os.totalmem());
    expect(memory.system.used).toBe(memory.system.total - memory.system.free);
    expect(memory.system.usedPercent).toBeGreaterThan(0);
    expect(memory.system.usedPercent).toBeLessThanOrEqual(100);
  });

  it('counts the dictionary, permission and data-rule caches, and clears them on request, logged', async () => {
    dictCache(server.ctx.db).drop();
    const empty = await get('/sys/actuator/cache');
    expect(empty.caches[0]).toMatchObject({ name: 'dict', label: '数据字典缓存', entries: 0, items: 0, loadedAt: null, ageMs: null });

    await dictCache(server.ctx.db).items('sex');
    const rows = await server.ctx.db.kysely.selectFrom('sysDictItem as i').innerJoin('sysDict as d', 'd.id', 'i.dictId')
      .select(['d.dictCode']).where('d.delFlag', '=', 0).execute();
    // A declared entity's list reads the caller's data rules for it.
    await get('/bus/busLine/list');
    const filled = await get('/sys/actuator/cache');
    const [dict, permission, dataRule] = filled.caches;
    expect(dict).toMatchObject({ entries: new Set(rows.map((r) => r.dictCode)).size, items: rows.length, ttlMs: 5_000 });
    expect(dict.entries).toBeGreaterThan(0);
    expect(dict.loadedAt).toMatch(DATETIME);
    expect(dict.ageMs).toBeGreaterThanOrEqual(0);
    expect(dict.ageMs).toBeLessThan(5_000);
    // The guard has read admin's codes (and jeecg's, earlier) for the calls above.
    expect(permission).toMatchObject({ name: 'permission', label: '权限缓存', ttlMs: 5_000, maxEntries: 10_000 });
    expect(permission.entries).toBeGreaterThanOrEqual(1);
    expect(dataRule).toMatchObject({ name: 'dataRule', label: '数据规则缓存', ttlMs: 5_000, maxEntries: 10_000 });
    expect(dataRule.entries).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(filled)).not.toContain(admin);

    const cleared = await server.call('POST', '/sys/actuator/cache/clear', { token: admin });
    expect(cleared.body).toMatchObject({ success: true, message: '缓存已清空，下次使用时重新读取' });
    expect(dictCache(server.ctx.db).stats().codes).toBe(0);
    expect(server.ctx.permissionCache?.stats().entries).toBe(0);
    expect(server.ctx.dataRuleCache?.stats().entries).toBe(0);
    const logs = await get(`/sys/log/list?logType=2&keyWord=${encodeURIComponent('清空缓存')}`);
    expect(logs.records).toEqual([expect.objectContaining({ username: 'admin', requestUrl: '/jeecg-boot/sys/actuator/cache/clear' })]);
    expect(logs.records[0].logContent).toMatch(new RegExp(`^清空缓存：数据字典缓存（${dict.entries}个字典）、权限缓存（\\d+个会话）、数据规则缓存（\\d+项）$`));
  });

  it('traces the last 100 API requests, newest first, without values, headers or tokens', async () => {
    // A path no route answers under the API is traced too, as a placeholder: what was typed may be a secret.
    const secret = 'S3cret-value-42';
    await server.call('GET', `/sys/user/list?username=${secret}&password=${secret}`, { token: admin });
    await server.call('GET', `/sys/thirdLogin/getLoginUser/${secret}/github`);
    await server.call('GET', `/no/such/${secret}?token=${secret}`, { token: admin });
    await server.call('GET', '/sys/actuator/memory', { token: staff });

    const { records, total } = await get('/sys/actuator/httptrace');
    expect(total).toBe(records.length);
    const text = JSON.stringify(records);
    for (const hidden of [secret, admin, staff]) expect(text).not.toContain(hidden);
    expect(text).not.toMatch(/x-access-token|authorization|user-agent/i);
    expect(records.slice(0, 4).map((r: { path: string; status: number }) => [r.path, r.status])).toEqual([
      ['/jeecg-boot/sys/actuator/memory', 403],
      ['（未匹配的路径）?token', 404],
      ['/jeecg-boot/sys/thirdLogin/getLoginUser/:token/:thirdType', expect.any(Number)],
      ['/jeecg-boot/sys/user/list?username&password', 200],
    ]);
    for (const record of records) {
      expect(Object.keys(record).sort()).toEqual(['durationMs', 'id', 'method', 'path', 'status', 'time']);
      expect(record.time).toMatch(DATETIME);
      expect(record.durationMs).toBeGreaterThanOrEqual(0);
    }
    // Sign-in calls come before this module in the route list and are traced too.
    expect(records.some((r: { path: string }) => r.path === '/jeecg-boot/sys/login')).toBe(true);

    for (let i = 0; i < 105; i += 1) await server.call('GET', `/sys/actuator/disk?n=${i}`, { token: admin });
    const full = await get('/sys/actuator/httptrace');
    expect(full.total).toBe(100);
    expect(full.records.every((r: { path: string }) => r.path === '/jeecg-boot/sys/actuator/disk?n')).toBe(true);
  });
});
