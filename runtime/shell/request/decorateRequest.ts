export interface OutgoingRequest {
  method: string | undefined;
  url: string | undefined;
  params: unknown;
  /** True when the caller already set X-Access-Token (logout sends the token it is ending). */
  hasTokenHeader: boolean;
}

export interface RequestContext {
  token: string | null;
  tenantId: string | number;
  nowMs: number;
  /** The low-code application of the page shown (lowApp.ts), or null. */
  lowAppId?: string | null;
}

export interface RequestDecoration {
  headers: Record<string, string>;
  /** Replacement `params`, or undefined to leave them untouched. */
  params: Record<string, unknown> | undefined;
}

/** Dictionary lookups are cached by URL, so they must not get a cache-busting `_t` (seed 000 section 7). */
const NO_TIMESTAMP_URL = 'sys/dict/getDictItems';

/** Headers and parameters every call carries (seed 000 sections 6 and 7). */
export function decorateRequest(request: OutgoingRequest, context: RequestContext): RequestDecoration {
  const headers: Record<string, string> = { 'tenant-id': String(context.tenantId) };
  if (context.token !== null && !request.hasTokenHeader) headers['X-Access-Token'] = context.token;
  if (context.lowAppId) headers['X-Low-App-ID'] = context.lowAppId;

  const isGet = (request.method ?? 'get').toLowerCase() === 'get';
  const skipTimestamp = (request.url ?? '').includes(NO_TIMESTAMP_URL);
  if (!isGet || skipTimestamp) return { headers, params: undefined };

  const existing = typeof request.params === 'object' && request.params !== null ? request.params : {};
  return { headers, params: { _t: Math.floor(context.nowMs / 1000), ...existing } };
}
