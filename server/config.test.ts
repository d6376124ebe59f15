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

describe('limits', () => {
  it('has small defaults and takes whole numbers, 0 only where it turns a check off', () => {
    expect(loadConfig({}).limits).toMatchObject({ bodyLimitBytes: 1024 * 1024, anonRateMax: 60, anonRateWindowMs: 60_000, maxEventLoopDelayMs: 500 });
    expect(loadConfig({ BODY_LIMIT_KB: '256', MAX_EVENT_LOOP_DELAY_MS: '0' }).limits).toMatchObject({ bodyLimitBytes: 256 * 1024, maxEventLoopDelayMs: 0 });
    expect(() => loadConfig({ ANON_RATE_LIMIT: '0' })).toThrow('ANON_RATE_LIMIT must be a positive whole number, got "0"');
    expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: '1.5' })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
  });
});
