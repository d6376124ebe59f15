import { describe, expect, it } from 'vitest';
import { loadConfig, XLSX_MAX_DATA_ROWS } from './config.ts';

describe('EXPORT_MAX_ROWS', () => {
  it('defaults to the rows an .xlsx sheet holds below its header, and takes a smaller whole number', () => {
    expect(loadConfig({}).exportMaxRows).toBe(XLSX_MAX_DATA_ROWS);
    expect(loadConfig({ EXPORT_MAX_ROWS: '50000' }).exportMaxRows).toBe(50_000);
  });

  it('refuses more than a sheet holds, a fraction, zero and words, at start', () => {
    for (const value of ['1048576', '10.5', '0', 'many']) expect(() => loadConfig({ EXPORT_MAX_ROWS: value }), value).toThrow(/EXPORT_MAX_ROWS/);
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
