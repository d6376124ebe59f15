import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { ruleFilters } from './dataRuleScope.ts';
import { entityModel } from './model.ts';

const entity = entityModel({
  table: 'biz_rule_probe', api: '/probe', permission: 'probe', label: '探针',
  fields: [{ name: 'lineNo', label: '编号', type: 'string' }, { name: 'stopCount', label: '站点数', type: 'integer' }],
}, { file: 'probe.json', components: ['probe/ProbeList'] });
const who = { username: 'jeecg', orgCode: 'A01' };
const rule = (ruleColumn: string, ruleConditions: string, ruleValue: string, id = `${ruleColumn}${ruleConditions}`) => ({ id, ruleColumn, ruleConditions, ruleValue });

describe('data rules as list filters', () => {
  it('turns each condition into a bound filter, variables filled', () => {
    expect(ruleFilters(entity, [
      rule('createBy', '=', '#{sys_user_code}'), rule('lineNo', '!=', 'A2'), rule('stopCount', '>=', '3'),
      rule('lineNo', 'LIKE', 'x'), rule('lineNo', 'LEFT_LIKE', 'x'), rule('lineNo', 'RIGHT_LIKE', 'x'),
      rule('sysOrgCode', 'IN', '#{sys_org_code}, B02'),
    ], who)).toEqual([
      { kind: 'compare', field: 'createBy', op: '=', value: 'jeecg' },
      { kind: 'compare', field: 'lineNo', op: '<>', value: 'A2' },
      { kind: 'compare', field: 'stopCount', op: '>=', value: 3 },
      { kind: 'like', field: 'lineNo', text: 'x', match: 'contains' },
      { kind: 'like', field: 'lineNo', text: 'x', match: 'endsWith' },
      { kind: 'like', field: 'lineNo', text: 'x', match: 'startsWith' },
      { kind: 'in', field: 'sysOrgCode', values: ['A01', 'B02'] },
    ]);
  });

  it('narrows to nothing (and logs once) by a rule on an undeclared column, with an unknown condition, or with a value the field cannot hold', () => {
    const warn = vi.fn();
    const log = { warn } as unknown as FastifyBaseLogger;
    const rules = [rule('noSuchField', '=', 'x', 'r1'), rule('lineNo', 'USE_SQL_RULES', '1=1', 'r2'), rule('stopCount', '>', 'abc', 'r3')];
    const nothing = { kind: 'in', field: 'id', values: [] };
    expect(ruleFilters(entity, rules, who, log)).toEqual([nothing, nothing, nothing]);
    ruleFilters(entity, rules, who, log);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('reads the conditions as the list grammar reads rule names: symbols or names, any case, values typed alike', () => {
    expect(ruleFilters(entity, [rule('stopCount', 'ge', '3'), rule('lineNo', 'in', 'A1,A2'), rule('stopCount', 'IN', '1,x')], who)).toEqual([
      { kind: 'compare', field: 'stopCount', op: '>=', value: 3 },
      { kind: 'in', field: 'lineNo', values: ['A1', 'A2'] },
      // Any member its field cannot hold narrows to nothing, as a comparison's value does.
      { kind: 'in', field: 'id', values: [] },
    ]);
  });
});
