import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EntityField } from '../../schemas/types.ts';

const shipped = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schemas/pages');

/** A field as the tests declare it: exactly an entity field of the schema language. */
export type TestField = EntityField;

/** One field of every kind: the entity the server suite exercises (`/test/item`, codes test:item:*). */
export const ITEM_FIELDS: TestField[] = [
  { name: 'name', label: '名称', type: 'string', length: 20, required: true, unique: true, search: 'substring' },
  { name: 'code', label: '编码', type: 'string', length: 10, unique: true },
  { name: 'kind', label: '状态', type: 'string', length: 4, dict: 'valid_status', default: '1' },
  { name: 'villageType', label: '村庄类型', type: 'string', length: 20, dict: 'village_type' },
  { name: 'amount', label: '数量', type: 'integer' },
  { name: 'price', label: '价格', type: 'number' },
  { name: 'active', label: '启用', type: 'boolean' },
  { name: 'birthDate', label: '出生日期', type: 'date' },
  { name: 'visitTime', label: '来访时间', type: 'datetime' },
  { name: 'lineId', label: '线路', type: 'string', length: 32, dict: 'biz_bus_line,line_name,id' },
  { name: 'note', label: '备注', type: 'text' },
];

export function itemPage(fields: TestField[] = ITEM_FIELDS): Record<string, unknown> {
  return {
    kind: 'list',
    version: 1,
    id: 'test-item',
    title: '测试条目',
    route: { components: ['test/ItemList'] },
    entity: { table: 'biz_test_item', api: '/test/item', permission: 'test:item', label: '测试条目', fields },
    columns: [{ field: 'name', title: '名称' }],
  };
}

/** A SCHEMAS_DIR of its own: the shipped page schemas plus the given files. */
export function schemaDir(files: Record<string, unknown>): { dir: string; write(name: string, content: unknown): void; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsa-schemas-'));
  const write = (name: string, content: unknown) =>
    fs.writeFileSync(path.join(dir, name), typeof content === 'string' ? content : JSON.stringify(content, null, 1));
  for (const file of fs.readdirSync(shipped).filter((f) => f.endsWith('.json'))) fs.copyFileSync(path.join(shipped, file), path.join(dir, file));
  // The shipped pages' field sets, which some of them name.
  fs.cpSync(path.join(shipped, 'fieldsets'), path.join(dir, 'fieldsets'), { recursive: true });
  for (const [name, content] of Object.entries(files)) write(name, content);
  return { dir, write, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
