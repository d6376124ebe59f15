import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatDateTime } from '../../ids.ts';
import { monitorMsg } from './messages.ts';

export const TRACE_SIZE = 100;

/** One answered request. No headers, bodies, tokens, parameter values or caller. */
export interface TraceEntry {
  /** The request's number since this process started: a row key for the trace page. */
  id: string;
  time: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
}

/** The last `size` requests, oldest overwritten first. One per app, so test servers do not share it. */
export class HttpTrace {
  private readonly entries: TraceEntry[] = [];
  private next = 0;
  private counted = 0;

  constructor(private readonly size = TRACE_SIZE) {}

  record(fields: Omit<TraceEntry, 'id'>): void {
    this.counted += 1;
    const entry = { id: String(this.counted), ...fields };
    if (this.entries.length < this.size) this.entries.push(entry);
    else this.entries[this.next] = entry;
    this.next = (this.next + 1) % this.size;
  }

  /** Newest first. */
  recent(): TraceEntry[] {
    const oldestFirst = [...this.entries.slice(this.next), ...this.entries.slice(0, this.next)];
    return oldestFirst.reverse();
  }
}

const MAX_QUERY_NAMES = 20;

/** Parameter names only (`?pageNo&pageSize`): values can hold passwords, tokens or personal data. */
function queryNames(query: string): string {
  if (!query) return '';
  const names = [...new Set(new URLSearchParams(query).keys())]
    .filter((name) => name !== '')
    .slice(0, MAX_QUERY_NAMES)
    .map((name) => encodeURIComponent(name.slice(0, 40)));
  return names.length === 0 ? '' : `?${names.join('&')}`;
}

/**
 * The path a trace may show. A matched route shows its declared pattern, so values in the path
 * (`/sys/thirdLogin/getLoginUser/:token/:thirdType`, file names under `/sys/common/static/*`) stay
 * out; an unmatched one is a placeholder, since whatever was typed there could be a secret.
 */
export function tracePath(request: Pick<FastifyRequest, 'url' | 'routeOptions'>): string {
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
  const pattern = request.routeOptions.url;
  return `${pattern ?? monitorMsg.unmatchedPath}${queryNames(query)}`;
}

/**
 * Records every answer of the instance it is added to: route modules get the `/jeecg-boot` plugin
 * instance, so this covers the API and not static files.
 */
export function installHttpTrace(app: FastifyInstance): HttpTrace {
  const trace = new HttpTrace();
  app.addHook('onResponse', async (request, reply) => {
    trace.record({
      time: formatDateTime(),
      method: request.method,
      path: tracePath(request),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 100) / 100,
    });
  });
  return trace;
}
