import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyUnderPressure from '@fastify/under-pressure';
import type { LimitsConfig } from './limitsConfig.ts';
import { ApiError, fail } from './envelope.ts';
import { fill, msg } from './messages.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './jsonDepth.ts';
import { logRefusals, refuseSecretsInQuery } from './refusals.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An anonymous route answers even to a flood (health, static files, one-off downloads, the socket that checks its own token). */
    unlimited?: boolean;
  }
}

/** The Fastify options that bound bodies and slow or idle connections. */
export function serverLimits(limits: LimitsConfig): Partial<FastifyServerOptions> {
  return {
    bodyLimit: limits.bodyLimitBytes,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    // Node checks the headers timeout on this beat (30 s by default, too slow for a slow-headers attack).
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: Math.min(limits.headersTimeoutMs, 5000) },
  } as Partial<FastifyServerOptions>;
}

/**
 * JSON is parsed on the event loop: a body nested thousands of levels deep stalls every request.
 * The depth is scanned before the default (prototype-poisoning safe) parser runs.
 */
function installJsonDepthParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (nestsDeeperThan(text)) {
      done(new ApiError(fill(msg.bodyTooDeep, { max: MAX_JSON_DEPTH }), 400, 400), undefined);
      return;
    }
    parse(request, text, done);
  });
}

/**
 * Every anonymous API route (decision 0003) is rate limited per address and route, unless it
 * declares `unlimited`. The mark is put on before the plugin reads the routes.
 */
async function installRateLimits(app: FastifyInstance, limits: LimitsConfig): Promise<void> {
  app.addHook('onRoute', (route) => {
    const config = route.config;
    if (config?.access?.kind !== 'anon' || config.unlimited || config.rateLimit !== undefined) return;
    route.config = { ...config, rateLimit: { max: limits.anonRateMax, timeWindow: limits.anonRateWindowMs } };
  });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new ApiError(fill(msg.tooManyRequests, { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }), context.statusCode, context.statusCode),
  });
}

/** How often the event-loop delay is sampled (under-pressure's mean over the last interval). */
const PRESSURE_SAMPLE_MS = 1000;

/**
 * Past the event-loop delay the server answers 503 at once; health still answers (it says how the
 * database is). Start-up work (schemas, tables, seeds) blocks the loop before the first request,
 * and the samples that still hold it would refuse the first second of calls of a process that
 * health already reports UP: for two samples after ready no call is refused.
 */
async function installUnderPressure(app: FastifyInstance, limits: LimitsConfig): Promise<void> {
  let settledAt = Infinity;
  app.addHook('onReady', async () => {
    settledAt = Date.now() + 2 * PRESSURE_SAMPLE_MS;
  });
  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    sampleInterval: PRESSURE_SAMPLE_MS,
    retryAfter: 10,
    // What the handler returns is sent as the answer; nothing returned lets the request through.
    pressureHandler: ((request, reply) => {
      if (request.routeOptions.config?.unlimited || Date.now() < settledAt) return undefined;
      request.log.warn({ route: request.routeOptions.url, ip: request.ip }, 'refused under pressure');
      reply.code(503).header('Retry-After', 10);
      return fail(msg.serverBusy, 503);
    }) as (request: FastifyRequest, reply: FastifyReply) => void,
  });
}

export async function installLimits(app: FastifyInstance, limits: LimitsConfig): Promise<void> {
  installJsonDepthParser(app);
  refuseSecretsInQuery(app);
  logRefusals(app);
  await installRateLimits(app, limits);
  await installUnderPressure(app, limits);
}
