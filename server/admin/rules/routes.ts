import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { perm } from '../../auth/access.ts';
import { queryOf, text } from '../../http/body.ts';
import { ApiError, ok, okMessage } from '../../http/envelope.ts';
import { fill } from '../../http/messages.ts';
import { parseCheckRule, planCheck, verdict } from './checkRule.ts';
import { nextSerial } from './counters.ts';
import { counterPeriod, fillValue, parseFillParams } from './fillRule.ts';
import { ruleMsg } from './messages.ts';
import { firstFailing, PATTERN_TIME_LIMIT_MS } from './patternRunner.ts';
import { rulePerms } from './permissions.ts';
import { CHECK_RULE_TABLE, FILL_RULE_TABLE, ruleTables } from './tables.ts';

const MAX_VALUE = 1000;
const MAX_CODE = 100;

/**
 * The rule endpoints beside the two rule entities' generic CRUD (schemas/pages/check-rules.json,
 * fill-rules.json): a value checked against a check rule, a value produced by a fill rule. The
 * rule texts themselves are checked on every write by their fields' declared `check`
 * (server/entities/fieldChecks.ts).
 */
export function ruleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, registry } = ctx;

  app.get('/sys/checkRule/checkByCode', { config: { access: perm(rulePerms.check) } }, async (request) => {
    const query = queryOf(request);
    const code = text(query, 'ruleCode', MAX_CODE + 1);
    if (!code) throw new ApiError(ruleMsg.ruleCodeRequired);
    const raw = query.value;
    const value = typeof raw === 'string' ? raw : '';
    if (value.length > MAX_VALUE) throw new ApiError(fill(ruleMsg.valueTooLong, { max: MAX_VALUE }));
    const rule = registry.byTable.has(CHECK_RULE_TABLE)
      ? await ruleTables(db).selectFrom('devCheckRule').select(['ruleCode', 'ruleJson']).where('ruleCode', '=', code).executeTakeFirst()
      : undefined;
    if (!rule) throw new ApiError(fill(ruleMsg.checkRuleUnknown, { code }));
    const items = parseCheckRule(rule.ruleJson ?? '');
    if (!items.ok) throw new ApiError(fill(ruleMsg.storedRuleBroken, { code, problem: items.problem }));
    // The patterns are a user's text: they run in a worker with a time limit, never on the event loop.
    const plan = planCheck(items.value, value);
    const failing = await firstFailing(plan.tests);
    if (failing === 'timeout') throw new ApiError(fill(ruleMsg.patternTimedOut, { code, ms: PATTERN_TIME_LIMIT_MS }));
    const outcome = verdict(items.value, plan, failing);
    if (!outcome.passed) throw new ApiError(outcome.message);
    return okMessage(ruleMsg.checkPassed);
  });

  app.get('/sys/fillRule/executeRuleByCode/:ruleCode', { config: { access: perm(rulePerms.execute) } }, async (request) => {
    const code = text(request.params as Record<string, unknown>, 'ruleCode', MAX_CODE + 1);
    if (!code) throw new ApiError(ruleMsg.ruleCodeRequired);
    const rule = registry.byTable.has(FILL_RULE_TABLE)
      ? await ruleTables(db).selectFrom('devFillRule').select(['ruleCode', 'ruleParams']).where('ruleCode', '=', code).executeTakeFirst()
      : undefined;
    if (!rule) throw new ApiError(fill(ruleMsg.fillRuleUnknown, { code }));
    const params = parseFillParams(rule.ruleParams);
    if (!params.ok) throw new ApiError(fill(ruleMsg.storedParamsBroken, { code, problem: params.problem }));
    const period = counterPeriod(params.value, new Date());
    return ok(fillValue(period, await nextSerial(db, rule.ruleCode, period), params.value));
  });
}
