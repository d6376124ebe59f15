import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './database.ts';
import { readDemoTables, seedEntityRows } from './demoRows.ts';
import { readJobInput } from '../admin/jobs/input.ts';
import { addJob } from '../admin/jobs/records.ts';
import type { SchemaRegistry } from '../entities/registry.ts';
import { readFormInput } from '../forms/input.ts';
import { addForm } from '../forms/records.ts';
import { ApiError } from '../http/envelope.ts';

export const ADMIN_ROWS_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/demo/adminRows.json');

const ADMIN = { username: 'admin', orgCode: 'A01' };

type Row = Record<string, unknown>;

/**
 * The administration lists kept in tables of their own (not declared entities; 职务 is one now and
 * goes with them through seedEntityRows): each row goes
 * through the same input check and add as one typed into the page, so the fixture cannot hold a
 * row the page would refuse (an unknown job class, a cron without a next run, a bad form).
 */
const builtIn: Record<string, (db: Db, row: Row) => Promise<unknown>> = {
  sys_quartz_job: (db, row) => addJob(db, readJobInput(row), ADMIN),
  sys_form: (db, row) => addForm(db, readFormInput(row), ADMIN),
};

/**
 * Sample rows for the administration lists a new user would otherwise find empty (职务, 定时任务,
 * 多数据源, 网关路由, 编码校验规则, 填值规则, 表单), from `file`: declared entities as the business
 * demo rows are stored (seedEntityRows), the others through their add. Like those, a first start
 * with DEMO_ROWS on loads them; a wrong row stops the start naming its table and row.
 */
export async function seedAdminDemoRows(db: Db, registry: SchemaRegistry, file = ADMIN_ROWS_FILE): Promise<Map<string, number>> {
  const tables = readDemoTables(file);
  const seeded = await seedEntityRows(db, registry, tables, file);
  for (const [table, rows] of Object.entries(tables)) {
    const add = builtIn[table];
    if (!add) continue;
    for (const [i, row] of rows.entries()) {
      try {
        await add(db, row);
      } catch (error) {
        if (error instanceof ApiError) throw new Error(`${path.relative(process.cwd(), file)} is not valid:\n${table} row ${i + 1}: ${error.message}`);
        throw error;
      }
    }
    seeded.set(table, rows.length);
  }
  return seeded;
}
