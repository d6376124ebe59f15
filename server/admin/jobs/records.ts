import { sql, type SqlBool } from 'kysely';
import { nextRuns } from '../../../schemas/cron/nextRuns.ts';
import { parseCron } from '../../../schemas/cron/parseCron.ts';
import type { Db } from '../../db/database.ts';
import { likePattern, paramText } from '../../entities/filterRules.ts';
import { ApiError, page, type Page } from '../../http/envelope.ts';
import { msg } from '../../http/messages.ts';
import { formatDateTime, newId } from '../../ids.ts';
import type { JobInput } from './input.ts';
import { jobMsg } from './messages.ts';
import { JOB_RUNNING, jobTables, type SysQuartzJobLogTable, type SysQuartzJobTable } from './tables.ts';

type Author = { username: string };

/** A job as answered: its columns, the status text and, when it runs, its next planned time. */
export type JobRecord = Omit<SysQuartzJobTable, 'delFlag'> & { status_dictText: string; nextFireTime: string | null };

function nextFireTime(job: SysQuartzJobTable): string | null {
  if (job.status !== JOB_RUNNING) return null;
  const parsed = parseCron(job.cronExpression);
  const [next] = parsed.ok ? nextRuns(parsed.value, 1) : [];
  return next ? formatDateTime(next) : null;
}

const answer = ({ delFlag: _deleted, ...job }: SysQuartzJobTable): JobRecord => ({
  ...job, status_dictText: jobMsg.statusText[job.status] ?? String(job.status), nextFireTime: nextFireTime({ ...job, delFlag: 0 }),
});

/** GET list: jobClassName (substring, `*` ignored) and status filters, newest first. */
export async function listJobs(db: Db, params: Record<string, unknown>, pageNo: number, pageSize: number): Promise<Page<JobRecord>> {
  const name = paramText(params.jobClassName).replace(/\*/g, '').trim();
  const status = paramText(params.status).trim();
  const like = db.dialect === 'postgres' ? 'ilike' : 'like';
  const filtered = jobTables(db)
    .selectFrom('sysQuartzJob')
    .$if(name !== '', (q) => q.where(sql<SqlBool>`job_class_name ${sql.raw(like)} ${likePattern({ text: name, match: 'contains' })} escape '\\'`))
    .$if(status !== '', (q) => q.where('status', '=', Number(status) || 0));
  const total = await filtered.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const rows = await filtered.selectAll().orderBy('createTime', 'desc').orderBy('id', 'desc')
    .limit(pageSize).offset((pageNo - 1) * pageSize).execute();
  return page(rows.map(answer), Number(total?.n ?? 0), pageSize, pageNo);
}

export async function findJob(db: Db, id: string): Promise<JobRecord> {
  const row = await jobTables(db).selectFrom('sysQuartzJob').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError(msg.notFoundRow);
  return answer(row);
}

async function classTaken(db: Db, jobClassName: string, exceptId: string | null): Promise<boolean> {
  const row = await jobTables(db).selectFrom('sysQuartzJob').select('id').where('jobClassName', '=', jobClassName)
    .$if(exceptId !== null, (q) => q.where('id', '<>', exceptId as string)).executeTakeFirst();
  return row !== undefined;
}

const refuseTaken = () => new ApiError(jobMsg.classTaken, 200, 500, { jobClassName: jobMsg.classTaken });

export async function addJob(db: Db, input: JobInput, by: Author): Promise<JobRecord> {
  if (await classTaken(db, input.jobClassName, null)) throw refuseTaken();
  const row: SysQuartzJobTable = {
    ...input, id: newId(), delFlag: 0, createBy: by.username, createTime: formatDateTime(), updateBy: null, updateTime: null,
  };
  try {
    await jobTables(db).insertInto('sysQuartzJob').values(row).execute();
  } catch (error) {
    // Two adds of one class at once: the unique index refuses the second.
    if (await classTaken(db, input.jobClassName, null)) throw refuseTaken();
    throw error;
  }
  return answer(row);
}

export async function editJob(db: Db, id: string, input: JobInput, by: Author): Promise<JobRecord> {
  await findJob(db, id);
  if (await classTaken(db, input.jobClassName, id)) throw refuseTaken();
  await jobTables(db).updateTable('sysQuartzJob')
    .set({ ...input, updateBy: by.username, updateTime: formatDateTime() }).where('id', '=', id).execute();
  return findJob(db, id);
}

/** Sets the status; false when it already was that. */
export async function setJobStatus(db: Db, id: string, status: number, by: Author): Promise<boolean> {
  await findJob(db, id);
  const result = await jobTables(db).updateTable('sysQuartzJob')
    .set({ status, updateBy: by.username, updateTime: formatDateTime() })
    .where('id', '=', id).where('status', '<>', status).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes jobs with their run logs (the log belongs to its job), in one transaction; answers what was deleted. */
export async function removeJobs(db: Db, ids: string[]): Promise<SysQuartzJobTable[]> {
  return db.kysely.transaction().execute(async (trx) => {
    const tables = trx.withTables<{ sysQuartzJob: SysQuartzJobTable; sysQuartzJobLog: SysQuartzJobLogTable }>();
    const rows = await tables.selectFrom('sysQuartzJob').selectAll().where('id', 'in', ids).execute();
    if (rows.length === 0) return rows;
    const found = rows.map((r) => r.id);
    await tables.deleteFrom('sysQuartzJobLog').where('jobId', 'in', found).execute();
    await tables.deleteFrom('sysQuartzJob').where('id', 'in', found).execute();
    return rows;
  });
}

export type RunRecord = SysQuartzJobLogTable & { startTime: string; endTime: string | null; costMs: number | null };

/** GET runLog: a job's runs, newest first. */
export async function listRuns(db: Db, jobId: string, pageNo: number, pageSize: number): Promise<Page<RunRecord>> {
  const base = jobTables(db).selectFrom('sysQuartzJobLog').where('jobId', '=', jobId);
  const total = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const rows = await base.selectAll().orderBy('startedAt', 'desc').orderBy('id', 'desc')
    .limit(pageSize).offset((pageNo - 1) * pageSize).execute();
  const records = rows.map((run) => ({
    ...run,
    startTime: formatDateTime(new Date(run.startedAt)),
    endTime: run.finishedAt === null ? null : formatDateTime(new Date(run.finishedAt)),
    costMs: run.finishedAt === null ? null : run.finishedAt - run.startedAt,
  }));
  return page(records, Number(total?.n ?? 0), pageSize, pageNo);
}
