import type { FastifyInstance } from 'fastify';

/** Requests answered since start and their total time; one per app, so test servers do not share it. */
export class RequestStats {
  readonly since = Date.now();
  private count = 0;
  private totalMs = 0;

  record(elapsedMs: number): void {
    this.count += 1;
    this.totalMs += elapsedMs;
  }

  snapshot(): { count: number; averageMs: number; since: number } {
    const averageMs = this.count === 0 ? 0 : Math.round((this.totalMs / this.count) * 100) / 100;
    return { count: this.count, averageMs, since: this.since };
  }
}

/**
 * Times every answer of the instance it is added to. Route modules get the `/jeecg-boot` plugin
 * instance, so this covers the API and not static files, which is what the monitor page means.
 */
export function installRequestStats(app: FastifyInstance): RequestStats {
  const stats = new RequestStats();
  app.addHook('onResponse', async (_request, reply) => stats.record(reply.elapsedTime));
  return stats;
}
