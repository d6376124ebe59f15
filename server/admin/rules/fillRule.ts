import { fill } from '../../http/messages.ts';
import type { Parsed } from './checkRule.ts';
import { ruleMsg } from './messages.ts';

/** A fill rule's parameters: `{prefix}{date}{serial}`, e.g. CK20260314 0001. */
export interface FillParams {
  prefix: string;
  /** Tokens yyyy yy MM dd HH mm ss and separators; '' for no date part. */
  datePattern: string;
  /** The serial's width: zero-padded, never cut (it grows past the width). */
  serialLength: number;
}

const MAX_PREFIX = 20;
const SERIAL = { min: 1, max: 12, default: 4 };
const TOKENS = /yyyy|yy|MM|dd|HH|mm|ss|[-_/.]/g;
const DATE_PATTERN = /^(?:yyyy|yy|MM|dd|HH|mm|ss|[-_/.]){0,10}$/;

/** Reads a rule's parameters (JSON text; empty means no prefix, no date, 4 digits). */
export function parseFillParams(json: string | null): Parsed<FillParams> {
  const m = ruleMsg.fillParams;
  let raw: unknown = {};
  if (json && json.trim() !== '') {
    try {
      raw = JSON.parse(json);
    } catch {
      return { ok: false, problem: m.notJson };
    }
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, problem: m.notObject };
  const params = raw as Record<string, unknown>;
  const prefix = params.prefix ?? '';
  if (typeof prefix !== 'string' || prefix.length > MAX_PREFIX) return { ok: false, problem: fill(m.prefixInvalid, { max: MAX_PREFIX }) };
  const datePattern = params.datePattern ?? '';
  if (typeof datePattern !== 'string' || !DATE_PATTERN.test(datePattern)) return { ok: false, problem: m.datePatternInvalid };
  const serialLength = params.serialLength ?? SERIAL.default;
  if (typeof serialLength !== 'number' || !Number.isInteger(serialLength) || serialLength < SERIAL.min || serialLength > SERIAL.max) {
    return { ok: false, problem: fill(m.serialLengthInvalid, { min: SERIAL.min, max: SERIAL.max }) };
  }
  return { ok: true, value: { prefix, datePattern, serialLength } };
}

/** The date part in the server's time zone (TZ). */
export function formatDatePart(pattern: string, date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const parts: Record<string, string> = {
    yyyy: String(date.getFullYear()), yy: String(date.getFullYear()).slice(-2), MM: pad(date.getMonth() + 1),
    dd: pad(date.getDate()), HH: pad(date.getHours()), mm: pad(date.getMinutes()), ss: pad(date.getSeconds()),
  };
  return pattern.replace(TOKENS, (token) => parts[token] ?? token);
}

/**
 * The serial counts per prefix and date part: a `yyyyMMdd` rule starts again at 1 each day, one
 * without a date never does.
 */
export const counterPeriod = (params: FillParams, date: Date): string => `${params.prefix}${formatDatePart(params.datePattern, date)}`;

export const fillValue = (period: string, serial: number, params: FillParams): string =>
  `${period}${String(serial).padStart(params.serialLength, '0')}`;
