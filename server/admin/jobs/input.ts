import { cronMsg } from '../../../schemas/cron/cronMessages.ts';
import { nextRuns } from '../../../schemas/cron/nextRuns.ts';
import { parseCron } from '../../../schemas/cron/parseCron.ts';
import { text } from '../../http/body.ts';
import { fill } from '../../http/messages.ts';
import { jobClasses } from './jobClasses.ts';
import { jobMsg } from './messages.ts';
import { JOB_RUNNING, JOB_STOPPED } from './tables.ts';
import { refuse } from '../../http/params.ts';

const TEXT_MAX = 255;

/** What add and edit may set; ids and the audit columns belong to the server. */
export interface JobInput {
  jobClassName: string;
  cronExpression: string;
  parameter: string | null;
  description: string | null;
  status: number;
}

function optional(body: Record<string, unknown>, field: 'parameter' | 'description'): string | null {
  const value = text(body, field, TEXT_MAX + 1);
  if (value.length > TEXT_MAX) refuse(field, fill(jobMsg.tooLong, { label: jobMsg.labels[field], max: TEXT_MAX }));
  return value || null;
}

/** A job class of the registry; an unknown name is refused with the names that exist. */
export function readJobClass(body: Record<string, unknown>): string {
  const name = text(body, 'jobClassName', TEXT_MAX);
  if (!name) refuse('jobClassName', jobMsg.classRequired);
  if (!jobClasses.has(name)) refuse('jobClassName', fill(jobMsg.classUnknown, { name, known: [...jobClasses.keys()].join('、') }));
  return name;
}

/** The cron expression, checked by the rules the cron editor uses; the refusal says what is wrong. */
export function readCron(body: Record<string, unknown>): string {
  const expression = text(body, 'cronExpression', TEXT_MAX + 1).replace(/\s+/g, ' ');
  if (!expression) refuse('cronExpression', jobMsg.cronRequired);
  if (expression.length > TEXT_MAX) refuse('cronExpression', fill(jobMsg.tooLong, { label: 'Cron表达式', max: TEXT_MAX }));
  const parsed = parseCron(expression);
  if (!parsed.ok) refuse('cronExpression', fill(jobMsg.cronInvalid, { reason: parsed.message }));
  if (nextRuns(parsed.value, 1).length === 0) refuse('cronExpression', fill(jobMsg.cronInvalid, { reason: cronMsg.noFutureRun }));
  return expression;
}

/** Status 0 (running) or -1 (stopped); a new job is stopped unless it says otherwise. */
function readStatus(body: Record<string, unknown>, fallback: number): number {
  const raw = body.status;
  if (raw === undefined || raw === null || raw === '') return fallback;
  const status = Number(raw);
  if (status !== JOB_RUNNING && status !== JOB_STOPPED) refuse('status', jobMsg.statusInvalid);
  return status;
}

export function readJobInput(body: Record<string, unknown>, statusFallback = JOB_STOPPED): JobInput {
  return {
    jobClassName: readJobClass(body),
    cronExpression: readCron(body),
    parameter: optional(body, 'parameter'),
    description: optional(body, 'description'),
    status: readStatus(body, statusFallback),
  };
}
