import type { Db } from '../../db/database.ts';

/** sys_quartz_job (migration 009) as Kysely sees it, owned here through `withTables`. */
export interface SysQuartzJobTable {
  id: string;
  /** The name of a job in the code's registry (jobClasses.ts); unique. */
  jobClassName: string;
  cronExpression: string;
  parameter: string | null;
  description: string | null;
  /** 0 running, -1 stopped. */
  status: number;
  delFlag: number;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

/** One run of a job: by its schedule (`fireAt`, the planned time in epoch ms) or by hand (`runBy`). */
export interface SysQuartzJobLogTable {
  id: string;
  jobId: string;
  jobClassName: string;
  fireAt: number | null;
  runBy: string | null;
  startedAt: number;
  finishedAt: number | null;
  /** 1 succeeded, 0 failed, null still running (or the process ended during the run). */
  ok: number | null;
  message: string | null;
}

export const JOB_RUNNING = 0;
export const JOB_STOPPED = -1;

export function jobTables(db: Db) {
  return db.kysely.withTables<{ sysQuartzJob: SysQuartzJobTable; sysQuartzJobLog: SysQuartzJobLogTable }>();
}
