import SparkMD5 from 'spark-md5';
import { SIGNATURE_SECRET } from '../config';

/** A type alias, not an interface, so it can be passed where axios expects a header record. */
export type SignHeaders = {
  'X-Sign': string;
  'X-TIMESTAMP': string;
};

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * The parameters the server signs from the URL alone: the query string and, when the last path
 * segment holds a comma (`getDictItems/sys_user,realname,id`), that segment as `x-path-variable`.
 */
export function urlSignParams(url: string): Record<string, string> {
  const [beforeHash] = url.split('#');
  const queryStart = beforeHash.indexOf('?');
  const path = queryStart === -1 ? beforeHash : beforeHash.slice(0, queryStart);
  const query = queryStart === -1 ? '' : beforeHash.slice(queryStart + 1);
  const params: Record<string, string> = {};
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  if (lastSegment.includes(',')) params['x-path-variable'] = safeDecode(lastSegment);
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    params[safeDecode(pair.slice(0, eq))] = safeDecode(pair.slice(eq + 1));
  }
  return params;
}

/**
 * Serialises like `JSON.stringify` of an object whose keys were inserted in sorted order. Built by
 * hand because a JS object would move integer-like keys to the front, while the server's TreeMap
 * keeps plain code-unit order.
 */
function sortedJson(params: Record<string, unknown>): string {
  const parts = Object.keys(params)
    .filter((key) => params[key] !== undefined)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${JSON.stringify(params[key])}`);
  return `{${parts.join(',')}}`;
}

/** X-Sign of api-contract section 4. `_t` never takes part: the server drops it before checking. */
export function computeSign(url: string, requestParams: unknown, secret = SIGNATURE_SECRET): string {
  const merged: Record<string, unknown> = { ...urlSignParams(url) };
  if (typeof requestParams === 'object' && requestParams !== null && !Array.isArray(requestParams)) {
    for (const [key, value] of Object.entries(requestParams)) {
      // Numbers travel as strings on the server side, so both ends sign the string form.
      merged[key] = typeof value === 'number' && !Number.isNaN(value) ? String(value) : value;
    }
  }
  delete merged._t;
  return SparkMD5.hash(sortedJson(merged) + secret).toUpperCase();
}

export function signHeaders(url: string, requestParams: unknown, now: () => number = Date.now): SignHeaders {
  return { 'X-Sign': computeSign(url, requestParams), 'X-TIMESTAMP': String(now()) };
}
