import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { fill } from '../../http/messages.ts';
import { newId } from '../../ids.ts';
import { JobFailure, jobClasses } from './jobClasses.ts';
import { jobMsg } from './messages.ts';
import { jobTables, type SysQuartzJobTable } from './tables.ts';

const MESSAGE_MAX = 500;

export interface RunOutcome {
  ok: boolean;
  message: string;
}

/** How a run began: a firing of the schedule at `fireAt`, or by hand by `runBy`. */
export type RunStart = { fireAt: number } | { runBy: string };

/**
 * Claims and runs one run of `job`, recording it in sys_quartz_job_log. A firing is claimed by
 * inserting its log row: the (job_id, fire_at) index lets only one process insert it, and the
 * others get undefined back and do nothing. A run by hand always runs.
 */
export async function runJob(db: Db, log: FastifyBaseLogger, job: SysQuartzJobTable, start: RunStart): Promise<RunOutcome | undefined> {
  const id = newId();
  const fireAt = 'fireAt' in start ? start.fireAt : null;
  const claimed = await jobTables(db)
    .insertInto('sysQuartzJobLog')
    .values({
      id, jobId: job.id, jobClassName: job.jobClassName, fireAt, runBy: 'runBy' in start ? start.runBy : null,
      startedAt: Date.now(), finishedAt: null, ok: null, message: null,
    })
    .onConflict((oc) => oc.columns(['jobId', 'fireAt']).doNothing())
    .executeTakeFirst();
  if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return undefined;
  const outcome = await perform(db, log, job);
  await jobTables(db)
    .updateTable('sysQuartzJobLog')
    .set({ finishedAt: Date.now(), ok: outcome.ok ? 1 : 0, message: outcome.message.slice(0, MESSAGE_MAX) })
    .where('id', '=', id)
    .execute();
  return outcome;
}

async function perform(db: Db, log: FastifyBaseLogger, job: SysQuartzJobTable): Promise<RunOutcome> {
  const jobClass = jobClasses.get(job.jobClassName);
  if (!jobClass) return { ok: false, message: fill(jobMsg.classUnknown, { name: job.jobClassName, known: [...jobClasses.keys()].join('、') }) };
  try {
    return { ok: true, message: await jobClass.run({ db, parameter: job.parameter }) };
  } catch (error) {
    if (error instanceof JobFailure) return { ok: false, message: error.message };
    // The job's own error text may hold database or file details: logged, not shown.
    const errorId = newId();
    log.error({ err: error, errorId, job: job.jobClassName }, 'scheduled job failed');
    return { ok: false, message: fill(jobMsg.unexpectedFailure, { id: errorId }) };
  }
}
