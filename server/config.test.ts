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
