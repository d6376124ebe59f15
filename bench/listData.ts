/**
 * The database bench/list.ts measures: one declared entity (`bench_person`, residents of a
 * resettlement area) with as many rows as asked, built once under bench/.results/ and reused.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { migrateToLatest, openDatabase } from '../server/db/database.ts';
import { seedDemoData } from '../server/db/seed.ts';
import type { EntityModel } from '../server/entities/model.ts';
import { loadSchemaRegistry } from '../server/entities/registry.ts';
import { syncEntities } from '../server/entities/sync.ts';
import { formatDateTime } from '../server/ids.ts';

export const TABLE = 'bench_person';
export const API = '/bench/person';

export const page = {
  kind: 'list',
  version: 1,
  id: 'bench-person',
  title: '居民信息',
  route: { components: ['bench/PersonList'] },
  entity: {
    table: TABLE, api: API, permission: 'bench:person', label: '居民',
    fields: [
      { name: 'name', label: '姓名', type: 'string', length: 50, required: true, search: 'substring' },
      { name: 'sex', label: '性别', type: 'string', length: 4, dict: 'sex' },
      { name: 'status', label: '状态', type: 'string', length: 4, dict: 'valid_status', default: '1' },
      { name: 'idCard', label: '身份证号', type: 'string', length: 18 },
      { name: 'phone', label: '电话', type: 'string', length: 20 },
      { name: 'birthDate', label: '出生日期', type: 'date' },
      { name: 'buildingNo', label: '楼号', type: 'integer' },
      { name: 'address', label: '住址', type: 'string', length: 100 },
      { name: 'remark', label: '备注', type: 'text' },
    ],
  },
  columns: [{ field: 'name', title: '姓名' }],
};

// Zipf-weighted, most common first, as real names are: a few very common, a long tail of rare ones.
export const SURNAMES = [...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾'];
export const GIVEN = [
  '秀英', '桂英', '秀兰', '玉兰', '桂兰', '秀珍', '凤英', '建华', '建国', '建军', '志强', '文华', '海燕', '丽娟', '春梅', '国强', '国华', '玉梅', '金凤', '德明',
  '志明', '红梅', '淑珍', '卫东', '永红', '丽华', '建平', '小红', '小燕', '明辉', '俊杰', '晓东', '晓明', '子涵', '浩然', '雨萱', '梓轩', '欣怡', '宇航', '思远',
  '佳怡', '诗涵', '一诺', '博文', '嘉怡', '天佑', '雅琪', '家豪', '振国', '光明', '永刚', '树林', '长青', '金山', '玉珍', '翠花', '桂芝', '淑英', '凤兰', '德华',
  '春生', '秋菊', '冬梅', '海涛', '海军', '立新', '红军', '卫国', '胜利', '跃进', '学军', '援朝', '爱国', '向阳', '朝霞', '晓红', '丽萍', '艳华', '红霞', '少华',
  '永福', '福生', '来顺', '有才', '满仓', '金宝', '银花', '彩云', '素芳', '月娥', '兰英', '巧云', '荣华', '富贵', '宝山', '玉山', '青山', '松林', '柏林', '若曦',
  '婉清', '沐宸', '瑾瑜', '昊天', '思琪', '梦瑶', '紫萱', '语桐', '奕辰', '锦程', '书瑶', '景行', '修远', '清扬', '逸飞', '承泽', '皓轩', '安然', '知秋', '听澜',
];

/** A 32-bit seeded generator: the same row count always builds the same table. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function zipf(size: number, next: () => number): () => number {
  const cumulative: number[] = [];
  let sum = 0;
  for (let i = 0; i < size; i++) cumulative.push((sum += 1 / (i + 1)));
  return () => {
    const x = next() * sum;
    let lo = 0;
    let hi = size - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

export interface BenchDatabase {
  dataDir: string;
  schemasDir: string;
}

/** Inserts the rows with the entity's triggers dropped: the second sync rebuilds FTS and recounts. */
function fill(file: string, entity: EntityModel, rows: number): void {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = OFF');
  const triggers = sqlite.prepare(`SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ?`).all(TABLE) as { name: string }[];
  for (const { name } of triggers) sqlite.exec(`DROP TRIGGER "${name}"`);
  // Without these the second sync would find everything current and skip the rebuild.
  sqlite.prepare(`DELETE FROM app_meta WHERE key LIKE ?`).run(`entity_${TABLE}%`);
  const columns = entity.columns.map((f) => f.column);
  const insert = sqlite.prepare(`INSERT INTO ${TABLE} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
  const next = random(20240601);
  const surname = zipf(SURNAMES.length, next);
  const given = zipf(GIVEN.length, next);
  const start = Date.now() - 3 * 365 * 86_400_000;
  const step = Math.floor((3 * 365 * 86_400_000) / rows);
  const batch = sqlite.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const created = formatDateTime(new Date(start + i * step));
      const birth = `19${String(30 + Math.floor(next() * 70))}-0${1 + Math.floor(next() * 9)}-1${Math.floor(next() * 9)}`;
      const values: Record<string, unknown> = {
        id: String(1_000_000_000_000_000n + BigInt(i)), create_by: 'admin', create_time: created, update_by: null, update_time: null,
        sys_org_code: 'A01', tenant_id: 0, name: SURNAMES[surname()] + GIVEN[given()], sex: next() < 0.5 ? '1' : '2',
        status: next() < 0.9 ? '1' : '0', id_card: `3205${String(i).padStart(14, '0')}`, phone: `138${String(i).padStart(8, '0')}`,
        birth_date: birth, building_no: 1 + Math.floor(next() * 120), address: `安置区${1 + Math.floor(next() * 120)}号楼${1 + Math.floor(next() * 30)}01室`,
        remark: next() < 0.05 ? '低保户' : null,
      };
      insert.run(columns.map((c) => values[c] ?? null));
    }
  });
  for (let from = 0; from < rows; from += 100_000) batch(from, Math.min(rows, from + 100_000));
  sqlite.close();
}

/** The database for this row count: built (a minute or so for a million rows) unless it exists. */
export async function benchDatabase(root: string, rows: number, adminPassword: string): Promise<BenchDatabase> {
  const dir = path.join(root, `list-${rows}`);
  const dataDir = path.join(dir, 'data');
  const schemasDir = path.join(dir, 'schemas');
  const done = path.join(dir, 'ready');
  if (fs.existsSync(done)) return { dataDir, schemasDir };
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(schemasDir, { recursive: true });
  fs.writeFileSync(path.join(schemasDir, 'bench-person.json'), JSON.stringify(page, null, 1));
  const registry = loadSchemaRegistry(schemasDir);
  const entity = registry.byTable.get(TABLE);
  if (!entity) throw new Error(`the bench schema declares no ${TABLE}: ${JSON.stringify(registry.pages[0]?.problems)}`);
  const started = Date.now();
  let db = openDatabase({ dataDir });
  await migrateToLatest(db);
  await seedDemoData(db, adminPassword);
  await syncEntities(db, registry);
  await db.close();
  fill(path.join(dataDir, 'app.db'), entity, rows);
  db = openDatabase({ dataDir });
  await syncEntities(db, registry);
  await db.close();
  fs.writeFileSync(done, `${rows} rows built in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  return { dataDir, schemasDir };
}
