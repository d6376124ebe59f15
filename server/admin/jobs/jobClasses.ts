import type { Db } from '../../db/database.ts';
import { sweepExpired } from '../../jobs/sweep.ts';

export interface JobRun {
  db: Db;
  /** The job's parameter text, as saved. */
  parameter: string | null;
}

/** A failure a job reports in words a user may read; anything else thrown is recorded without its text. */
export class JobFailure extends Error {}

export interface JobClass {
  name: string;
  /** What the job does, for the add dialog's choice. */
  title: string;
  /** Does the work; what it answers is the run's message. */
  run(job: JobRun): Promise<string>;
}

const SAMPLE_FAIL = 'fail';

/**
 * The jobs the server can run, by the name a sys_quartz_job row gives (its job_class_name). A row
 * can only name one of these: nothing is looked up or loaded from what a request says.
 */
const registered: JobClass[] = [
  {
    name: 'sweepSessions',
    title: '清理过期会话、短信验证码、登录计数与临时文件',
    async run({ db }) {
      await sweepExpired(db);
      return '已清理过期数据';
    },
  },
  {
    name: 'sampleJob',
    title: '示例任务：只记录一次运行（参数为 fail 时按失败记录）',
    async run({ parameter }) {
      if (parameter === SAMPLE_FAIL) throw new JobFailure('示例任务按参数要求失败');
      return `示例任务执行完成，参数：${parameter ?? '无'}`;
    },
  },
];

export const jobClasses: ReadonlyMap<string, JobClass> = new Map(registered.map((job) => [job.name, job]));
