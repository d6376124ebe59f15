/**
 * The names and messages of the predefined rule set (seed 001 §5), shared by the designer's rule
 * picker, the runtime form and the server. The seed gives most of them in English: these are the
 * Chinese texts it means. `{n}` is the rule's number (a length or a count).
 */
export const ruleMsg = {
  // The designer's validation-type choice of the older designer (its exact texts).
  phone: { label: '电话', msg: '您输入的电话号码不符合规则' },
  email: { label: '邮箱', msg: '您输入的邮件地址不符合规则' },
  number: { label: '纯数字', msg: '您输入的内容不符合纯数字规则' },
  idcard: { label: '身份证', msg: '您输入的身份证号码不符合规则' },
  // The named library.
  mobile: { label: '手机号码', msg: '请输入正确的手机号码' },
  userName: { label: '用户名', msg: '只能输入字母、数字、下划线，长度在 4 到 18 个字符' },
  mail: { label: '邮箱地址', msg: '邮箱格式不正确' },
  naturalNumber: { label: '自然数', msg: '请输入自然数' },
  englishLetters: { label: '英文字母', msg: '请输入英文字母' },
  landline: { label: '座机号码', msg: '请输入正确的座机号码（区号3或4位，号码7或8位）' },
  bankCard: { label: '银行卡号', msg: '请输入正确的银行卡号（10到20位数字，不以0开头）' },
  certificateNo: { label: '证件号码', msg: '请输入正确的证件号码（字母和数字，最多50位）' },
  residentIdCard: { label: '居民身份证号码', msg: '请输入正确的居民身份证号码' },
  creditCode: { label: '统一社会信用代码', msg: '请输入正确的统一社会信用代码（18位，含校验码）' },
  divisionCode: { label: '行政区划代码', msg: '请输入正确的12位行政区划代码' },
  telephone: { label: '联系电话（手机或座机）', msg: '请输入正确的手机号码或座机号码' },
  qq: { label: 'QQ号码', msg: '请输入正确的QQ号码（5到12位数字）' },
  url: { label: '网址', msg: '请输入以http或https开头的网址' },
  alphanumeric: { label: '字母和数字', msg: '只能输入字母和数字，最多20位' },
  chineseEnglishSpace: { label: '中文、英文和空格', msg: '只能输入中文、英文和空格，长度2到100' },
  digitsAndNewlines: { label: '数字和换行', msg: '只能输入数字和换行' },
  anyText: { label: '任意字符（最多255个）', msg: '最多输入255个字符' },
  minLength: { label: '最小长度', msg: '最少输入{n}个字符' },
  maxLength: { label: '最大长度', msg: '最多输入{n}个字符' },
  checkboxMin: { label: '至少选择几项', msg: '至少选择{n}项' },
  checkboxMax: { label: '最多选择几项', msg: '最多选择{n}项' },
} as const;

/** Puts the rule's number into its message. */
export const fillRuleMsg = (template: string, n: number): string => template.replaceAll('{n}', String(n));
