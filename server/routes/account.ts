import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

/** Placeholder: registered in app.ts, built by its issue. */
export function accountRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
