import path from 'node:path';

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
  /** Strict-Transport-Security max-age in seconds; unset: no HSTS (only a server behind HTTPS should send it). */
  hstsMaxAge: number | undefined;
  /** Where menu pages shown in a frame may come from (the CSP's frame-src). */
  frameSources: string[];
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

function frameSources(value: string | undefined): string[] {
  const sources = (value || "'self' https:").split(/\s+/).filter(Boolean);
  // A `;` or `,` would end the directive and start another inside the Content-Security-Policy header.
  if (sources.some((source) => /[;,]/.test(source))) throw new Error(`CSP_FRAME_SRC must be sources separated by spaces, got "${value}"`);
  return sources;
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
    hstsMaxAge: env.HSTS_MAX_AGE ? intFrom(env.HSTS_MAX_AGE, 0, 'HSTS_MAX_AGE') : undefined,
    frameSources: frameSources(env.CSP_FRAME_SRC),
  };
}
