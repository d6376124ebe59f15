import type { EntityHooks } from '../../entities/hooks.ts';
import { paramText, type Filter } from '../../entities/filterRules.ts';
import { ApiError } from '../../http/envelope.ts';
import { logMsg } from './messages.ts';
import { timeBound } from './timeBound.ts';

/** The keyword of the platform's log page (`keyWord`; `keyword` as some clients spell it): contained in the content or the operator's name. */
const KEYWORD_PARAMS = ['keyWord', 'keyword'] as const;
const LOG_TYPES: ReadonlySet<string> = new Set(['1', '2']);

/**
 * 日志管理 is the declared entity of schemas/pages/logs.json, list and export only (entries are
 * written by audit.ts and the sign-in): what the list grammar cannot say is here. The keyword looks
 * in two fields, a plain log type is one of the two, and a time bound is a date or a datetime,
 * refused in the page's own words.
 */
export const logHooks: EntityHooks = {
  listParams(given) {
    const params: Record<string, unknown> = { ...given };
    const filters: Filter[] = [];
    const keyword = KEYWORD_PARAMS.map((key) => paramText(given[key]).trim()).find(Boolean) ?? '';
    for (const key of KEYWORD_PARAMS) delete params[key];
    if (keyword) {
      filters.push({ kind: 'any', filters: ['logContent', 'username'].map((field) => ({ kind: 'like', field, text: keyword, match: 'contains' })) });
    }
    const logType = paramText(given.logType).trim();
    if (/^\d+$/.test(logType) && !LOG_TYPES.has(logType)) throw new ApiError(logMsg.logTypeInvalid);
    for (const key of ['createTime_begin', 'createTime_end'] as const) {
      if (given[key] !== undefined) params[key] = timeBound(given, key);
    }
    return { params, filters };
  },
};
