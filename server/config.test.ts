import { describe, expect, it } from 'vitest';
import { DEFAULT_ICP_URL, loadConfig, XLSX_MAX_DATA_ROWS } from './config.ts';

describe('EXPORT_MAX_ROWS', () => {
  it('defaults to the rows an .xlsx sheet holds below its header, and takes a smaller whole number', () => {
    expect(loadConfig({}).exportMaxRows).toBe(XLSX_MAX_DATA_ROWS);
    expect(loadConfig({ EXPORT_MAX_ROWS: '50000' }).exportMaxRows).toBe(50_000);
  });

  it('refuses more than a sheet holds, a fraction, zero and words, at start', () => {
    for (const value of ['1048576', '10.5', '0', 'many']) expect(() => loadConfig({ EXPORT_MAX_ROWS: value }), value).toThrow(/EXPORT_MAX_ROWS/);
  });
});

describe('IMPORT_MAX_ROWS', () => {
  it('defaults to 10,000 data rows, takes another whole number, and refuses more than a sheet holds', () => {
    expect(loadConfig({}).importMaxRows).toBe(10_000);
    expect(loadConfig({ IMPORT_MAX_ROWS: '500' }).importMaxRows).toBe(500);
    for (const value of ['1048576', '2.5', '0', 'many']) expect(() => loadConfig({ IMPORT_MAX_ROWS: value }), value).toThrow(/IMPORT_MAX_ROWS/);
  });
});

describe('DEMO_ROWS', () => {
  it('is on unless turned off, and takes nothing but on or off', () => {
    expect(loadConfig({}).demoRows).toBe(true);
    expect(loadConfig({ DEMO_ROWS: 'OFF' }).demoRows).toBe(false);
    expect(() => loadConfig({ DEMO_ROWS: 'no' })).toThrow('DEMO_ROWS must be "on" or "off", got "no"');
    expect(() => loadConfig({ LOGIN_CAPTCHA: 'maybe' })).toThrow('LOGIN_CAPTCHA must be "on" or "off", got "maybe"');
  });
});

describe('SESSION_MAX_HOURS', () => {
  it('ends a session 12 hours after sign-in unless told otherwise; SESSION_MAX_DAYS is still read when no hours are given', () => {
    expect(loadConfig({}).sessionMaxHours).toBe(12);
    expect(loadConfig({ SESSION_MAX_HOURS: '8' }).sessionMaxHours).toBe(8);
    expect(loadConfig({ SESSION_MAX_DAYS: '2' }).sessionMaxHours).toBe(48);
    expect(loadConfig({ SESSION_MAX_HOURS: '4', SESSION_MAX_DAYS: '2' }).sessionMaxHours).toBe(4);
    expect(() => loadConfig({ SESSION_MAX_HOURS: '0' })).toThrow(/SESSION_MAX_HOURS/);
  });
});

describe('TRUST_PROXY', () => {
  it('believes X-Forwarded-For only from the listed proxies, and refuses a bare true', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    for (const value of ['true', '1', '10.0.0.0/33', 'proxy.example', '10.0.0.1/8/8']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY must list/);
    }
  });
});

describe('CAS_SERVICE_URL', () => {
  it('is required with CAS_SERVER_URL, as an http(s) address', () => {
    expect(loadConfig({}).casServiceUrl).toBeUndefined();
    expect(loadConfig({ CAS_SERVER_URL: 'https://cas.example/cas', CAS_SERVICE_URL: 'https://admin.example/user/login' }).casServiceUrl).toBe('https://admin.example/user/login');
    expect(() => loadConfig({ CAS_SERVER_URL: 'https://cas.example/cas' })).toThrow(/CAS_SERVICE_URL must be set/);
    expect(() => loadConfig({ CAS_SERVER_URL: 'https://cas.example/cas', CAS_SERVICE_URL: '/user/login' })).toThrow(/http\(s\) address/);
  });
});

describe('HSTS_MAX_AGE and CSP_FRAME_SRC', () => {
  it('sends no HSTS unless a max-age is given, and frames https sites unless told otherwise', () => {
    expect(loadConfig({}).hstsMaxAge).toBeUndefined();
    expect(loadConfig({ HSTS_MAX_AGE: '31536000' }).hstsMaxAge).toBe(31_536_000);
    expect(() => loadConfig({ HSTS_MAX_AGE: 'forever' })).toThrow(/HSTS_MAX_AGE/);
    expect(loadConfig({}).frameSources).toEqual(["'self'", 'https:']);
    expect(loadConfig({ CSP_FRAME_SRC: " 'self'  http://10.0.0.5:8075 " }).frameSources).toEqual(["'self'", 'http://10.0.0.5:8075']);
  });

  it('refuses frame sources that would end the directive', () => {
    expect(() => loadConfig({ CSP_FRAME_SRC: "'self'; script-src 'unsafe-eval'" })).toThrow(/CSP_FRAME_SRC/);
  });
});

describe('limits', () => {
  it('has small defaults and takes whole numbers, 0 only where it turns a check off', () => {
    expect(loadConfig({}).limits).toMatchObject({ bodyLimitBytes: 1024 * 1024, anonRateMax: 60, anonRateWindowMs: 60_000, maxEventLoopDelayMs: 500 });
    expect(loadConfig({ BODY_LIMIT_KB: '256', MAX_EVENT_LOOP_DELAY_MS: '0' }).limits).toMatchObject({ bodyLimitBytes: 256 * 1024, maxEventLoopDelayMs: 0 });
    expect(() => loadConfig({ ANON_RATE_LIMIT: '0' })).toThrow('ANON_RATE_LIMIT must be a positive whole number, got "0"');
    expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: '1.5' })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
  });
});

describe('SECRET_KEY', () => {
  it('is optional while trying the product and required, at least 32 characters, in production', () => {
    expect(loadConfig({}).secretKey).toBeUndefined();
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SECRET_KEY must be set/);
    expect(() => loadConfig({ NODE_ENV: 'production', SECRET_KEY: 'short' })).toThrow(/at least 32/);
    const key = 'k'.repeat(32);
    expect(loadConfig({ NODE_ENV: 'production', SECRET_KEY: key }).secretKey).toBe(key);
  });
});

describe('ICP_NUMBER and ICP_URL (the login footer, seed 000 §2.9)', () => {
  it('default to no number and the ministry filing search, and take a number and an http(s) address', () => {
    expect(loadConfig({}).icp).toEqual({ number: undefined, url: DEFAULT_ICP_URL });
    expect(loadConfig({ ICP_NUMBER: ' 皖ICP备12345678号-1 ', ICP_URL: 'https://beian.example.cn/' }).icp)
      .toEqual({ number: '皖ICP备12345678号-1', url: 'https://beian.example.cn/' });
  });

  it('refuses an address that is not http(s), at start', () => {
    expect(() => loadConfig({ ICP_URL: 'javascript:alert(1)' })).toThrow(/ICP_URL/);
  });
});
