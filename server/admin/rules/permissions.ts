/**
 * Button codes of the rule endpoints (fixtures/demo/permissions.json, under m_sys_check_rule and
 * m_sys_fill_rule). Business forms call both while users fill them in, so the demo grants them to
 * the staff role as well as the admin: a role whose forms use rules needs them. They stay codes,
 * not "any signed-in user": a fill rule hands out serial numbers (a write), and a check rule's
 * messages describe the rule.
 */
export const rulePerms = {
  check: 'system:checkRule:check',
  execute: 'system:fillRule:execute',
} as const;
