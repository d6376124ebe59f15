import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { formatDateTime } from '../ids.ts';
import { ROOT_PID, type SysCategoryTable } from './tables.ts';

const fixture = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/demo/categories.json');

interface CategoryFixture {
  code: string;
  name: string;
  children?: CategoryFixture[];
}

/** Demo ids are derived from the codes (`cat_A01A02`), so tests and demo links can name them. */
export const demoCategoryId = (code: string) => `cat_${code}`;

/** The fixture's nested tree as rows, parents before children. */
export function categoryRows(tree: CategoryFixture[], by: string, now: string, pid = ROOT_PID): SysCategoryTable[] {
  return tree.flatMap((node) => {
    const id = demoCategoryId(node.code);
    const children = node.children ?? [];
    const row: SysCategoryTable = {
      id, pid, name: node.name, code: node.code, hasChild: children.length > 0 ? '1' : '0', sysOrgCode: null,
      createBy: by, createTime: now, updateBy: null, updateTime: null,
    };
    return [row, ...categoryRows(children, by, now, id)];
  });
}

/** Loads fixtures/demo/categories.json; called by the demo seeding, inside its transaction. */
export async function seedCategories(trx: Kysely<Database>): Promise<void> {
  const tree = JSON.parse(fs.readFileSync(fixture, 'utf8')) as CategoryFixture[];
  const rows = categoryRows(tree, 'admin', formatDateTime());
  if (rows.length > 0) await trx.withTables<{ sysCategory: SysCategoryTable }>().insertInto('sysCategory').values(rows).execute();
}
