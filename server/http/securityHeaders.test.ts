import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { installSecurityHeaders } from './securityHeaders.ts';

async function headersOf(env: Record<string, string>, host = '127.0.0.1:8080') {
  const app = Fastify();
  await installSecurityHeaders(app, loadConfig(env));
  app.get('/x', async () => ({ ok: true }));
  const response = await app.inject({ method: 'GET', url: '/x', headers: { host } });
  await app.close();
  return response.headers;
}

/** `default-src 'self'; img-src 'self' data:` as { 'default-src': "'self'", ... }. */
function directives(policy: unknown): Record<string, string> {
  return Object.fromEntries(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources.join(' ')]),
  );
}

describe('security headers', () => {
  it('forbid inline and evaluated scripts, plugins, other bases and being framed by other sites', async () => {
    const headers = await headersOf({});
    const csp = directives(headers['content-security-policy']);
    expect(csp['script-src']).toBe("'self'");
    expect(csp['script-src-attr']).toBe("'none'");
    expect(csp['default-src']).toBe("'self'");
    expect(csp['object-src']).toBe("'none'");
    expect(csp['base-uri']).toBe("'self'");
    expect(csp['frame-ancestors']).toBe("'self'");
    expect(csp['worker-src']).toBe("'self' blob:");
    expect(csp['img-src']).toBe("'self' data: blob:");
    expect(csp['frame-src']).toBe("'self' https:");
    expect(csp['connect-src']).toBe("'self' ws://127.0.0.1:8080 wss://127.0.0.1:8080");
    expect(headers['content-security-policy']).not.toMatch(/unsafe-eval/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('send HSTS and upgrade requests only when HSTS_MAX_AGE is set', async () => {
    const plain = await headersOf({});
    expect(plain['strict-transport-security']).toBeUndefined();
    expect(directives(plain['content-security-policy'])).not.toHaveProperty('upgrade-insecure-requests');
    const https = await headersOf({ HSTS_MAX_AGE: '31536000' });
    expect(https['strict-transport-security']).toBe('max-age=31536000');
    expect(directives(https['content-security-policy'])).toHaveProperty('upgrade-insecure-requests');
  });

  it('frame the sources CSP_FRAME_SRC names', async () => {
    const csp = directives((await headersOf({ CSP_FRAME_SRC: "'self' http://10.0.0.5:8075" }))['content-security-policy']);
    expect(csp['frame-src']).toBe("'self' http://10.0.0.5:8075");
  });

  it('echo no Host header that is not a plain host into the policy', async () => {
    const csp = directives((await headersOf({}, "evil; script-src 'unsafe-eval'"))['content-security-policy']);
    expect(csp['connect-src']).toBe("'self'");
    expect(csp['script-src']).toBe("'self'");
  });
});
