import path from 'node:path';
import { loadLimits, type LimitsConfig } from './http/limitsConfig.ts';

/** Everything the server reads from its environment; README's configuration table mirrors this. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminPassword: string | undefined;
  loginCaptcha: boolean;
  sessionIdleMinutes: number;
  sessionMaxDays: number;
  casServerUrl: string | undefined;
  staticDir: string;
  /** The page schemas; their entities become tables and endpoints. */
  schemasDir: string;
  logLevel: string;
  /** The most rows one export writes; a larger one is refused (an .xlsx sheet holds 1,048,576 rows with the header). */
  exportMaxRows: number;
  /** Encrypts secret entity fields (secrets.ts); unset: the database keeps a key of its own. */
  secretKey: string | undefined;
  /** On the first start, besides the system data, fill the business lists with the demo rows of fixtures/demo/rows.json. */
  demoRows: boolean;
  /** Body size, rate, event-loop, connection and database time limits (http/limitsConfig.ts). */
  limits: LimitsConfig;
}

export const XLSX_MAX_DATA_ROWS = 1_048_575;

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) {
    throw new Error(`${name} must be a positive number, got "${value}"`);
  }
  return parsed;
}

function onOff(value: string | undefined, fallback: 'on' | 'off', name: string): boolean {
  const chosen = (value || fallback).toLowerCase();
  if (chosen !== 'on' && chosen !== 'off') throw new Error(`${name} must be "on" or "off", got "${value}"`);
  return chosen === 'on';
}

function exportMaxRows(value: string | undefined): number {
  const rows = intFrom(value, XLSX_MAX_DATA_ROWS, 'EXPORT_MAX_ROWS');
  if (!Number.isInteger(rows) || rows > XLSX_MAX_DATA_ROWS) {
    throw new Error(`EXPORT_MAX_ROWS must be a whole number up to ${XLSX_MAX_DATA_ROWS} (an .xlsx sheet's rows), got "${value}"`);
  }
  return rows;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// (leave it empty for the embedded database)');
  }
  return {
    port: intFrom(env.PORT, 8080, 'PORT'),
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    loginCaptcha: onOff(env.LOGIN_CAPTCHA, 'on', 'LOGIN_CAPTCHA'),
    sessionIdleMinutes: intFrom(env.SESSION_IDLE_MINUTES, 120, 'SESSION_IDLE_MINUTES'),
    sessionMaxDays: intFrom(env.SESSION_MAX_DAYS, 7, 'SESSION_MAX_DAYS'),
    casServerUrl: env.CAS_SERVER_URL || undefined,
    staticDir: path.resolve(env.STATIC_DIR || './dist'),
    schemasDir: path.resolve(env.SCHEMAS_DIR || './schemas/pages'),
    logLevel: env.LOG_LEVEL || 'info',
    exportMaxRows: exportMaxRows(env.EXPORT_MAX_ROWS),
    demoRows: onOff(env.DEMO_ROWS, 'on', 'DEMO_ROWS'),
    secretKey: env.SECRET_KEY || undefined,
    limits: loadLimits(env),
  };
}
