import type { FastifyBaseLogger } from 'fastify';
import { nextRuns } from '../../../schemas/cron/nextRuns.ts';
import { parseCron } from '../../../schemas/cron/parseCron.ts';
import type { Db } from '../../db/database.ts';
import { runJob } from './runJob.ts';
import { JOB_RUNNING, jobTables } from './tables.ts';

/** setTimeout's longest delay; a later firing is waited for in steps. */
const MAX_DELAY_MS = 2 ** 31 - 1;
/** How often the job table is read again: the most a change made by another process lags here. */
export const JOB_SYNC_MS = 5_000;
/** Runs kept in the log per job; older ones are dropped once a minute. */
const KEPT_RUNS = 500;
const PRUNE_EVERY_MS = 60_000;

interface Planned {
  cron: string;
  fireAt: number;
  timer: NodeJS.Timeout;
}

/**
 * Runs the running jobs (status 0) on their cron expressions, with the cron rules the editor
 * previews with (schemas/cron). Each process plans every running job; at a firing the job row is
 * read again (a job paused or changed elsewhere does not run) and the run is claimed in the log,
 * so with several processes on one database each firing runs once.
 */
export class JobScheduler {
  private readonly planned = new Map<string, Planned>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private syncTimer: NodeJS.Timeout | undefined;
  private lastPrune = 0;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly syncMs = JOB_SYNC_MS,
  ) {}

  async start(): Promise<void> {
    this.stopped = false;
    await this.sync();
    this.syncTimer = setInterval(() => this.track(this.sync()), this.syncMs);
    this.syncTimer.unref();
  }

  /** Plans what the table says now: new and changed running jobs, and drops the others. */
  async sync(): Promise<void> {
    if (this.stopped) return;
    const jobs = await jobTables(this.db).selectFrom('sysQuartzJob').select(['id', 'cronExpression'])
      .where('status', '=', JOB_RUNNING).where('delFlag', '=', 0).execute();
    if (this.stopped) return;
    const running = new Map(jobs.map((job) => [job.id, job.cronExpression]));
    for (const [id, plan] of this.planned) {
      if (running.get(id) !== plan.cron) this.unplan(id);
    }
    for (const [id, cron] of running) {
      if (!this.planned.has(id)) this.plan(id, cron, Date.now());
    }
    if (Date.now() - this.lastPrune > PRUNE_EVERY_MS) await this.prune([...running.keys()]);
  }

  /** Stops planning, and waits for runs under way to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.syncTimer) clearInterval(this.syncTimer);
    for (const id of [...this.planned.keys()]) this.unplan(id);
    await Promise.allSettled([...this.inFlight]);
  }

  /** Keeps a promise until it settles, so stop() can wait for it; its failure is logged. */
  track<T>(work: Promise<T>): Promise<T> {
    const kept = work.catch((error: unknown) => {
      this.log.error({ err: error }, 'job scheduler step failed');
      return undefined;
    });
    this.inFlight.add(kept);
    void kept.finally(() => this.inFlight.delete(kept));
    return work;
  }

  private unplan(id: string): void {
    const plan = this.planned.get(id);
    if (plan) clearTimeout(plan.timer);
    this.planned.delete(id);
  }

  /** Sets a timer for the job's first firing after `after`; none when the expression has run out. */
  private plan(id: string, cron: string, after: number): void {
    const parsed = parseCron(cron);
    const [next] = parsed.ok ? nextRuns(parsed.value, 1, new Date(after)) : [];
    if (!next || this.stopped) return;
    const fireAt = next.getTime();
    const wait = () => {
      const delay = fireAt - Date.now();
      const timer = setTimeout(() => (fireAt > Date.now() ? wait() : this.fire(id, cron, fireAt)),
        Math.min(Math.max(delay, 0), MAX_DELAY_MS));
      timer.unref();
      this.planned.set(id, { cron, fireAt, timer });
    };
    wait();
  }

  private fire(id: string, cron: string, fireAt: number): void {
    if (this.stopped) return;
    // The next firing is planned before this one runs, so a long run does not delay the schedule;
    // firings missed while the process was stalled are skipped, not run in a burst.
    this.plan(id, cron, Math.max(fireAt, Date.now()));
    this.track(this.runFiring(id, cron, fireAt));
  }

  private async runFiring(id: string, cron: string, fireAt: number): Promise<void> {
    const job = await jobTables(this.db).selectFrom('sysQuartzJob').selectAll().where('id', '=', id).executeTakeFirst();
    if (!job || job.status !== JOB_RUNNING || job.cronExpression !== cron) {
      this.unplan(id);
      await this.sync();
      return;
    }
    await runJob(this.db, this.log, job, { fireAt });
  }

  private async prune(jobIds: string[]): Promise<void> {
    this.lastPrune = Date.now();
    for (const jobId of jobIds) {
      const cutoff = await jobTables(this.db).selectFrom('sysQuartzJobLog').select('startedAt').where('jobId', '=', jobId)
        .orderBy('startedAt', 'desc').limit(1).offset(KEPT_RUNS).executeTakeFirst();
      if (cutoff) {
        await jobTables(this.db).deleteFrom('sysQuartzJobLog').where('jobId', '=', jobId).where('startedAt', '<=', cutoff.startedAt).execute();
      }
    }
  }
}
