import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { anon } from '../auth/access.ts';
import { msg } from '../http/messages.ts';

export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/actuator/health', { config: { access: anon } }, async (request, reply) => {
    try {
      await ctx.db.ping();
      return { status: 'UP' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database did not answer');
      return reply.code(503).send({ status: 'DOWN', reason: msg.healthDown });
    }
  });
}
