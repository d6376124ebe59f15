/** Messages of 编码校验规则 (check rules) and 填值规则 (fill rules), in one place. */
export const ruleMsg = {
  ruleCodeRequired: '缺少参数：ruleCode',
  checkRuleUnknown: '校验规则“{code}”不存在',
  fillRuleUnknown: '填值规则“{code}”不存在',
  valueTooLong: '待校验的值不能超过{max}个字符',
  /** A stored rule that no longer reads (saved before the check, or written to the table directly): names the rule. */
  storedRuleBroken: '校验规则“{code}”的规则JSON有误：{problem}',
  storedParamsBroken: '填值规则“{code}”的规则参数有误：{problem}',
  valueTooLongForRule: '值超出规则规定的{digits}位',
  checkPassed: '校验通过',
  /** A pattern that ran past the time limit (catastrophic backtracking): the value is not judged. */
  patternTimedOut: '校验规则“{code}”的正则表达式运行超过{ms}毫秒，已中止，请简化该规则的正则表达式',
  ruleJson: {
    notJson: '规则JSON不是有效的JSON',
    notArray: '规则JSON应为数组，每项形如 {"digits":"2","pattern":"^[A-Z]+$","message":"…"}',
    empty: '规则JSON至少要有一项',
    tooMany: '规则JSON最多{max}项',
    itemNotObject: '第{n}项应为对象',
    digitsInvalid: '第{n}项的 digits 应为正整数或 *',
    starNotLast: '第{n}项的 digits 为 *（其余全部），只能是最后一项',
    patternMissing: '第{n}项缺少 pattern',
    patternTooLong: '第{n}项的 pattern 不能超过{max}个字符',
    patternInvalid: '第{n}项的 pattern 不是有效的正则表达式：{pattern}',
    patternRisky: '第{n}项的 pattern 含有嵌套的重复（如 (a+)+），可能使校验长时间卡住，请改写：{pattern}',
    messageMissing: '第{n}项缺少 message（不通过时的提示）',
  },
  fillParams: {
    notJson: '规则参数不是有效的JSON',
    notObject: '规则参数应为对象，形如 {"prefix":"CK","datePattern":"yyyyMMdd","serialLength":4}',
    prefixInvalid: '前缀 prefix 应为不超过{max}个字符的文本',
    datePatternInvalid: '日期格式 datePattern 只能由 yyyy、yy、MM、dd、HH、mm、ss 和 - _ / . 组成',
    serialLengthInvalid: '流水号位数 serialLength 应为{min}到{max}之间的整数',
  },
} as const;
