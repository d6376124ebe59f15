import { isIP } from 'node:net';
import path from 'node:path';
import { safeUrl } from '../schemas/safeUrl.ts';
import { loadLimits, type LimitsConfig } from './http/limitsConfig.ts';
import { smsSettings, type SmsSettings } from './sms/settings.ts';
import { corsOrigins } from './http/cors.ts';

/** Everything the server reads from its environment; README's configuration table mirrors this. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminPassword: string | undefined;
  loginCaptcha: boolean;
  sessionIdleMinutes: number;
  /** A session's absolute lifetime from sign-in (OWASP ASVS 3.3.2: 12 hours at level 2). */
  sessionMaxHours: number;
  casServerUrl: string | undefined;
  /**
   * This application's address as the CAS server knows it (its root, or its login page when tickets
   * come back there only). A ticket is validated only for a service at or under it, never for any
   * service a request names: a ticket issued to another application must not sign in here.
   */
  casServiceUrl: string | undefined;
  /**
   * The reverse proxies whose X-Forwarded-For is believed (addresses or CIDRs), or false: the
   * client's address is then the connection's. Sign-in throttling and the logs go by that address.
   */
  trustProxy: string[] | false;
  staticDir: string;
  /** The page schemas; their entities become tables and endpoints. */
  schemasDir: string;
  logLevel: string;
  /** The most rows one export writes; a larger one is refused (an .xlsx sheet holds 1,048,576 rows with the header). */
  exportMaxRows: number;
  /** The most data rows one import reads; the reader stops at the next one and refuses the file. */
  importMaxRows: number;
  /** Encrypts secret entity fields (secrets.ts); unset: the database keeps a key of its own. */
  secretKey: string | undefined;
  /** On the first start, besides the system data, fill the business lists with the demo rows of fixtures/demo/rows.json. */
  demoRows: boolean;
  /** Strict-Transport-Security max-age in seconds; unset: no HSTS (only a server behind HTTPS should send it). */
  hstsMaxAge: number | undefined;
  /** Where menu pages shown in a frame may come from (the CSP's frame-src). */
  frameSources: string[];
  /** The other origins whose pages may call the API (CORS_ORIGINS, http/cors.ts); empty: none. */
  corsOrigins: string[];
  /** Body size, rate, event-loop, connection and database time limits (http/limitsConfig.ts). */
  limits: LimitsConfig;
  /** SMS_PROVIDER and its cloud's settings (server/sms/settings.ts); `none` keeps codes in the outbox only. */
  sms: SmsSettings;
  /**
   * The login pages' footer link to the ICP filing site (seed 000 §2.9): ICP_NUMBER is the site's
   * filing number shown as the link (unset: a generic text), ICP_URL where it leads.
   */
  icp: { number: string | undefined; url: string };
}

/** The ministry's filing search, where a site's ICP number is checked. */
export const DEFAULT_ICP_URL = 'https://beian.miit.gov.cn/';

/** ICP_URL: an http(s) or relative address (schemas/safeUrl.ts), since it becomes a link on the login page. */
function icp(env: NodeJS.ProcessEnv): ServerConfig['icp'] {
  const url = env.ICP_URL || DEFAULT_ICP_URL;
  if (safeUrl(url) === undefined) throw new Error(`ICP_URL must be an http(s) address, got "${url}"`);
  return { number: env.ICP_NUMBER?.trim() || undefined, url };
}

export const XLSX_MAX_DATA_ROWS = 1_048_575;
const IMPORT_DEFAULT_ROWS = 10_000;

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

/** A count of sheet rows: a whole number up to what an .xlsx sheet holds below its header. */
function sheetRows(value: string | undefined, fallback: number, name: string): number {
  const rows = intFrom(value, fallback, name);
  if (!Number.isInteger(rows) || rows > XLSX_MAX_DATA_ROWS) {
    throw new Error(`${name} must be a whole number up to ${XLSX_MAX_DATA_ROWS} (an .xlsx sheet's rows), got "${value}"`);
  }
  return rows;
}

/** SESSION_MAX_HOURS (default 12); SESSION_MAX_DAYS, the older setting, still counts when hours are not given. */
function sessionMaxHours(env: NodeJS.ProcessEnv): number {
  if (!env.SESSION_MAX_HOURS && env.SESSION_MAX_DAYS) return intFrom(env.SESSION_MAX_DAYS, 1, 'SESSION_MAX_DAYS') * 24;
  return intFrom(env.SESSION_MAX_HOURS, 12, 'SESSION_MAX_HOURS');
}

/** TRUST_PROXY: a comma-separated list of proxy addresses or CIDRs; `true` (any sender) is refused. */
function trustProxy(value: string | undefined): string[] | false {
  if (!value) return false;
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address);
    const prefixOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (family === 0 || !prefixOk || extra !== undefined) {
      throw new Error(`TRUST_PROXY must list the proxies' addresses or CIDRs, comma-separated (e.g. 127.0.0.1,10.0.0.0/8), got "${entry}"`);
    }
  }
  return entries.length > 0 ? entries : false;
}

/** CAS_SERVICE_URL: required with CAS_SERVER_URL, an absolute http(s) address. */
function casServiceUrl(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.CAS_SERVICE_URL || undefined;
  if (env.CAS_SERVER_URL && !value) {
    throw new Error('CAS_SERVICE_URL must be set with CAS_SERVER_URL: this application\'s address as CAS knows it, e.g. https://admin.example.com/');
  }
  if (value && !/^https?:\/\/[^/]+/.test(value)) throw new Error(`CAS_SERVICE_URL must be an http(s) address, got "${value}"`);
  return value;
}

/** CSP_FRAME_SRC: where framed menu pages may come from (default 'self' and any https site). */
function frameSources(value: string | undefined): string[] {
  const sources = (value || "'self' https:").split(/\s+/).filter(Boolean);
  // A `;` or `,` would end the directive and start another inside the Content-Security-Policy header.
  if (sources.some((source) => /[;,]/.test(source))) throw new Error(`CSP_FRAME_SRC must be sources separated by spaces, got "${value}"`);
  return sources;
}

/**
 * SECRET_KEY: optional while trying the product (the database then keeps a key of its own, which a
 * copy of the database carries along); required with NODE_ENV=production, so that a stolen
 * database file or dump does not hold the key to its own secrets.
 */
function secretKey(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.SECRET_KEY || undefined;
  if (env.NODE_ENV === 'production' && (!value || value.length < 32)) {
    throw new Error('SECRET_KEY must be set to at least 32 characters in production (NODE_ENV=production), e.g. the output of `openssl rand -base64 48`');
  }
  return value;
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
    sessionMaxHours: sessionMaxHours(env),
    casServerUrl: env.CAS_SERVER_URL || undefined,
    casServiceUrl: casServiceUrl(env),
    trustProxy: trustProxy(env.TRUST_PROXY),
    staticDir: path.resolve(env.STATIC_DIR || './dist'),
    schemasDir: path.resolve(env.SCHEMAS_DIR || './schemas/pages'),
    logLevel: env.LOG_LEVEL || 'info',
    exportMaxRows: sheetRows(env.EXPORT_MAX_ROWS, XLSX_MAX_DATA_ROWS, 'EXPORT_MAX_ROWS'),
    importMaxRows: sheetRows(env.IMPORT_MAX_ROWS, IMPORT_DEFAULT_ROWS, 'IMPORT_MAX_ROWS'),
    demoRows: onOff(env.DEMO_ROWS, 'on', 'DEMO_ROWS'),
    secretKey: secretKey(env),
    hstsMaxAge: env.HSTS_MAX_AGE ? intFrom(env.HSTS_MAX_AGE, 0, 'HSTS_MAX_AGE') : undefined,
    frameSources: frameSources(env.CSP_FRAME_SRC),
    corsOrigins: corsOrigins(env.CORS_ORIGINS),
    limits: loadLimits(env),
    sms: smsSettings(env),
    icp: icp(env),
  };
}
