import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { caller, perm } from '../../auth/access.ts';
import { pageParams } from '../../entities/listParams.ts';
import { bodyOf, queryOf } from '../../http/body.ts';
import { ApiError, ok, okMessage } from '../../http/envelope.ts';
import { fill, msg } from '../../http/messages.ts';
import { audit } from '../logs/audit.ts';
import { readJobInput } from './input.ts';
import { jobClasses } from './jobClasses.ts';
import { jobMsg } from './messages.ts';
import { jobPerms } from './permissions.ts';
import { addJob, editJob, findJob, listJobs, listRuns, removeJobs, setJobStatus } from './records.ts';
import { runJob } from './runJob.ts';
import { JobScheduler } from './scheduler.ts';
import { JOB_RUNNING, JOB_STOPPED, jobTables } from './tables.ts';
import { batchIds } from '../../http/batchIds.ts';
import { requiredId } from '../../http/params.ts';

const BASE = '/sys/quartzJob';
const MAX_PAGE_SIZE = 100;

/**
 * 定时任务 (seed 000 section 2.9; the calls of the platform's QuartzJobController): the jobs,
 * their runs, and the scheduler that runs them, started with the app and stopped when it closes.
 */
export function quartzJobRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const scheduler = new JobScheduler(db, app.log);
  app.addHook('onReady', () => scheduler.start());
  app.addHook('onClose', () => scheduler.stop());
  const replan = () => scheduler.track(scheduler.sync());
  const note = (request: FastifyRequest, template: string, values: Record<string, string>) =>
    audit(ctx, request, fill(template, values));

  app.get(`${BASE}/list`, { config: { access: perm(jobPerms.list) } }, async (request) => {
    const params = queryOf(request);
    const { pageNo, pageSize } = pageParams(params);
    return ok(await listJobs(db, params, pageNo, Math.min(pageSize, MAX_PAGE_SIZE)));
  });

  app.get(`${BASE}/queryById`, { config: { access: perm(jobPerms.list) } }, async (request) =>
    ok(await findJob(db, requiredId(queryOf(request)))));

  // The add and edit dialogs offer these names; no other name is accepted.
  app.get(`${BASE}/jobClasses`, { config: { access: perm(jobPerms.list) } }, async () =>
    ok([...jobClasses.values()].map(({ name, title }) => ({ value: name, text: name, title }))));

  app.get(`${BASE}/runLog`, { config: { access: perm(jobPerms.list) } }, async (request) => {
    const params = queryOf(request);
    const { pageNo, pageSize } = pageParams(params);
    const job = await findJob(db, requiredId(params, 'jobId'));
    return ok(await listRuns(db, job.id, pageNo, Math.min(pageSize, MAX_PAGE_SIZE)));
  });

  app.post(`${BASE}/add`, { config: { access: perm(jobPerms.add) } }, async (request) => {
    const saved = await addJob(db, readJobInput(bodyOf(request)), caller(request).user);
    await replan();
    await note(request, jobMsg.audit.add, { name: saved.jobClassName, cron: saved.cronExpression });
    return ok(saved, jobMsg.added);
  });

  app.route({
    method: ['PUT', 'POST'],
    url: `${BASE}/edit`,
    config: { access: perm(jobPerms.edit) },
    handler: async (request) => {
      const body = bodyOf(request);
      const id = requiredId(body);
      const current = await findJob(db, id);
      const saved = await editJob(db, id, readJobInput(body, current.status), caller(request).user);
      await replan();
      await note(request, jobMsg.audit.edit, { name: saved.jobClassName, cron: saved.cronExpression });
      return ok(saved, jobMsg.edited);
    },
  });

  const remove = async (request: FastifyRequest, ids: string[]) => {
    const removed = await removeJobs(db, ids);
    if (removed.length === 0) throw new ApiError(msg.notFoundRow);
    await replan();
    await note(request, jobMsg.audit.delete, { names: removed.map((job) => job.jobClassName).join(',') });
    return okMessage(jobMsg.deleted);
  };

  app.delete(`${BASE}/delete`, { config: { access: perm(jobPerms.delete) } }, async (request) =>
    remove(request, [requiredId(queryOf(request))]));

  app.delete(`${BASE}/deleteBatch`, { config: { access: perm(jobPerms.delete) } }, async (request) => {
    const ids = batchIds(request);
    return remove(request, ids);
  });

  const setStatus = async (request: FastifyRequest, status: number) => {
    const id = requiredId(queryOf(request));
    const changed = await setJobStatus(db, id, status, caller(request).user);
    const job = await findJob(db, id);
    if (!changed) throw new ApiError(status === JOB_RUNNING ? jobMsg.alreadyRunning : jobMsg.alreadyPaused);
    await replan();
    await note(request, status === JOB_RUNNING ? jobMsg.audit.resume : jobMsg.audit.pause, { name: job.jobClassName });
    return ok(job, status === JOB_RUNNING ? jobMsg.resumed : jobMsg.paused);
  };

  // The platform calls these with GET; POST and PUT are taken too.
  const method = ['GET', 'POST', 'PUT'];
  app.route({ method, url: `${BASE}/pause`, config: { access: perm(jobPerms.pause) }, handler: (request) => setStatus(request, JOB_STOPPED) });
  app.route({ method, url: `${BASE}/resume`, config: { access: perm(jobPerms.pause) }, handler: (request) => setStatus(request, JOB_RUNNING) });

  // Runs the job once, now, whatever its status, and answers how the run went.
  app.route({
    method,
    url: `${BASE}/execute`,
    config: { access: perm(jobPerms.execute) },
    handler: async (request) => {
      const id = requiredId({ ...queryOf(request), ...bodyOf(request) });
      const row = await jobTables(db).selectFrom('sysQuartzJob').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw new ApiError(msg.notFoundRow);
      await note(request, jobMsg.audit.execute, { name: row.jobClassName });
      const outcome = await scheduler.track(runJob(db, request.log, row, { runBy: caller(request).user.username }));
      if (!outcome?.ok) throw new ApiError(fill(jobMsg.executeFailed, { message: outcome?.message ?? '' }));
      return okMessage(jobMsg.executed);
    },
  });
}
