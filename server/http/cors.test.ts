import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { corsOrigins, installCors } from './cors.ts';

describe('CORS_ORIGINS', () => {
  it('is off unless origins are given, and takes exact origins only', () => {
    expect(corsOrigins(undefined)).toEqual([]);
    expect(corsOrigins(' https://admin.example.com , http://10.0.0.5:3000/ ')).toEqual(['https://admin.example.com', 'http://10.0.0.5:3000']);
    for (const bad of ['*', 'admin.example.com', 'https://admin.example.com/app', 'ftp://x.example']) {
      expect(() => corsOrigins(bad), bad).toThrow(/CORS_ORIGINS/);
    }
  });
});

describe('installCors', () => {
  const app = async (allowed: string[]) => {
    const server = Fastify();
    installCors(server, allowed);
    // A route that, like the access guard, refuses a call without a token.
    server.get('/jeecg-boot/sys/user/list', async (_request, reply) => reply.code(401).send({ success: false }));
    await server.ready();
    return server;
  };
  const preflight = { 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-access-token' };

  it('answers a preflight from an allowed origin before any session check, and marks its answers', async () => {
    const server = await app(['http://client.example:3000']);
    const answer = await server.inject({ method: 'OPTIONS', url: '/jeecg-boot/sys/user/list', headers: { origin: 'http://client.example:3000', ...preflight } });
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe('http://client.example:3000');
    expect(String(answer.headers['access-control-allow-headers'])).toContain('X-Access-Token');
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
    const call = await server.inject({ method: 'GET', url: '/jeecg-boot/sys/user/list', headers: { origin: 'http://client.example:3000' } });
    expect(call.statusCode).toBe(401);
    expect(call.headers['access-control-allow-origin']).toBe('http://client.example:3000');
    expect(call.headers['access-control-expose-headers']).toBe('Content-Disposition');
  });

  it('gives nothing to another origin, nor to anyone when no origin is allowed', async () => {
    const allowing = await app(['http://client.example:3000']);
    const other = await allowing.inject({ method: 'OPTIONS', url: '/jeecg-boot/sys/user/list', headers: { origin: 'http://evil.example', ...preflight } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.statusCode).toBe(404);
    const off = await app([]);
    const asked = await off.inject({ method: 'GET', url: '/jeecg-boot/sys/user/list', headers: { origin: 'http://client.example:3000' } });
    expect(asked.headers['access-control-allow-origin']).toBeUndefined();
  });
});
