import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSchemaRegistry } from './registry.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function folder(files: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schemas-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return dir;
}

type Field = { name: string; label: string; type: string; dict?: string; check?: string; format?: string; default?: string; secret?: boolean; sensitive?: boolean; unique?: boolean };
const page = (id: string, table: string, api: string, fields: Field[] = [{ name: 'title', label: '标题', type: 'string' }]) => ({
  kind: 'list', version: 1, id, title: id, route: { components: [`demo/${id}`] },
  entity: { table, api, permission: `demo:${id.replace(/-/g, '')}`, fields },
  columns: [{ field: fields[0].name, title: fields[0].label }],
});

describe('loadSchemaRegistry', () => {
  it('serves every file and declares the entities of the valid ones', () => {
    const dir = folder({
      'a.json': page('page-a', 'biz_a', '/demo/a'),
      'b.json': { ...page('page-b', 'sys_b', '/demo/b') },
      'c.json': '{ not json',
      'd.json': { ...page('page-d', 'biz_d', '/demo/d'), version: 9 },
    });
    const registry = loadSchemaRegistry(dir);
    expect(registry.entities.map((e) => e.table)).toEqual(['biz_a']);
    expect(registry.pages.map((p) => [p.file, p.id, p.kind, p.components])).toEqual([
      ['a.json', 'page-a', 'list', ['demo/page-a']],
      ['b.json', 'page-b', 'list', ['demo/page-b']],
      ['c.json', 'c', '', []],
      ['d.json', 'page-d', 'list', ['demo/page-d']],
    ]);
    const [, b, c, d] = registry.pages;
    expect(b.problems).toContainEqual(expect.objectContaining({ path: '$.entity.table', rule: 'not' }));
    expect(b.schema).toMatchObject({ id: 'page-b' });
    expect(c.problems[0]).toMatchObject({ path: '$', rule: 'json' });
    expect(d.problems[0]).toMatchObject({ path: '$.version', rule: 'version' });
  });

  it('applies the field sets of the folder: the entity has their fields, the catalogue sends plain fields', () => {
    const dir = folder({ 'a.json': { ...page('page-a', 'biz_a', '/demo/a'), entity: { ...page('page-a', 'biz_a', '/demo/a').entity, fieldSets: ['resident'] } } });
    fs.mkdirSync(path.join(dir, 'fieldsets'));
    const set = { id: 'resident', label: '居民', fields: [{ name: 'idCard', label: '身份证号', type: 'string', check: 'residentIdCard' }] };
    fs.writeFileSync(path.join(dir, 'fieldsets', 'resident.json'), JSON.stringify(set));
    const registry = loadSchemaRegistry(dir);
    expect(registry.entities[0].fields.map((f) => [f.name, f.check])).toEqual([['idCard', 'residentIdCard'], ['title', undefined]]);
    expect(registry.pages[0].schema).toMatchObject({ entity: { fields: [{ name: 'idCard' }, { name: 'title' }] } });
    expect(registry.pages[0].schema).not.toHaveProperty('entity.fieldSets');
  });

  it('refuses to start on a field set the meta-schema refuses', () => {
    const dir = folder({ 'a.json': page('page-a', 'biz_a', '/demo/a') });
    fs.mkdirSync(path.join(dir, 'fieldsets'));
    fs.writeFileSync(path.join(dir, 'fieldsets', 'resident.json'), JSON.stringify({ id: 'resident', label: '居民', fields: [] }));
    expect(() => loadSchemaRegistry(dir)).toThrow(/field set .*resident\.json is not valid/);
  });

  it('declares a system table only where the server serves it with hooks of its own (sys_position)', () => {
    const dir = folder({
      'a.json': page('page-a', 'sys_position', '/sys/position'),
      'b.json': page('page-b', 'sys_session', '/sys/session'),
      'c.json': page('page-c', 'sys_positions', '/sys/positions'),
    });
    const registry = loadSchemaRegistry(dir);
    expect(registry.entities.map((e) => e.table)).toEqual(['sys_position']);
    expect(registry.pages[1].problems).toContainEqual(expect.objectContaining({ path: '$.entity.table', rule: 'not' }));
    expect(registry.pages[2].problems).toContainEqual(expect.objectContaining({ path: '$.entity.table', rule: 'not' }));
  });

  it('refuses field names that do not survive the trip to a column and back', () => {
    const dir = folder({ 'a.json': page('page-a', 'biz_a', '/demo/a', [{ name: 'lineURL', label: '链接', type: 'string' }]) });
    const [entry] = loadSchemaRegistry(dir).pages;
    expect(entry.problems).toEqual([expect.objectContaining({ path: '$.entity.fields[0].name', rule: 'name' })]);
  });

  it('accepts a table dictionary only over a declared entity and its fields', () => {
    const dir = folder({
      'a.json': page('page-a', 'biz_a', '/demo/a'),
      'b.json': page('page-b', 'biz_b', '/demo/b', [{ name: 'aId', label: 'A', type: 'string', dict: 'biz_a,title,id' }]),
      'c.json': page('page-c', 'biz_c', '/demo/c', [{ name: 'xId', label: 'X', type: 'string', dict: 'sys_user,username,id' }]),
      'd.json': page('page-d', 'biz_d', '/demo/d', [{ name: 'aId', label: 'A', type: 'string', dict: 'biz_a,password,id' }]),
    });
    const registry = loadSchemaRegistry(dir);
    expect(registry.entities.map((e) => e.table)).toEqual(['biz_a', 'biz_b']);
    expect(registry.byTable.get('biz_b')?.fields[0].dict).toEqual({ kind: 'table', table: 'biz_a', text: 'title', value: 'id' });
    expect(registry.pages[2].problems[0]).toMatchObject({ path: '$.entity.fields[0].dict', rule: 'dict' });
    expect(registry.pages[3].problems[0]).toMatchObject({ path: '$.entity.fields[0].dict', rule: 'dict' });
  });

  it('refuses a table dictionary over a sensitive field, as text or as code', () => {
    const dir = folder({
      'a.json': page('page-a', 'biz_a', '/demo/a', [{ name: 'title', label: '标题', type: 'string' }, { name: 'idCard', label: '身份证号', type: 'string', sensitive: true }]),
      'b.json': page('page-b', 'biz_b', '/demo/b', [{ name: 'aId', label: 'A', type: 'string', dict: 'biz_a,id_card,id' }]),
      'c.json': page('page-c', 'biz_c', '/demo/c', [{ name: 'aId', label: 'A', type: 'string', dict: 'biz_a,title,idCard' }]),
    });
    const registry = loadSchemaRegistry(dir);
    expect(registry.entities.map((e) => e.table)).toEqual(['biz_a']);
    expect(registry.byTable.get('biz_a')?.fields[1].sensitive).toBe(true);
    for (const entry of registry.pages.slice(1)) {
      expect(entry.problems[0]).toMatchObject({ path: '$.entity.fields[0].dict', rule: 'dict', message: expect.stringContaining('sensitive') });
    }
  });

  it('accepts a content check only by a known name, on a text field, with a default that passes it', () => {
    const dir = folder({
      'a.json': page('page-a', 'biz_a', '/demo/a', [{ name: 'rules', label: '规则', type: 'text', check: 'jsonArray', default: '[]' }]),
      'b.json': page('page-b', 'biz_b', '/demo/b', [{ name: 'rules', label: '规则', type: 'text', check: 'yaml' }]),
      'c.json': page('page-c', 'biz_c', '/demo/c', [{ name: 'count', label: '数量', type: 'integer', check: 'json' }]),
      'd.json': page('page-d', 'biz_d', '/demo/d', [{ name: 'rules', label: '规则', type: 'text', check: 'jsonArray', default: '{}' }]),
    });
    const registry = loadSchemaRegistry(dir);
    expect(registry.entities.map((e) => [e.table, e.fields[0].check])).toEqual([['biz_a', 'jsonArray']]);
    expect(registry.pages[1].problems).toContainEqual(expect.objectContaining({ path: '$.entity.fields[0].check', rule: 'enum' }));
    expect(registry.pages[2].problems).toEqual([expect.objectContaining({ path: '$.entity.fields[0].check', rule: 'check' })]);
    expect(registry.pages[3].problems).toEqual([
      { path: '$.entity.fields[0].default', rule: 'check', message: 'the default fails check jsonArray: 规则应为 JSON 数组' },
    ]);
  });

  it('accepts rich text (format html) on text fields only', () => {
    const dir = folder({
      'a.json': page('page-a', 'biz_a', '/demo/a', [{ name: 'content', label: '正文', type: 'text', format: 'html' }]),
      'b.json': page('page-b', 'biz_b', '/demo/b', [{ name: 'count', label: '数量', type: 'integer', format: 'html' }]),
      'c.json': page('page-c', 'biz_c', '/demo/c', [{ name: 'content', label: '正文', type: 'text', format: 'markdown' }]),
    });
    const registry = loadSchemaRegistry(dir);
    expect(registry.entities.map((e) => [e.table, e.fields[0].html])).toEqual([['biz_a', true]]);
    expect(registry.pages[1].problems).toEqual([expect.objectContaining({ path: '$.entity.fields[0].format', rule: 'format' })]);
    expect(registry.pages[2].problems).toContainEqual(expect.objectContaining({ path: '$.entity.fields[0].format', rule: 'enum' }));
  });

  it('accepts a secret on a plain string field only, and never as a filter', () => {
    const dir = folder({
      'a.json': page('page-a', 'biz_a', '/demo/a', [{ name: 'title', label: '名称', type: 'string' }, { name: 'password', label: '密码', type: 'string', secret: true }]),
      'b.json': page('page-b', 'biz_b', '/demo/b', [{ name: 'password', label: '密码', type: 'text', secret: true }]),
      'c.json': page('page-c', 'biz_c', '/demo/c', [{ name: 'password', label: '密码', type: 'string', secret: true, unique: true }]),
    });
    const registry = loadSchemaRegistry(dir);
    expect(registry.entities.map((e) => e.table)).toEqual(['biz_a']);
    expect(registry.entities[0].byName.get('password')).toMatchObject({ secret: true, queryable: false });
    for (const i of [1, 2]) expect(registry.pages[i].problems).toEqual([expect.objectContaining({ path: '$.entity.fields[0].secret', rule: 'secret' })]);
  });

  it('checks what the meta-schema cannot say about soft delete, trees, chosen ids and the default order', () => {
    const with_ = (id: string, extra: Record<string, unknown>) => {
      const p = page(id, `biz_${id.replace(/-/g, '_')}`, `/demo/${id}`, [{ name: 'title', label: '标题', type: 'string' }, { name: 'pid', label: '上级', type: 'string' }]);
      return { ...p, entity: { ...p.entity, ...extra } };
    };
    const dir = folder({
      'a.json': with_('t-ok', { tree: { parentField: 'pid', hasChildField: 'hasChild' }, softDelete: true, defaultSort: [{ field: 'title' }] }),
      'b.json': with_('t-parent', { tree: { parentField: 'parent', hasChildField: 'hasChild' } }),
      'c.json': with_('t-child', { tree: { parentField: 'pid', hasChildField: 'title' } }),
      'd.json': with_('t-import', { idStrategy: 'integer' }),
      'e.json': with_('t-sort', { defaultSort: [{ field: 'nope', order: 'desc' }] }),
      'f.json': with_('t-next', { chosenId: { max: 99, next: true } }),
    });
    const registry = loadSchemaRegistry(dir);
    expect(registry.entities.map((e) => e.table)).toEqual(['biz_t_ok']);
    const [ok] = registry.entities;
    expect(ok).toMatchObject({ softDelete: true, tree: { parent: 'pid', hasChild: 'hasChild', root: '0' }, idStrategy: 'text', defaultSort: [{ field: 'title', direction: 'asc' }] });
    expect(ok.fields.map((f) => f.name)).toEqual(['title', 'pid']);
    expect(ok.byName.get('hasChild')).toMatchObject({ system: true, default: '0' });
    expect(ok.byName.get('delFlag')).toMatchObject({ system: true, default: 0 });
    expect(registry.pages.slice(1).map((p) => p.problems.map((x) => x.rule))).toEqual([['tree'], ['tree'], ['idStrategy'], ['defaultSort'], ['idStrategy']]);
  });

  it('stops when two files declare the same table or endpoint, naming both', () => {
    const sameTable = folder({ 'a.json': page('page-a', 'biz_a', '/demo/a'), 'b.json': page('page-b', 'biz_a', '/demo/b') });
    expect(() => loadSchemaRegistry(sameTable)).toThrow(/a\.json and b\.json both declare the entity table biz_a/);
    const sameApi = folder({ 'a.json': page('page-a', 'biz_a', '/demo/a'), 'b.json': page('page-b', 'biz_b', '/demo/a') });
    expect(() => loadSchemaRegistry(sameApi)).toThrow(/a\.json and b\.json both declare the entity api \/demo\/a/);
  });

  it('reads the shipped page schemas without problems', () => {
    const registry = loadSchemaRegistry(path.resolve('schemas/pages'));
    expect(registry.pages.flatMap((p) => p.problems)).toEqual([]);
    expect(registry.byTable.get('biz_bus_line')?.permission).toBe('bus:line');
  });
});

describe('master-detail declarations', () => {
  const stop = page('page-stop', 'biz_stop', '/demo/stop', [
    { name: 'stopName', label: '站名', type: 'string' },
    { name: 'lineId', label: '线路', type: 'string' },
    { name: 'sortNo', label: '序号', type: 'integer' },
  ]);
  const line = (details: unknown) => ({ ...page('page-line', 'biz_line', '/demo/line'), entity: { ...page('page-line', 'biz_line', '/demo/line').entity, details } });

  it('resolves a detail naming another entity, its foreign key and order field', () => {
    const registry = loadSchemaRegistry(folder({ 'line.json': line([{ table: 'biz_stop', foreignKey: 'lineId', key: 'stops', orderField: 'sortNo' }]), 'stop.json': stop }));
    const [detail] = registry.byTable.get('biz_line')?.details ?? [];
    expect([detail?.entity.table, detail?.foreignKey.name, detail?.key, detail?.orderField?.name]).toEqual(['biz_stop', 'lineId', 'stops', 'sortNo']);
  });

  it.each([
    [[{ table: 'biz_none', foreignKey: 'lineId', key: 'stops' }], '$.entity.details[0].table'],
    [[{ table: 'biz_stop', foreignKey: 'sortNo', key: 'stops' }], '$.entity.details[0].foreignKey'],
    [[{ table: 'biz_stop', foreignKey: 'lineId', key: 'stops', orderField: 'stopName' }], '$.entity.details[0].orderField'],
    [[{ table: 'biz_stop', foreignKey: 'lineId', key: 'title' }], '$.entity.details[0].key'],
  ])('refuses %j at %s, declaring no entity for the page', (details, at) => {
    const registry = loadSchemaRegistry(folder({ 'line.json': line(details), 'stop.json': stop }));
    expect(registry.byTable.has('biz_line')).toBe(false);
    expect(registry.pages.find((p) => p.file === 'line.json')?.problems).toContainEqual(expect.objectContaining({ path: at, rule: 'details' }));
  });
});
