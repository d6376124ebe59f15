import type { FastifyInstance } from 'fastify';
import { bodyOf } from '../../http/body.ts';
import { ApiError } from '../../http/envelope.ts';
import { API_PREFIX } from '../../http/errors.ts';
import { parseCheckRule, type Parsed } from './checkRule.ts';
import { parseFillParams } from './fillRule.ts';

/** The declared entities' save calls whose rule text must read before it is stored. */
const CHECKED: Record<string, { field: string; parse: (text: string) => Parsed<unknown> }> = {
  [`${API_PREFIX}/sys/checkRule/add`]: { field: 'ruleJson', parse: parseCheckRule },
  [`${API_PREFIX}/sys/checkRule/edit`]: { field: 'ruleJson', parse: parseCheckRule },
  [`${API_PREFIX}/sys/fillRule/add`]: { field: 'ruleParams', parse: parseFillParams },
  [`${API_PREFIX}/sys/fillRule/edit`]: { field: 'ruleParams', parse: parseFillParams },
};

/**
 * The generic entity endpoints store text as it comes; for the two rule entities a hook refuses a
 * rule JSON (or fill parameters) that does not read, with the problem on the field. It runs after
 * the access guard (onRequest), so a caller without the code still gets 403. Imports bypass it;
 * the rule endpoints then name the broken rule.
 */
export function installRuleSaveChecks(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const checked = CHECKED[request.routeOptions.url ?? ''];
    if (!checked) return;
    const raw = bodyOf(request)[checked.field];
    if (typeof raw !== 'string' || raw.trim() === '') return;
    const parsed = checked.parse(raw);
    if (!parsed.ok) throw new ApiError(parsed.problem, 200, 500, { [checked.field]: parsed.problem });
  });
}
