import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { anon } from '../auth/access.ts';
import { msg } from '../http/messages.ts';
import { isDatabaseTimeout } from '../db/unavailable.ts';

class PingTimeout extends Error {
  readonly code = 'ETIMEDOUT';
}

/** The database's answer, or a time-out: a frozen database must not hold the health check too. */
async function pingWithin(ctx: AppContext, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PingTimeout(`database ping took over ${ms} ms`)), ms);
  });
  try {
    await Promise.race([ctx.db.ping(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Health answers even to a flood and under pressure (`unlimited`): load balancers and operators
 * read it to learn whether the database answers.
 */
export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/actuator/health', { config: { access: anon, unlimited: true } }, async (request, reply) => {
    try {
      await pingWithin(ctx, ctx.config.limits.dbConnectTimeoutMs);
      return { status: 'UP' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database did not answer');
      return reply.code(503).send({ status: 'DOWN', reason: isDatabaseTimeout(error) ? msg.healthSlow : msg.healthDown });
    }
  });
}
