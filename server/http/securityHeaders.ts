import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import type { ServerConfig } from '../config.ts';

// A Host header is echoed into the policy only when it is a plain host[:port]: anything else could
// smuggle sources into the header.
const plainHost = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The page's own websocket (the notice bell): CSP level 3 lets 'self' cover it, older browsers
 * need the ws:/wss: origin spelled out.
 */
function ownSockets(req: IncomingMessage): string {
  const host = req.headers.host ?? '';
  return plainHost.test(host) ? `ws://${host} wss://${host}` : '';
}

/** The Content-Security-Policy's directives (exported for the test that reads them). */
export function cspDirectives(config: Pick<ServerConfig, 'frameSources' | 'hstsMaxAge'>) {
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    // Every script is a file of the build: no inline script and no eval (schema validators are
    // precompiled, expressions go through our own evaluator).
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    // antd's CSS-in-JS and monaco insert <style> elements at run time; their content is ours, and
    // a nonce would need a rendered index.html and antd's ConfigProvider csp prop on every root.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ownSockets],
    // Menu entries may show another site in a frame (IframeView); CSP_FRAME_SRC narrows or widens it.
    frameSrc: config.frameSources,
    // Monaco's workers are files of the build; blob: is its fallback.
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    // Only a site served over HTTPS may ask for its subresources to be upgraded.
    ...(config.hstsMaxAge === undefined ? {} : { upgradeInsecureRequests: [] }),
  };
}

/**
 * Security headers on every response, API and static alike: the Content-Security-Policy above,
 * nosniff, a referrer policy that keeps paths (and the signed URLs' tokens) on this site, and HSTS
 * only when HSTS_MAX_AGE says the server is reached over HTTPS.
 */
export async function installSecurityHeaders(app: FastifyInstance, config: ServerConfig): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.hstsMaxAge === undefined ? false : { maxAge: config.hstsMaxAge, includeSubDomains: false },
  });
}
